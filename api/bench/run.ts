// `pnpm bench:api [--students N] [--concurrency C] [--duration S] [--drivers pglite,pg]
// [--serializer compiled|checked] [--pairs P] [--settle S] [--endpoints name,...]
// [--sizes N1,N2,...] [--workers N1,N2]`: for each database, a server process loads a generated
// centre of N students and serves the app on loopback; this process loads each measured route
// over HTTP at a fixed concurrency, then has the server replay the same SQL straight through the
// driver, and prints both side by side (with --pairs P, P such pairs per read, and the pair of
// median SQL/API), after --settle S seconds (10) of each side unmeasured before the first read.
// --endpoints measures only the endpoints whose names contain one of the given words. With
// --sizes, it prints the growth table instead: the first, middle and last pages of every list at
// each size. With --workers 1,2, it runs the production server with each number of API workers on
// PostgreSQL instead (workers.ts).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { httpClient } from './http';
import { measure, type Measurement, type MeasureOptions } from './measure';
import type { BenchEndpoint, FromServer, ToServer } from './protocol';
import { TICKS, cpuTicks } from './cpu';
import { benchWorkers } from './workers';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    students: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '8' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    settle: { type: 'string', default: '10' },
    drivers: { type: 'string', default: 'pglite,pg' },
    sizes: { type: 'string' },
    workers: { type: 'string' },
    serializer: { type: 'string', default: 'compiled' },
    pairs: { type: 'string', default: '1' },
    endpoints: { type: 'string' },
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
const sizes = values.sizes?.split(',').map((size) => {
  const n = Number(size);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000)
    throw new Error('--sizes must list whole numbers between 1 and 5000000');
  return n;
});
const workerCounts = values.workers?.split(',').map((count) => {
  const n = Number(count);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error('--workers must list whole numbers between 1 and 64');
  return n;
});
if (values.serializer !== 'compiled' && values.serializer !== 'checked')
  throw new Error('--serializer must be compiled or checked');
const options: MeasureOptions = {
  concurrency: wholeNumber('concurrency', 1, 512),
  durationMs: wholeNumber('duration', 1, 600) * 1000,
  warmupMs: wholeNumber('warmup', 0, 60) * 1000,
};
/**
 * Before the first read's pairs, each side runs unmeasured this long: a server's first seconds
 * after the load (its JIT, PostgreSQL's caches after the checkpoint) are slower on both sides, and
 * would fall on the first read's first pair alone.
 */
