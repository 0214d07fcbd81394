// `pnpm test:load [--requests N] [--connections C] [--students S] [--driver pglite|pg]`:
// a bounded read + write load on a fresh API, a `kill -9` of the API in the middle of the writes
// and a restart on the same data, then a check that every acknowledged write is present exactly
// once. Prints requests, errors, p50/p99 and writes lost; exits 1 when a write was lost or doubled.
//
// The API runs as its own process (`tsx src/server.ts`, as in production), on a fresh embedded
// data directory, or on a fresh database of the PostgreSQL server in --pg-url / DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/prepare';
import { freePort, spawnApi, waitReady } from '../tools/server-process';
import { seedCentre } from '../src/seed/centre';
import { createOperationsManager } from '../src/services/first-admin';
import { percentile } from '../bench/measure';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '16' },
    students: { type: 'string', default: '200' },
    driver: { type: 'string', default: 'pglite' },
    'pg-url': { type: 'string' },
  },
});

function wholeNumber(name: 'requests' | 'connections' | 'students', min: number, max: number) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number between ${min} and ${max}`);
  return value;
}

const REQUESTS = wholeNumber('requests', 20, 10_000_000);
const CONNECTIONS = wholeNumber('connections', 1, 1000);
const STUDENTS = wholeNumber('students', 1, 1_000_000);
const DRIVER = values.driver === 'pg' ? 'pg' : 'pglite';
const ADMIN = { email: 'load-admin@linguadesk.test', password: 'L0adTestPassword' };
const RUN = `load${Date.now().toString(36)}`;

/** A fresh database: an embedded data directory, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
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
  errors: number;
  shed: number;
  latencies: number[];
  acknowledged: string[];
}

async function main() {
  // A run that ends any other way than through the summary (a promise nothing settles) fails.
  process.exitCode = 1;
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

    const tally: Tally = { requests: 0, errors: 0, shed: 0, latencies: [], acknowledged: [] };
    let issued = 0;
    let restarting: Promise<void> | undefined;
    const killAt = Math.floor(REQUESTS / 2);
    let killed = false;

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
      try {
        const res = write
          ? await fetch(`${base}/api/student/`, {
              method: 'POST',
              headers,
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
          : await fetch(`${base}${reads[n % reads.length]}`, { headers });
        await res.arrayBuffer();
        tally.latencies.push(performance.now() - started);
        if (res.status === 503) tally.shed += 1;
        else if (!res.ok) tally.errors += 1;
        else if (write) tally.acknowledged.push(email);
      } catch {
        // The connection died with the API: not acknowledged, so not a write that may be lost.
        tally.errors += 1;
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
            await waitReady(base, api);
            restarting = undefined;
          })();
        }
        await oneRequest(n);
      }
    }

    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, () => worker()));
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
    console.log(`  errors (incl. connections cut by the kill): ${tally.errors}`);
    console.log(`  shed with 503 (Retry-After):                ${tally.shed}`);
    console.log(
      `  latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
    );
    console.log(`  writes acknowledged: ${tally.acknowledged.length}, stored: ${stored.size}`);
    console.log(`  writes lost: ${lost.length}, stored twice: ${doubled}`);
    process.exitCode = 0;
    if (lost.length || doubled) {
      if (lost.length) console.error(`Lost: ${lost.slice(0, 10).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    api?.kill('SIGKILL');
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
