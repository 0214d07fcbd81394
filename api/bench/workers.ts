// `pnpm bench:api --workers 1,2`: the API as `pnpm start` runs it in production (src/server.ts,
// API_WORKERS=N, on PostgreSQL), once per worker count, over one generated centre: throughput and
// p99 of the main reads and of the write mix, side by side, and how the machine's CPU time was
// split between the API processes and PostgreSQL's (on a small machine they share the cores).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, rows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedCentre } from '../src/seed/centre';
import { issueRefreshToken } from '../src/services/refresh-tokens';
import { httpClient } from './http';
import { measure, type Measurement, type MeasureOptions } from './measure';
import type { BenchWrite } from './protocol';
import { commonTerm } from './terms';
import { writeMix } from './write-mix';
import { buildApi } from '../tools/build';
import { freePort, spawnApi, waitReady } from '../tools/server-process';
import { TICKS, cpuTicks } from './cpu';

interface Case {
  name: string;
  path?: string;
  writes?: BenchWrite[];
}

interface Result {
  workers: number;
  name: string;
  api: Measurement;
  /** CPU seconds per second of measurement: the API processes, PostgreSQL's. */
  apiCpu: number;
  dbCpu: number;
}

export async function benchWorkers({
  counts,
  students,
  pgUrl,
  options,
}: {
  counts: number[];
  students: number;
  pgUrl: string;
  options: MeasureOptions;
}): Promise<{ table: string; note: string }> {
  const name = `linguadesk_bench_workers_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const secret = randomBytes(48).toString('base64url');
  try {
    // The centre, a session of its operations manager, and the requests, before any server runs.
    console.error(`workers: loading ${students} students...`);
    const database = await openDatabase({ driver: 'pg', url: databaseUrl });
    await migrate(database);
    await seedCentre(database, { students });
    const [manager] = await rows<{ id: number; role: 'operations_manager' }>(
      database.db,
      sql`SELECT id, role FROM users WHERE role = 'operations_manager' AND is_active LIMIT 1`,
    );
    const [group] = await rows<{ id: number }>(
      database.db,
      sql`SELECT group_id AS id FROM student_profiles WHERE group_id IS NOT NULL
          GROUP BY group_id ORDER BY count(*) DESC, group_id LIMIT 1`,
    );
    const written = await rows<{ id: number }>(
      database.db,
      sql`SELECT user_id AS id FROM student_profiles ORDER BY user_id LIMIT 300`,
    );
    const session = await issueRefreshToken(database.db, manager!.id, 3600);
    const term = await commonTerm(database, 7);
    const signer = await buildApp({
      config: loadConfig({ JWT_SECRET: secret, SEED: 'none', LOG_LEVEL: 'warn' }),
      database,
      logger: pino({ level: 'silent' }),
    });
    const token = await signer.signAccessToken(manager!, session.familyId);
    await signer.close();
    const cases: Case[] = [
      { name: 'students list (page 1)', path: '/api/student-profiles/?page=1' },
      { name: 'students search (7 letters)', path: `/api/student-profiles/?search=${term}` },
      { name: 'group detail', path: `/api/groups/${group!.id}/` },
      { name: 'overview', path: '/api/overview/' },
      { name: 'write mix', writes: writeMix(written.map((row) => row.id)) },
    ];

    const results: Result[] = [];
    await buildApi();
    for (const workers of counts) {
      const port = await freePort();
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        API_WORKERS: String(workers),
        SEED: 'none',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // The load is the measurement here, not something to shed.
        MAX_CONCURRENT_REQUESTS: '0',
      };
      const child = spawnApi(env, ['ignore', 'ignore', 'inherit']);
      try {
        await waitReady(`http://127.0.0.1:${port}`, child);
        const http = httpClient({ port, token }, options.concurrency);
        for (const one of cases) {
          console.error(`workers: ${workers} × ${one.name}...`);
          let next = 0;
          const before = cpuTicks(child.pid!);
          const started = Date.now();
          const api = await measure(() => {
            if (!one.writes) return http.get(one.path!);
            const write = one.writes[next++ % one.writes.length]!;
            return http.send(write.method, write.path, write.body);
          }, options);
          const seconds = (Date.now() - started) / 1000;
          const after = cpuTicks(child.pid!);
          results.push({
            workers,
            name: one.name,
            api,
            apiCpu: (after.api - before.api) / TICKS / seconds,
            dbCpu: (after.db - before.db) / TICKS / seconds,
          });
        }
        http.close();
      } finally {
        child.kill('SIGTERM');
        if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    return { table: workersTable(counts, results), note: `${students} students on PostgreSQL.` };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function workersTable(counts: number[], results: Result[]): string {
  const head = counts.map(
    (n) => `${n} worker${n === 1 ? '' : 's'}: req/s | p99 ms | CPU API / PostgreSQL`,
  );
  const lines = [
    `| Endpoint | ${head.join(' | ')} |`,
    `|---|${counts.map(() => '--:|--:|--:|').join('')}`,
  ];
  for (const name of [...new Set(results.map((r) => r.name))]) {
    const cells = counts.map((n) => {
      const r = results.find((one) => one.workers === n && one.name === name);
      if (!r) return '- | - | -';
      const errors = r.api.errors ? ` (${r.api.errors} errors)` : '';
      return `${r.api.perSecond.toFixed(0)}${errors} | ${r.api.p99.toFixed(1)} | ${r.apiCpu.toFixed(2)} / ${r.dbCpu.toFixed(2)}`;
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