const settleMs = wholeNumber('settle', 0, 120) * 1000;
/** Each read is measured as this many pairs of API and SQL; the pair of median ratio is shown. */
const pairCount = wholeNumber('pairs', 1, 15);
/** Only the endpoints whose names contain one of these (comma-separated), when given. */
const endpointFilter = values.endpoints?.split(',').map((name) => name.trim().toLowerCase());
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
function startServer(driver: 'pglite' | 'pg', size: number, growth: boolean) {
  const child = fork(
    path.join(__dirname, 'server.ts'),
    [
      '--driver',
      driver,
      '--students',
      String(size),
      '--pg-url',
      pgUrl,
      '--serializer',
      values.serializer!,
      ...(growth ? ['--growth'] : []),
    ],
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
  /** PostgreSQL's CPU milliseconds per API request (its processes on this machine), if measured. */
  dbMs?: number;
}

/** PostgreSQL's processes can be watched when its server is on this machine. */
const localPostgres = /@(127\.0\.0\.1|localhost)(:|\/)/.test(pgUrl);

/**
 * Runs the measurement and, when `watch` (PostgreSQL on this machine), the database's CPU time per
 * request: its processes' CPU over the warm-up and the measurement, per request at the measured
 * rate. Anything else on the machine using PostgreSQL meanwhile counts too: run it quiet.
 */
async function measureWithDbCpu(
  operation: () => Promise<void>,
  watch: boolean,
): Promise<{ api: Measurement; dbMs?: number }> {
  const before = watch ? cpuTicks(-1).db : 0;
  const api = await measure(operation, options);
  if (!watch || !api.requests) return { api };
  const dbMs = ((cpuTicks(-1).db - before) * 1000) / TICKS;
  const requests = api.requests * ((options.durationMs + options.warmupMs) / options.durationMs);
  return { api, dbMs: dbMs / requests };
}

async function benchDriver(
  driver: 'pglite' | 'pg',
  size: number,
  growth = false,
): Promise<{ rows: Row[]; note: string }> {
  const label = driver === 'pg' ? 'PostgreSQL' : 'PGlite';
  if (driver === 'pg' && !(await reachable(pgUrl)))
    return { rows: [], note: `${label}: server not reachable at ${pgUrl}, skipped.` };
  console.error(`${label}: loading ${size} students...`);
  const server = startServer(driver, size, growth);
  const ready = await server.next();
  if (ready.type !== 'ready') throw new Error(`${label} server: ${JSON.stringify(ready)}`);
  const rows: Row[] = [];
  let settled = settleMs === 0;
  try {
    const http = httpClient({ port: ready.port, token: ready.token }, options.concurrency);
    for (const endpoint of ready.endpoints) {
      if (endpointFilter && !endpointFilter.some((n) => endpoint.name.toLowerCase().includes(n)))
        continue;
      if (endpoint.skipped) {
        rows.push({ driver: label, endpoint });
        continue;
      }
      console.error(`${label}: ${endpoint.name}...`);
      if (endpoint.writes) {
        server.send({ type: 'variant', name: endpoint.variant ?? endpoint.name });
        const prepared = await server.next();
        if (prepared.type !== 'variant-ready')
          throw new Error(`${label} server: ${JSON.stringify(prepared)}`);
        const writes = endpoint.writes;
        const target = endpoint.port
          ? httpClient({ port: endpoint.port, token: ready.token }, options.concurrency)
          : http;
        let next = 0;
        const api = await measure(() => {
          const write = writes[next++ % writes.length]!;
          return target.send(write.method, write.path, write.body);
        }, options);
        if (target !== http) target.close();
        rows.push({ driver: label, endpoint, api });
        continue;
      }
      const reader = endpoint.port
        ? httpClient({ port: endpoint.port, token: ready.token }, options.concurrency)
        : http;
      const measureApi = () =>
        measureWithDbCpu(
          () => reader.get(endpoint.path, { headers: endpoint.headers, status: endpoint.status }),
          driver === 'pg' && localPostgres && !growth,
        );
      if (growth) {
        rows.push({ driver: label, endpoint, api: (await measureApi()).api });
      } else {
        // API and SQL side by side, pairCount times: on a machine others use too, the load moves
        // between measurements, and the ratio of a pair is steadier than either figure. Which side
        // goes first alternates, so load that fades or builds during a pair favours neither.
        const measureSql = async (sqlOptions = options) => {
          server.send({ type: 'sql', name: endpoint.name, options: sqlOptions });
          const answer = await server.next();
          if (answer.type !== 'sql-result')
            throw new Error(`${label} server: ${JSON.stringify(answer)}`);
          return answer.measurement;
        };
        if (!settled) {
          const settle = { ...options, warmupMs: 0, durationMs: settleMs };
          await measure(
            () => reader.get(endpoint.path, { headers: endpoint.headers, status: endpoint.status }),
            settle,
          );
          await measureSql(settle);
          settled = true;
        }
        const pairs: Row[] = [];
        for (let pair = 0; pair < pairCount; pair++) {
          const sqlFirst = pair % 2 === 1;
          const before = sqlFirst ? await measureSql() : undefined;
          const { api, dbMs } = await measureApi();
          const sql = before ?? (await measureSql());
          pairs.push({ driver: label, endpoint, api, sql, dbMs });
          console.error(
            `  API ${Math.round(api.perSecond)} req/s, SQL ${Math.round(sql.perSecond)} req/s (${sqlFirst ? 'SQL' : 'API'} first)`,
          );
        }
        rows.push(medianPair(pairs));
      }
      if (reader !== http) reader.close();
    }
    http.close();
  } finally {
    await server.stop();
  }
  return {
    rows,
    note: [
      `${label}: ${size} students loaded in ${ready.seedSeconds.toFixed(1)} s.`,
      auditCost(label, rows),
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** The pair of median SQL/API throughput (of an even number, the lower middle one). */
function medianPair(pairs: Row[]): Row {
  const ratio = (row: Row) => (row.sql?.perSecond ?? 0) / (row.api?.perSecond || 1);
  const sorted = [...pairs].sort((a, b) => ratio(a) - ratio(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The audit trail's cost: the write mix's throughput with it against the same without it. */
function auditCost(label: string, rows: Row[]): string {
  const perSecond = (trail: boolean) =>
    rows.find((row) => row.endpoint.writes && row.endpoint.auditTrail === trail)?.api?.perSecond;
  const [tracked, untracked] = [perSecond(true), perSecond(false)];
  if (!tracked || !untracked) return '';
  const cost = ((untracked - tracked) / untracked) * 100;
  return `${label}: the audit trail costs the write mix ${cost.toFixed(1)} % of its throughput (${tracked.toFixed(0)} against ${untracked.toFixed(0)} writes/s).`;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const rate = (value: number) => value.toFixed(0);

function table(rows: Row[]): string {
  const lines = [
    '| Database | Endpoint | Statements | API req/s | API p50 ms | API p99 ms | DB CPU ms/req | SQL req/s | SQL p50 ms | SQL p99 ms | SQL/API throughput |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { driver, endpoint, api, sql, dbMs } of rows) {
    if (api && !sql) {
      // A write mix: its transactions are not replayed as SQL.
      const errors = api.errors ? ` (${api.errors} errors)` : '';
      lines.push(
        `| ${driver} | ${endpoint.name}${errors} | - | ${rate(api.perSecond)} | ${ms(api.p50)} | ${ms(api.p99)} | - | - | - | - | - |`,
      );
      continue;
    }
    if (!api || !sql) {
      lines.push(`| ${driver} | ${endpoint.name} | - | ${endpoint.skipped} | | | | | | | |`);
      continue;
    }
    const errors = api.errors + sql.errors ? ` (${api.errors + sql.errors} errors)` : '';
    lines.push(
      `| ${driver} | ${endpoint.name}${errors} | ${endpoint.statements} | ${rate(api.perSecond)} | ${ms(api.p50)} | ${ms(api.p99)} | ${dbMs === undefined ? '-' : dbMs.toFixed(2)} | ${rate(sql.perSecond)} | ${ms(sql.p50)} | ${ms(sql.p99)} | ${(sql.perSecond / api.perSecond).toFixed(2)}x |`,
    );
  }
  return lines.join('\n');
}

/** Each read's API p50 (and throughput) at every size, and the last size against the first. */
function growthTable(bySize: { size: number; rows: Row[] }[]): string {
  const header = bySize.map(({ size }) => `p50 ms at ${size.toLocaleString('en-US')}`);
  const lines = [
    `| Database | Read | ${header.join(' | ')} | last / first size |`,
    `|---|---|${header.map(() => '--:').join('|')}|--:|`,
  ];
  const first = bySize[0]?.rows ?? [];
  for (const { driver, endpoint } of first) {
    const cells = bySize.map(
      ({ rows }) => rows.find((r) => r.driver === driver && r.endpoint.name === endpoint.name)?.api,
    );
    const [a, b] = [cells[0]?.p50, cells[cells.length - 1]?.p50];
    const ratio = a && b ? `${(b / a).toFixed(2)}x` : '-';
    lines.push(
      `| ${driver} | ${endpoint.name} | ${cells.map((c) => (c ? ms(c.p50) : '-')).join(' | ')} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

function header(what: string, notes: string[]) {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `LinguaDesk API benchmark: ${what}, concurrency ${options.concurrency}, ${options.durationMs / 1000} s per measurement after ${options.warmupMs / 1000} s warm-up${sizes ? '' : ` (and ${settleMs / 1000} s of each side unmeasured before the first read)`}, ${values.serializer} serializer.`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load.join(' ')}.`,
  );
  console.log(notes.join(' '));
}

async function main() {
  const notes: string[] = [];
  if (workerCounts) {
    if (!(await reachable(pgUrl)))
      throw new Error(`--workers needs PostgreSQL: ${pgUrl} does not answer`);
    const result = await benchWorkers({ counts: workerCounts, students, pgUrl, options });
    clearTimeout(deadline);
    header(`${workerCounts.join(' vs ')} API workers (API_WORKERS)`, [result.note]);
    console.log(
      'The production server (src/server.ts, NODE_ENV=production) with API_WORKERS=N, over HTTP with keep-alive, as an operations manager. CPU: seconds of CPU per second of measurement, of the API processes (primary and workers) and of PostgreSQL, on this machine.',
    );
    console.log('');
    console.log(result.table);
    return;
  }
  if (sizes) {
    const bySize: { size: number; rows: Row[] }[] = [];
    for (const size of sizes) {
      const rows: Row[] = [];
      for (const driver of drivers) {
        const result = await benchDriver(driver, size, true);
        rows.push(...result.rows);
        notes.push(result.note);
      }
      bySize.push({ size, rows });
    }
    clearTimeout(deadline);
    header(`growth over ${sizes.join(', ')} students`, notes);
    console.log(
      'API p50 of each read over HTTP, as an operations manager, 10 rows a page. "By next link": the page a next link leads to (a keyset cursor); "by number": ?page=N alone.',
    );
    console.log('');
    console.log(growthTable(bySize));
    return;
  }
  const rows: Row[] = [];
  for (const driver of drivers) {
    const result = await benchDriver(driver, students);
    rows.push(...result.rows);
    notes.push(result.note);
  }
  clearTimeout(deadline);
  header(`${students} students`, notes);
  console.log(
    `API: HTTP on 127.0.0.1 with keep-alive, as an operations manager. SQL: the statements that route ran for one request (the sign-in check only when its 5 s cache missed), replayed through the same driver in the server process. ${pairCount > 1 ? `Each read: ${pairCount} pairs of API and SQL side by side, API first in the first pair and in turn after it, the pair of median SQL/API shown. ` : ''}A write mix is not replayed. DB CPU ms/req: the CPU time of PostgreSQL's processes on this machine during the API measurement, per request (PostgreSQL on this machine only; the embedded database runs inside the API process).`,
  );
  console.log('');
  console.log(table(rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
