// The benchmark's server process (forked by run.ts): loads a generated centre into a fresh
// database, serves the app on loopback, and replays the SQL each measured route ran, straight
// through the driver, so run.ts can compare the two. With --growth it offers the growth table's
// reads instead (first, middle and last pages of every list).
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
import { commonTerm } from './terms';
import { WRITE_MIX_VARIANTS, writeMix } from './write-mix';
import { issueRefreshToken } from '../src/services/refresh-tokens';

const { values } = parseArgs({
  options: {
    driver: { type: 'string' },
    students: { type: 'string' },
    'pg-url': { type: 'string' },
    growth: { type: 'boolean', default: false },
    serializer: { type: 'string', default: 'compiled' },
  },
});
const driver = values.driver === 'pg' ? 'pg' : 'pglite';
const students = Number(values.students);

interface Candidate {
  name: string;
  path: string;
  /** Sent with If-None-Match: the schedule's current ETag (answered 304). */
  conditional?: boolean;
  /** Sent to the app without the schedule's body cache (every read runs the query). */
  uncached?: boolean;
  /** Further request headers (Accept-Encoding). */
  headers?: Record<string, string>;
}

const PAGE_SIZE = 10;

/** The growth table's reads of one list: first page, middle by next link and by number, last. */
async function growthReads(
  database: Database,
  list: { name: string; path: string; table: string; key: string; size: 'page_size' | 'limit' },
): Promise<Candidate[]> {
  const [{ n }] = (await rows<{ n: number }>(
    database.db,
    sql.raw(`SELECT count(*)::int AS n FROM ${list.table}`),
  )) as [{ n: number }];
  const middle = Math.max(1, Math.floor(n / PAGE_SIZE / 2));
  const last = Math.max(1, Math.ceil(n / PAGE_SIZE));
  const [before] = await rows<{ id: number }>(
    database.db,
    sql.raw(
      `SELECT ${list.key} AS id FROM ${list.table} ORDER BY ${list.key} OFFSET ${(middle - 1) * PAGE_SIZE - 1} LIMIT 1`,
    ),
  );
  const base = `${list.path}?${list.size}=${PAGE_SIZE}`;
  return [
    { name: `${list.name}: first page`, path: `${base}&page=1` },
    {
      name: `${list.name}: middle page by next link`,
      path: `${base}&page=${middle}${before ? `&after=${before.id}` : ''}`,
    },
    { name: `${list.name}: middle page by number`, path: `${base}&page=${middle}` },
    { name: `${list.name}: last page by number`, path: `${base}&page=${last}` },
  ];
}

const GROWTH_LISTS = [
  {
    name: 'students',
    path: '/api/student-profiles/',
    table: 'student_profiles',
    key: 'user_id',
    size: 'page_size',
  },
  {
    name: 'evaluations',
    path: '/api/student-evaluations/',
    table: 'evaluations',
    key: 'student_id',
    size: 'page_size',
  },
  {
    name: 'attendance',
    path: '/api/student-attendance/',
    table: 'attendance',
    key: 'student_id',
    size: 'page_size',
  },
  { name: 'groups', path: '/api/groups/', table: 'groups', key: 'id', size: 'limit' },
  { name: 'calls', path: '/api/calls/', table: 'calls', key: 'id', size: 'limit' },
] as const;

