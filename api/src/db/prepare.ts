// Opens the configured database, applies migrations and seeds a fresh one (server start-up).
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { workerPoolSize, type Config } from '../config';
import { seedDemoCentre, DEMO_LOGINS } from '../seed/demo';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';
import { CREATE_ADMIN_HINT, hasActiveOperationsManager } from '../services/first-admin';
import { users } from './schema';

/** PGlite allows one process per data directory; a lock file makes a second one fail clearly. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isRunning(pid)) {
        throw new Error(
          `${dir} is in use by process ${pid}: the embedded database allows one process per data directory (set API_DATA_DIR or stop that process)`,
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({
      driver: 'pg',
      url: config.databaseUrl,
      poolSize: workerPoolSize(config),
    });
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
    return database;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Runs `task` holding a PostgreSQL advisory lock named `name` (a session lock on a connection of
 * its own, so `task` may use the pool); on the embedded database, one process already.
 */
async function withServerLock<T>(
  database: Database,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  if (database.driver !== 'pg') return task();
  return database.withRawClient(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Outside production, embedded databases are seeded with the demo centre when empty unless
 * SEED=none; a server database only with SEED=demo. Production seeds only with SEED=demo (the demo
 * accounts have a published password), and says how to create the first administrator.
 */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(database);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    const wantsDemo =
      config.seed === 'demo' ||
      (config.seed === undefined && database.driver === 'pglite' && !config.production);
    if (wantsDemo) {
      // Several processes starting together on one server: one seeds, the others then find it full.
      await withServerLock(database, 'linguadesk_seed', async () => {
        if (!(await isEmpty(database))) return;
        const summary = await seedDemoCentre(database);
        log.info(summary, 'empty database seeded with the demo centre');
      });
    }
    if (wantsDemo) {
      log.info(
        `Demo log-ins (password ${DEMO_LOGINS.password}): ${DEMO_LOGINS.accounts.map((a) => `${a.email} (${a.role})`).join(', ')}`,
      );
    }
    if (!(await hasActiveOperationsManager(database.db))) log.warn(CREATE_ADMIN_HINT);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
