// Opens the one PostgreSQL schema through either driver: embedded PGlite (default) or a pg pool.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sqlState } from '../lib/errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** drizzle database or transaction, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver's own client, for multi-statement SQL (migrations) and bulk loads (seed). */
export interface RawClient {
  exec(text: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  driver: 'pglite' | 'pg';
  /** The embedded database's data directory; undefined in memory and for the pg driver. */
  dataDir?: string;
  db: Db;
  /** Runs fn with one connection held for its whole duration (a pg pool client, or PGlite). */
  withRawClient<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  /**
   * dataDir undefined: in memory. loadDataDir: start from a dump (tests use a migrated template).
   * client: a PGlite made with pgliteOptions and opened already (the tests reuse theirs).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; client?: PGlite };

/** Where PGlite keeps its files inside API_DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

// Both drivers hand back the same JS types: numeric as its decimal string, int8 as a number,
// date as 'YYYY-MM-DD'.
const INT8 = 20;
const DATE = 1082;

/** How long the pg pool keeps an idle connection. */
export const PG_IDLE_TIMEOUT_MS = 5 * 60_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'pg' ? openPg(options.url, options.poolSize) : openPglite(options);
}

/** How the API opens PGlite, for `new PGlite(...)`. */
export function pgliteOptions(options: { dataDir?: string; loadDataDir?: Blob }): PGliteOptions {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return {
    dataDir: options.dataDir ? pgliteDir(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
    // Every client loads pg_trgm: the trigram indexes of the schema need it on every open.
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
  };
}

async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  client?: PGlite;
}): Promise<Database> {
  const client = options.client ?? new PGlite(pgliteOptions(options));
  await client.waitReady;
  await client.exec("SET TIME ZONE 'UTC'");
  const raw: RawClient = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params as unknown[])).rows,
  };
  return {
    driver: 'pglite',
    dataDir: options.dataDir,
    db: drizzlePglite({ client, schema }) as unknown as Db,
    withRawClient: (fn) => fn(raw),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

async function openPg(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // JIT compilation pays off only for long analytic queries; on this API's short ones it spends
    // more time compiling over-estimated plans than it saves (see pnpm bench:api).
    options: '-c TimeZone=UTC -c jit=off',
    // A connection is kept while idle for minutes, not pg's ten seconds: each new backend plans the
    // hot reads' prepared statements again, and the longest takes far longer to plan than to run.
    idleTimeoutMillis: PG_IDLE_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return (v: string) => Number(v);
        if (oid === DATE) return (v: string) => v;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its server must not crash the process: pg emits 'error' on the client when its
  // connection ends, idle in the pool (the pool's own listener) or checked out for a transaction
  // or withRawClient (this one). The query it was running, or the next one, fails and reports it;
  // the pool then drops the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  retryReadsOnLostConnections(pool);
  await pool.query('SELECT 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  retryTransactionsOnConflicts(db);
  return {
    driver: 'pg',
    db,
    withRawClient: async (fn) => {
      const conn = await pool.connect();
      let lost: Error | undefined;
      try {
        return await fn({
          exec: async (text) => {
            await conn.query(text);
          },
          query: async <T>(text: string, params?: unknown[]) =>
            (await conn.query(text, params)).rows as T[],
        });
      } catch (error) {
        if (isLostConnection(error)) lost = error as Error;
        throw error;
      } finally {
        // A connection the server ended is not given back to the pool.
        conn.release(lost);
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/** SQLSTATEs and socket errors of a connection the server ended (a restart, a terminated backend). */
const LOST_CONNECTION = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);

/** The error, or one it was caused by (drizzle wraps the driver's), is a lost connection. */
export function isLostConnection(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && LOST_CONNECTION.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection ended|not queryable/i.test(message)
    )
      return true;
    e = cause;
  }
  return false;
}

/** A statement that only reads: running it twice is harmless. */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.trimStart().toLowerCase();
  if (statement.startsWith('select'))
    return !/\bfor\s+(update|share|no key update|key share)\b/.test(statement);
  return statement.startsWith('with') && !/\b(insert|update|delete|merge)\b/.test(statement);
}

/**
 * A read that fails because the server ended its connection is run once more on another one (a
 * terminated backend under load answered 500 before); a write never is, as it may have happened.
 * Statements inside a transaction use their own client (pool.connect), never this path.
 */
function retryReadsOnLostConnections(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const textOf = (config: unknown) =>
    typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? '');
  pool.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (!isLostConnection(error) || !isReadOnlyStatement(textOf(args[0]))) throw error;
      return query(...args);
    }
  }) as unknown as typeof pool.query;
}

