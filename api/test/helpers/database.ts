// A fresh, migrated database for each app a test file builds: in-memory PGlite started from a
// cached migrated template, or, when TEST_DATABASE_URL is set, this jest worker's database on that
// server put back into the state of the run's migrated template (server-databases.ts), so the
// same suite runs on both drivers, files in parallel.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteOptions, type Database } from '../../src/db/client';
import { migrate, migrationFiles } from '../../src/db/migrate';
import { describeTemplate, openWorkerDatabase, resetToTemplate } from './server-databases';

/**
 * Settings every test database starts with. PostgreSQL zeroes its shared buffers at each start,
 * which took most of an embedded database's opening at the default 128 MB; a test's data fits in
 * far less. Only speed differs from a deployment's database, never behaviour.
 */
const TEMPLATE_SETTINGS = "ALTER SYSTEM SET shared_buffers = '16MB'";

/**
 * The file of the migrated PGlite template, made when missing (globalSetup makes it once per run,
 * before the workers start; it is kept across runs until the migrations or PGlite change).
 */
export async function pgliteTemplateFile(): Promise<string> {
  const digest = createHash('sha256')
    .update(TEMPLATE_SETTINGS)
    .update(
      migrationFiles()
        .map((f) => f.version + f.sql)
        .join('\n'),
    )
    // The resolved path names the installed PGlite version (pnpm store layout).
    .update(require.resolve('@electric-sql/pglite'))
    .digest('hex')
    .slice(0, 16);
  // Kept as a plain tar: every test database starts from it, and unpacking gzip each time costs more
  // than the disk it saves.
  const file = path.join(os.tmpdir(), `linguadesk-api-template-${digest}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ driver: 'pglite' });
    await migrate(database);
    await database.withRawClient((client) => client.exec(TEMPLATE_SETTINGS));
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // Written aside and renamed, so a concurrent run never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return file;
}

/**
 * The migrated template as a closed data directory, unpacked by PGlite once and kept beside the
 * template's file: copying it is far cheaper than starting PGlite to unpack the file again.
 * globalSetup makes it before the workers start, so no test's time-out pays for the unpacking.
 */
export async function templateDataDir(): Promise<string> {
  const file = await pgliteTemplateFile();
  const dir = file.replace(/\.tar$/, '.d');
  if (!fs.existsSync(dir)) {
    const partial = fs.mkdtempSync(`${dir}.`);
    const template = new Blob([fs.readFileSync(file)]);
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: partial,
      loadDataDir: template,
    });
    await database.close();
    // Renamed into place whole; a concurrent run that got there first keeps its own.
    try {
      fs.renameSync(partial, dir);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * A new data directory holding the migrated template, with no rows: the embedded database as a
 * deployment finds it on disk after its first start.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await templateDataDir(), dir, { recursive: true });
  return dir;
}

export interface TestDatabase {
  database: Database;
  /** Gives back what was taken for it, once the database is closed (the app closes it). */
  dispose(): Promise<void>;
}

/**
 * The server databases of this worker that apps of this file hold: a file that has two apps open
 * at once gets two databases. Jest loads this module afresh for every test file.
 */
const slotsInUse = new Set<number>();

/**
 * The in-memory databases this jest process keeps from file to file (test/environment.cjs), made
 * with its PGlite, and how to put one back into the migrated template's state.
 */
interface KeptDatabases {
  PGlite: typeof PGlite;
  idle: PGlite[];
  template?: { resetSql: string; fingerprint: string };
}

const keptHere = () =>
  (globalThis as { [key: symbol]: KeptDatabases | undefined })[
    Symbol.for('linguadesk.keptDatabases')
  ];

function keptDatabases(): KeptDatabases {
  const kept = keptHere();
  if (!kept) throw new Error('the API tests need the testEnvironment of api/jest.config.cjs');
  return kept;
}

/**
 * globalTeardown: the kept databases would keep a run in one process from ending (a run in
 * workers keeps them in the workers, which jest ends).
 */
export async function closeKeptDatabases(): Promise<void> {
  await Promise.all(
    keptHere()
      ?.idle.splice(0)
      .map((client) => client.close()) ?? [],
  );
}

/** An idle kept database in the template's state, or none (one that DDL changed is closed). */
async function reusedPglite(kept: KeptDatabases): Promise<TestDatabase | undefined> {
  const client = kept.idle.pop();
  if (!client || !kept.template) return undefined;
  try {
    // What a file set for its session (settings, prepared statements) goes with it; opening the
    // database sets the time zone again.
    await client.exec('DISCARD ALL');
    const database = await openDatabase({ driver: 'pglite', client });
    if (await database.withRawClient((raw) => resetToTemplate(raw, kept.template!))) {
      return keptDatabase(kept, database, client);
    }
  } catch {
    // Left in a state it cannot leave (a transaction under way): a new one instead.
  }
  await client.close();
  return undefined;
}

async function pgliteTestDatabase(): Promise<TestDatabase> {
  const kept = keptDatabases();
  const reused = await reusedPglite(kept);
  if (reused) return reused;
  const template = new Blob([fs.readFileSync(await pgliteTemplateFile())]);
  const client = new kept.PGlite(pgliteOptions({ loadDataDir: template }));
  const database = await openDatabase({ driver: 'pglite', client });
  kept.template ??= await database.withRawClient(describeTemplate);
  return keptDatabase(kept, database, client);
}

/** The app's close leaves a kept database open; it is idle again once the app is done. */
function keptDatabase(kept: KeptDatabases, database: Database, client: PGlite): TestDatabase {
  return {
    database: { ...database, close: async () => undefined },
    dispose: async () => {
      kept.idle.push(client);
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteTestDatabase();
  let slot = 0;
  while (slotsInUse.has(slot)) slot += 1;
  slotsInUse.add(slot);
  try {
    const database = await openWorkerDatabase(serverUrl, slot);
    return {
      database,
      dispose: async () => {
        slotsInUse.delete(slot);
      },
    };
  } catch (error) {
    slotsInUse.delete(slot);
    throw error;
  }
}