/** A term the centre's names use often, of `length` letters (a prefix or a last name). */
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
      RESPONSE_SERIALIZER: values.serializer,
    });
    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'warn' }, pino.destination(2)),
    });
    // The same app without the audit trail, on the same database (which only the first app
    // closes), for the write mix's comparison.
    const untracked = await buildApp({
      config,
      database: { ...database, close: async () => undefined },
      logger: pino({ level: 'warn' }, pino.destination(2)),
      audit: false,
    });
    // The same app without the schedule's body cache: what a read costs when the schedule has
    // just changed (every request misses).
    const uncached = await buildApp({
      config,
      database: { ...database, close: async () => undefined },
      logger: pino({ level: 'warn' }, pino.destination(2)),
      scheduleCache: false,
    });
    cleanup = async () => {
      await uncached.close();
      await untracked.close();
      await app.close();
      await server?.drop();
    };
    const listen = async (instance: typeof app) => {
      await instance.listen({ host: '127.0.0.1', port: 0 });
      const address = instance.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    };
    const port = await listen(app);
    const untrackedPort = await listen(untracked);
    const uncachedPort = await listen(uncached);

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
    const [{ n: total }] = (await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM student_profiles`,
    )) as [{ n: number }];
    const candidates: Candidate[] = values.growth
      ? (await Promise.all(GROWTH_LISTS.map((list) => growthReads(database, list)))).flat()
      : [
          { name: 'students list (page 1)', path: '/api/student-profiles/?page=1' },
          {
            name: 'students search (2 letters)',
            path: `/api/student-profiles/?search=${encodeURIComponent(await commonTerm(database, 2))}`,
          },
          {
            name: 'students search (7 letters)',
            path: `/api/student-profiles/?search=${encodeURIComponent(await commonTerm(database, 7))}`,
          },
          { name: 'group detail', path: `/api/groups/${group!.id}/` },
          { name: 'overview', path: '/api/overview/' },
          { name: 'reports results (all time)', path: '/api/reports/results/' },
          {
            name: 'reports results (last 90 days)',
            path: `/api/reports/results/?from=${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)}`,
          },
          { name: 'reports at risk (page 1)', path: '/api/reports/at-risk/' },
          { name: 'reports missing', path: '/api/reports/missing/' },
          { name: 'reports movement (all time)', path: '/api/reports/movement/' },
          {
            name: 'students deep page (last)',
            path: `/api/student-profiles/?page=${Math.max(1, Math.ceil(total / PAGE_SIZE))}`,
          },
          { name: 'schedule', path: '/api/schedule/' },
          { name: 'schedule (body not cached)', path: '/api/schedule/', uncached: true },
          { name: 'schedule (If-None-Match: 304)', path: '/api/schedule/', conditional: true },
          {
            name: 'schedule (gzip)',
            path: '/api/schedule/',
            headers: { 'accept-encoding': 'gzip' },
          },
        ];
    const endpoints: BenchEndpoint[] = [];
    const statements = new Map<string, unknown[][]>();
    for (const { conditional, uncached: toUncached, ...candidate } of candidates) {
      const target = toUncached ? uncached : app;
      const headers: Record<string, string> = { ...candidate.headers };
      const inject = () =>
        target.inject({
          method: 'GET',
          url: candidate.path,
          headers: { authorization: `Bearer ${token}`, ...headers },
        });
      // The first call warms the route up; the second one's SQL is what gets replayed.
      const first = await inject();
      const etag = first.headers.etag;
      if (conditional && typeof etag === 'string') headers['if-none-match'] = etag;
      const status = conditional ? 304 : 200;
      const { result, calls } = await recorder.record(inject);
      if (result.statusCode !== status) {
        endpoints.push({ ...candidate, statements: 0, skipped: `HTTP ${result.statusCode}` });
        continue;
      }
      statements.set(candidate.name, calls);
      endpoints.push({
        ...candidate,
        statements: calls.length,
        ...(conditional && { status }),
        ...(Object.keys(headers).length && { headers }),
        ...(toUncached && { port: uncachedPort }),
      });
    }
    if (!values.growth) {
      const written = await rows<{ id: number }>(
        database.db,
        sql`SELECT user_id AS id FROM student_profiles ORDER BY user_id LIMIT 300`,
      );
      const writes = writeMix(written.map((row) => row.id));
      for (const variant of WRITE_MIX_VARIANTS)
        endpoints.push({
          name: variant.name,
          path: '',
          statements: 0,
          writes,
          variant: variant.name,
          auditTrail: variant.auditTrail,
          ...(variant.auditTrail ? {} : { port: untrackedPort }),
        });
    }
    // The load and its VACUUM leave the buffers dirty: written out now, or PostgreSQL's spread
    // checkpoint writes them during the first reads measured, slowing whichever side goes first.
    await rows(database.db, sql`CHECKPOINT`);
    send({ type: 'ready', port, token, endpoints, seedSeconds });

    process.on('message', async (message: ToServer) => {
      if (message.type === 'stop') {
        await cleanup();
        process.exit(0);
      }
      if (message.type === 'variant') {
        await WRITE_MIX_VARIANTS.find((v) => v.name === message.name)?.prepare?.(database);
        send({ type: 'variant-ready', name: message.name });
        return;
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
