// `pnpm test:load [--requests N] [--connections C] [--students S] [--timeout SECONDS]
// [--driver pglite|pg] [--terminate-backends]`: a bounded read + write load on a fresh API, a
// `kill -9` of the API in the middle of the writes and a restart on the same data, then a check
// that every acknowledged write is present exactly once. Every request has a client time-out
// (--timeout, 10 s): the API must answer within it, or shed the request at once with 503 and
// Retry-After. With --terminate-backends (PostgreSQL) the API's database connections are also
// terminated in the middle of write transactions, in the first half of the run: the API must
// keep running and answer them with 503 or run them again. Prints requests, answers within the
// time-out, time-outs, sheds, server errors, p50/p99 and writes lost; exits 1 when a request
// timed out, a 5xx other than 503 (or a 503 without Retry-After) was answered, the API exited by
// itself, or a write was lost or doubled.
//
// The API runs as its own process (its build, `node dist/server.cjs`, as in production), on a
// fresh embedded data directory, or on a fresh database of the PostgreSQL server in --pg-url /
// DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/prepare';
import { buildApi } from '../tools/build';
import { freePort, spawnApi, waitReady } from '../tools/server-process';
import { terminateTransactionBackends } from '../tools/terminate-backends';
import { seedCentre } from '../src/seed/centre';
import { createOperationsManager } from '../src/services/first-admin';
import { percentile } from '../bench/measure';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    // Small enough for CI (well under a minute), with as many connections as the embedded
    // database must shed for.
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '50' },
    students: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '10' },
    driver: { type: 'string', default: 'pglite' },
    'pg-url': { type: 'string' },
    'terminate-backends': { type: 'boolean', default: false },
  },
});

function wholeNumber(
  name: 'requests' | 'connections' | 'students' | 'timeout',
  min: number,
  max: number,
) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number between ${min} and ${max}`);
  return value;
}

const REQUESTS = wholeNumber('requests', 20, 10_000_000);
const CONNECTIONS = wholeNumber('connections', 1, 1000);
const STUDENTS = wholeNumber('students', 1, 1_000_000);
const TIMEOUT_MS = wholeNumber('timeout', 1, 600) * 1000;
const DRIVER = values.driver === 'pg' ? 'pg' : 'pglite';
const TERMINATE = values['terminate-backends'] === true;
if (TERMINATE && DRIVER !== 'pg')
  throw new Error('--terminate-backends needs the PostgreSQL server (--driver pg)');
const ADMIN = { email: 'load-admin@linguadesk.test', password: 'L0adTestPassword' };
const RUN = `load${Date.now().toString(36)}`;

/** A fresh database: an embedded data directory, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  if (DRIVER === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-load-'));
    return {
      env: { API_DATA_DIR: dir },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl =
    values['pg-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `linguadesk_${RUN}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function startApi(env: Record<string, string>, port: number): ChildProcess {
  return spawnApi(
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'load-test-secret-that-is-long-enough-for-hs256',
    },
    ['ignore', 'ignore', 'inherit'],
  );
}

interface Tally {
  requests: number;
  /** Answered (any status) within the client time-out. */
  answered: number;
  /** No answer within the client time-out. */
  timeouts: number;
  /** Connections refused or cut (the kill -9 and the restart). */
  errors: number;
  /** 4xx answers. */
  refused: number;
  /** 503 with Retry-After. */
  shed: number;
  /** 5xx other than 503, and 503 without Retry-After. */
  serverErrors: number;
  latencies: number[];
  acknowledged: string[];
}

