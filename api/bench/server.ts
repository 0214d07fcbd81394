// The benchmark's server process (forked by run.ts): loads a generated centre into a fresh
// database, serves the app on loopback, and replays the SQL each measured route ran, straight
// through the driver, so run.ts can compare the two.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, rows, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedCentre } from '../src/seed/centre';
import { measure } from './measure';
import type { BenchEndpoint, FromServer, ToServer } from './protocol';
import { issueRefreshToken } from '../src/services/refresh-tokens';

const { values } = parseArgs({
  options: {
    driver: { type: 'string' },
    students: { type: 'string' },
    'pg-url': { type: 'string' },
  },
});
const driver = values.driver === 'pg' ? 'pg' : 'pglite';
const students = Number(values.students);

const send = (message: FromServer) => process.send!(message);

/** The driver client's query method, wrapped to record what each request sends. */
interface Recorder {
  record<T>(fn: () => Promise<T>): Promise<{ result: T; calls: unknown[][] }>;
  replay(calls: unknown[][]): Promise<void>;
}

function recorderFor(database: Database): Recorder {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query.bind(client);
  let recording: unknown[][] | undefined;
  client.query = (...args: unknown[]) => {
    recording?.push(args);
    return original(...args);
  };
  return {
    async record(fn) {
      recording = [];
      try {
        const result = await fn();
        return { result, calls: recording };
      } finally {
        recording = undefined;
      }
    },
    async replay(calls) {
      for (const args of calls) await original(...args);
    },
  };
}

async function createServerDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `linguadesk_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main() {
  const server = driver === 'pg' ? await createServerDatabase(values['pg-url']!) : undefined;
  let cleanup = async () => server?.drop();
  try {
    const database =
      driver === 'pg'
        ? await openDatabase({ driver: 'pg', url: server!.url })
        : await openDatabase({ driver: 'pglite' });
    await migrate(database);
    const seeding = Date.now();
    await seedCentre(database, { students });
    const seedSeconds = (Date.now() - seeding) / 1000;

    const recorder = recorderFor(database);
    const config = loadConfig({
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED: 'none',
      LOG_LEVEL: 'warn',
    });
    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'warn' }, pino.destination(2)),
    });
    cleanup = async () => {
      await app.close();
      await server?.drop();
    };
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const [manager] = await rows<{ id: number; role: 'operations_manager' }>(
      database.db,
      sql`SELECT id, role FROM users WHERE role = 'operations_manager' AND is_active LIMIT 1`,
    );
    const [group] = await rows<{ id: number }>(
      database.db,
      sql`SELECT group_id AS id FROM student_profiles WHERE group_id IS NOT NULL
          GROUP BY group_id ORDER BY count(*) DESC, group_id LIMIT 1`,
    );
    const session = await issueRefreshToken(database.db, manager!.id, 3600);
    const token = await app.signAccessToken(manager!, session.familyId);
    const candidates = [
      { name: 'students list (page 1)', path: '/api/student-profiles/?page=1' },
      { name: 'students search', path: '/api/student-profiles/?search=mansour' },
      { name: 'group detail', path: `/api/groups/${group!.id}/` },
      { name: 'overview', path: '/api/overview/' },
    ];
    const endpoints: BenchEndpoint[] = [];
    const statements = new Map<string, unknown[][]>();
    for (const candidate of candidates) {
      const inject = () =>
        app.inject({
          method: 'GET',
          url: candidate.path,
          headers: { authorization: `Bearer ${token}` },
        });
      // The first call warms the route up; the second one's SQL is what gets replayed.
      await inject();
      const { result, calls } = await recorder.record(inject);
      if (result.statusCode !== 200) {
        endpoints.push({ ...candidate, statements: 0, skipped: `HTTP ${result.statusCode}` });
        continue;
      }
      statements.set(candidate.name, calls);
      endpoints.push({ ...candidate, statements: calls.length });
    }
    send({ type: 'ready', port, token, endpoints, seedSeconds });

    process.on('message', async (message: ToServer) => {
      if (message.type === 'stop') {
        await cleanup();
        process.exit(0);
      }
      const calls = statements.get(message.name)!;
      const result = await measure(() => recorder.replay(calls), message.options);
      send({ type: 'sql-result', name: message.name, measurement: result });
    });
    // The runner went away or gave up: leave nothing behind.
    const abandon = () => {
      cleanup().finally(() => process.exit(1));
    };
    process.on('disconnect', abandon);
    process.on('SIGTERM', abandon);
  } catch (error) {
    await cleanup().catch(() => undefined);
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

void main();