/**
 * SQLSTATEs of a transaction the server aborted to end a conflict with another one: a deadlock
 * (40P01), a serialization failure (40001). Nothing of it was written; run from its start again,
 * after the other has finished, it succeeds.
 */
const TRANSACTION_CONFLICT = new Set(['40P01', '40001']);

export function isTransactionConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && TRANSACTION_CONFLICT.has(state);
}

/** How many times a write transaction is run before its conflict reaches the caller. */
export const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs every top-level transaction on a PostgreSQL server again from its start when the server
 * aborts it for a conflict, or once more when its connection ended before COMMIT was sent: so `fn`
 * may run more than once and must touch only the database. PGlite runs one query at a time.
 */
export function retryTransactionsOnConflicts(db: Db, attempts = TRANSACTION_ATTEMPTS): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const [fn, ...rest] = args;
    let reconnected = false;
    for (let attempt = 1; ; attempt++) {
      // Whether fn finished, so that COMMIT was sent: a connection lost after that leaves the
      // outcome unknown, and the write must not be run again.
      let committing = false;
      try {
        return await transaction(
          async (tx) => {
            const result = await fn(tx);
            committing = true;
            return result;
          },
          ...rest,
        );
      } catch (error) {
        if (isLostConnection(error) && !committing && !reconnected) {
          // The server ended the connection before COMMIT: it rolled the transaction back, so
          // nothing of it was written. Once more, on another connection.
          reconnected = true;
          continue;
        }
        if (attempt >= attempts || !isTransactionConflict(error)) throw error;
        // A short random pause, longer each time, so the two do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
      }
    }
  }) as Db['transaction'];
}

/** Rows of a raw drizzle query, the same for both drivers. */
export async function rows<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a hot read as a named prepared statement on a PostgreSQL server (named after a hash of
 * its text), so each connection parses it once and, after a few runs, may keep one plan for every
 * value; on PGlite or in a transaction, rows(). A LIKE prefix lookup spells out its index range:
 * a plan made for any value cannot derive it from the pattern.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rows<T>(db, query);
  const { sql: text, params, name } = compiledStatements.get(query) ?? compile(query);
  return (await client.query({ name, text, values: params })).rows as T[];
}

interface CompiledStatement {
  sql: string;
  params: unknown[];
  name: string;
}

/** The text, parameters and name of the statements kept by a statementCache. */
const compiledStatements = new WeakMap<SQL, CompiledStatement>();

function compile(query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params, name: statementName(text) };
}

/**
 * Statements built once per key and kept (the `max` latest): a hot read whose statement depends
 * only on the key (the viewer, the filter, the page) is neither built nor written out again, on
 * PostgreSQL, for a key seen before.
 */
export function statementCache(max = 500): (key: string, build: () => SQL) => SQL {
  const kept = new Map<string, SQL>();
  return (key, build) => {
    let query = kept.get(key);
    if (query === undefined) {
      query = build();
      compiledStatements.set(query, compile(query));
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, query);
    }
    return query;
  };
}

/** Statement names by text: the few shapes of the hot reads, hashed once each. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `ld_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    // A bound, in case some caller's text varied without end: start over rather than grow.
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** ISO-8601 UTC text of a timestamp, whichever driver read it (PGlite and pg differ). */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A timestamptz column read as isoTime's text (milliseconds, truncated as a JS Date's are) by
 * PostgreSQL itself, for the hot reads: no Date parsed and formatted again for each row. 'US'
 * keeps the microseconds, for a record that answers with them (the ledger's entries).
 */
export const isoTimeColumn = (column: string, fraction: 'MS' | 'US' = 'MS') =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${fraction}"Z"')`;

/** The created_at and updated_at of the table under `alias`, as isoTime's text. */
export const isoTimestampColumns = (alias: string) =>
  `${isoTimeColumn(`${alias}.created_at`)} AS created_at, ${isoTimeColumn(`${alias}.updated_at`)} AS updated_at`;