async function main() {
  // A run that ends any other way than through the summary (a promise nothing settles) fails.
  process.exitCode = 1;
  await buildApi();
  const database = await freshDatabase();
  const config = loadConfig({ ...process.env, ...database.env, NODE_ENV: 'test' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api: ChildProcess | undefined;
  try {
    // The centre and an administrator, before the API owns the database.
    const setup = await openConfiguredDatabase(config);
    try {
      await migrate(setup);
      await seedCentre(setup, { students: STUDENTS, seed: 1 });
      await createOperationsManager(setup.db, {
        email: ADMIN.email,
        username: 'load_admin',
        first_name: 'Load',
        last_name: 'Admin',
        password: ADMIN.password,
      });
    } finally {
      await setup.close();
    }

    api = startApi(database.env, port);
    await waitReady(base, api);
    const login = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`log-in failed: ${login.status} ${await login.text()}`);
    const { access } = (await login.json()) as { access: string };
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };

    const tally: Tally = {
      requests: 0,
      answered: 0,
      timeouts: 0,
      errors: 0,
      refused: 0,
      shed: 0,
      serverErrors: 0,
      latencies: [],
      acknowledged: [],
    };
    let issued = 0;
    let restarting: Promise<void> | undefined;
    const killAt = Math.floor(REQUESTS / 2);
    let killed = false;
    // An exit of the API that this script did not cause (a crash) fails the run.
    let crashes = 0;
    const watch = (child: ChildProcess) =>
      child.once('exit', (code, signal) => {
        if (child.killed) return;
        crashes += 1;
        console.error(`The API exited by itself (code ${code}, signal ${signal}).`);
      });
    watch(api);

    const reads = [
      '/api/student-profiles/?page=2',
      '/api/groups/',
      '/api/overview/',
      '/api/calls/',
    ];
    async function oneRequest(n: number): Promise<void> {
      const write = n % 3 === 0;
      const email = `${RUN}-${n}@load.test`;
      const started = performance.now();
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      try {
        const res = write
          ? await fetch(`${base}/api/student/`, {
              method: 'POST',
              headers,
              signal,
              body: JSON.stringify({
                email,
                username: `${RUN}_${n}`,
                first_name: 'Load',
                middle_name: 'Test',
                last_name: `Student${n}`,
                password: 'Passw0rd123',
                phone_number: '+201001234567',
                nationality: 'Egyptian',
                gender: 'female',
              }),
            })
          : await fetch(`${base}${reads[n % reads.length]}`, { headers, signal });
        await res.arrayBuffer();
        tally.latencies.push(performance.now() - started);
        tally.answered += 1;
        if (res.status === 503 && res.headers.get('retry-after')) tally.shed += 1;
        else if (res.status >= 500) {
          tally.serverErrors += 1;
          if (tally.serverErrors <= 5) console.error(`${res.status} for request ${n}`);
        } else if (!res.ok) tally.refused += 1;
        else if (write) tally.acknowledged.push(email);
      } catch (error) {
        if (signal.aborted) tally.timeouts += 1;
        // The connection died with the API: not acknowledged, so not a write that may be lost.
        else tally.errors += 1;
      } finally {
        tally.requests += 1;
      }
    }

    async function worker(): Promise<void> {
      for (;;) {
        if (restarting) await restarting;
        const n = issued++;
        if (n >= REQUESTS) return;
        if (n === killAt && !killed) {
          killed = true;
          // kill -9 in the middle of the writes, then the same data directory or database again.
          api!.kill('SIGKILL');
          restarting = (async () => {
            await new Promise((resolve) => api!.once('exit', resolve));
            api = startApi(database.env, port);
            watch(api);
            await waitReady(base, api);
            restarting = undefined;
          })();
        }
        await oneRequest(n);
      }
    }

    /**
     * Until the kill, terminates the backends of the API's database that are inside a
     * transaction, every few milliseconds: the API's writes lose their connections mid-way.
     */
    let terminated = 0;
    async function terminator(): Promise<void> {
      const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await admin.connect();
      try {
        while (!killed) {
          terminated += await terminateTransactionBackends(admin);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        await admin.end();
      }
    }

    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: CONNECTIONS }, () => worker()),
      ...(TERMINATE ? [terminator()] : []),
    ]);
    const seconds = (performance.now() - started) / 1000;

    // Stop the API, then count every acknowledged write in the database itself.
    await new Promise((resolve) => {
      api!.once('exit', resolve);
      api!.kill('SIGTERM');
    });
    api = undefined;
    const check = await openConfiguredDatabase(config);
    let stored: Map<string, number>;
    try {
      const found = await check.withRawClient((c) =>
        c.query<{ email: string; n: number }>(
          'SELECT email, count(*)::int AS n FROM users WHERE email LIKE $1 GROUP BY email',
          [`${RUN}-%`],
        ),
      );
      stored = new Map(found.map((row) => [row.email, row.n]));
    } finally {
      await check.close();
    }
    const lost = tally.acknowledged.filter((email) => !stored.has(email));
    const doubled = [...stored.values()].filter((n) => n > 1).length;
    const sorted = [...tally.latencies].sort((a, b) => a - b);

    console.log(
      `Load on ${DRIVER === 'pg' ? 'PostgreSQL' : 'the embedded database'}: ${tally.requests} requests over ${CONNECTIONS} connections in ${seconds.toFixed(1)} s (${STUDENTS} students), the API killed with SIGKILL after request ${killAt} and restarted on the same data`,
    );
    if (TERMINATE)
      console.log(`  database backends terminated mid-transaction before the kill: ${terminated}`);
    console.log(`  answered within the ${TIMEOUT_MS / 1000} s client time-out: ${tally.answered}`);
    console.log(`  client time-outs (no answer in time):       ${tally.timeouts}`);
    console.log(`  shed with 503 (Retry-After):                ${tally.shed}`);
    console.log(`  refused with 4xx:                           ${tally.refused}`);
    console.log(`  server errors (5xx but a shed 503):         ${tally.serverErrors}`);
    console.log(`  connections refused or cut (the kill):      ${tally.errors}`);
    console.log(`  API exits not caused by this run:           ${crashes}`);
    console.log(
      `  latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
    );
    console.log(`  writes acknowledged: ${tally.acknowledged.length}, stored: ${stored.size}`);
    console.log(`  writes lost: ${lost.length}, stored twice: ${doubled}`);
    process.exitCode = 0;
    if (lost.length) console.error(`Lost: ${lost.slice(0, 10).join(', ')}`);
    if (tally.timeouts) console.error(`${tally.timeouts} requests got no answer in time.`);
    if (TERMINATE && terminated === 0) console.error('No backend was terminated mid-transaction.');
    if (
      lost.length ||
      doubled ||
      tally.timeouts ||
      tally.serverErrors ||
      crashes ||
      (TERMINATE && terminated === 0)
    )
      process.exitCode = 1;
  } finally {
    api?.kill('SIGKILL');
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
