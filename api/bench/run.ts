// `pnpm bench:api [--students N] [--concurrency C] [--duration S] [--drivers pglite,pg]`:
// for each database, a server process loads a generated centre of N students and serves the app
// on loopback; this process loads each measured route over HTTP at a fixed concurrency, then has
// the server replay the same SQL straight through the driver, and prints both side by side.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { httpGetter } from './http';
import { measure, type Measurement, type MeasureOptions } from './measure';
import type { BenchEndpoint, FromServer, ToServer } from './protocol';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    students: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '8' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    drivers: { type: 'string', default: 'pglite,pg' },
    'pg-url': { type: 'string' },
    'timeout-minutes': { type: 'string', default: '40' },
  },
});

function wholeNumber(name: string, min: number, max: number): number {
  const value = Number(values[name as keyof typeof values]);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number between ${min} and ${max}`);
  return value;
}

const students = wholeNumber('students', 1, 5_000_000);
const options: MeasureOptions = {
  concurrency: wholeNumber('concurrency', 1, 512),
  durationMs: wholeNumber('duration', 1, 600) * 1000,
  warmupMs: wholeNumber('warmup', 0, 60) * 1000,
};
const drivers = (values.drivers ?? '')
  .split(',')
  .filter((d): d is 'pglite' | 'pg' => ['pglite', 'pg'].includes(d));
const pgUrl =
  values['pg-url'] ??
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const children = new Set<ChildProcess>();

// The whole run is bounded: past the deadline, the servers are stopped and the run fails.
const deadline = setTimeout(
  () => {
    console.error(`Benchmark stopped after ${values['timeout-minutes']} minutes.`);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  },
  wholeNumber('timeout-minutes', 1, 600) * 60_000,
);

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A server process and a way to wait for its next message. */
function startServer(driver: 'pglite' | 'pg') {
  const child = fork(
    path.join(__dirname, 'server.ts'),
    ['--driver', driver, '--students', String(students), '--pg-url', pgUrl],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.add(child);
  const waiting: { resolve(message: FromServer): void; reject(error: Error): void }[] = [];
  child.on('message', (message: FromServer) => waiting.shift()?.resolve(message));
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      for (const waiter of waiting.splice(0))
        waiter.reject(new Error(`${driver} server exited with code ${code}`));
      resolve();
    }),
  );
  return {
    next: () => new Promise<FromServer>((resolve, reject) => waiting.push({ resolve, reject })),
    send: (message: ToServer) => child.send(message),
    stop: async () => {
      child.send({ type: 'stop' } satisfies ToServer);
      await exited;
      children.delete(child);
    },
  };
}

interface Row {
  driver: string;
  endpoint: BenchEndpoint;
  api?: Measurement;
  sql?: Measurement;
}

async function benchDriver(driver: 'pglite' | 'pg'): Promise<{ rows: Row[]; note: string }> {
  const label = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
  if (driver === 'pg' && !(await reachable(pgUrl)))
    return { rows: [], note: `${label}: server not reachable at ${pgUrl}, skipped.` };
  console.error(`${label}: loading ${students} students...`);
  const server = startServer(driver);
  const ready = await server.next();
  if (ready.type !== 'ready') throw new Error(`${label} server: ${JSON.stringify(ready)}`);
  const rows: Row[] = [];
  try {
    const http = httpGetter({ port: ready.port, token: ready.token }, options.concurrency);
    for (const endpoint of ready.endpoints) {
      if (endpoint.skipped) {
        rows.push({ driver: label, endpoint });
        continue;
      }
      console.error(`${label}: ${endpoint.name}...`);
      const api = await measure(() => http.get(endpoint.path), options);
      server.send({ type: 'sql', name: endpoint.name, options });
      const answer = await server.next();
      if (answer.type !== 'sql-result')
        throw new Error(`${label} server: ${JSON.stringify(answer)}`);
      rows.push({ driver: label, endpoint, api, sql: answer.measurement });
    }
    http.close();
  } finally {
    await server.stop();
  }
  return { rows, note: `${label}: centre loaded in ${ready.seedSeconds.toFixed(1)} s.` };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const rate = (value: number) => value.toFixed(0);

function table(rows: Row[]): string {
  const lines = [
    '| Database | Endpoint | Statements | API req/s | API p50 ms | API p99 ms | SQL req/s | SQL p50 ms | SQL p99 ms | SQL/API throughput |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { driver, endpoint, api, sql } of rows) {
    if (!api || !sql) {
      lines.push(`| ${driver} | ${endpoint.name} | - | ${endpoint.skipped} | | | | | | |`);
      continue;
    }
    const errors = api.errors + sql.errors ? ` (${api.errors + sql.errors} errors)` : '';
    lines.push(
      `| ${driver} | ${endpoint.name}${errors} | ${endpoint.statements} | ${rate(api.perSecond)} | ${ms(api.p50)} | ${ms(api.p99)} | ${rate(sql.perSecond)} | ${ms(sql.p50)} | ${ms(sql.p99)} | ${(sql.perSecond / api.perSecond).toFixed(2)}x |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const driver of drivers) {
    const result = await benchDriver(driver);
    rows.push(...result.rows);
    notes.push(result.note);
  }
  clearTimeout(deadline);
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `LinguaDesk API benchmark: ${students} students, concurrency ${options.concurrency}, ${options.durationMs / 1000} s per measurement after ${options.warmupMs / 1000} s warm-up.`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load.join(' ')}.`,
  );
  console.log(notes.join(' '));
  console.log(
    'API: HTTP GET on 127.0.0.1 with keep-alive, as an operations manager. SQL: the statements that route ran for one request (sign-in check included), replayed through the same driver in the server process.',
  );
  console.log('');
  console.log(table(rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
