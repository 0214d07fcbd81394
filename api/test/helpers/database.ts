// A fresh, migrated database per test file: in-memory PGlite started from a cached migrated
// template, or, when TEST_DATABASE_URL is set, a uniquely named database on that server that is
// dropped afterwards, so the same suite runs on both drivers.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate, migrationFiles } from '../../src/db/migrate';

async function pgliteTemplate(): Promise<Blob> {
  const digest = createHash('sha256')
    .update(
      migrationFiles()
        .map((f) => f.version + f.sql)
        .join('\n'),
    )
    // The resolved path names the installed PGlite version (pnpm store layout).
    .update(require.resolve('@electric-sql/pglite'))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `linguadesk-api-template-${digest}.tar.gz`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ driver: 'pglite' });
    await migrate(database);
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    // Written aside and renamed, so a concurrent run never reads half a template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export interface TestDatabase {
  database: Database;
  /** Drops what was created for this file (the database itself is closed by the app). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ driver: 'pglite', loadDataDir: await pgliteTemplate() });
    return { database, dispose: async () => undefined };
  }
  const name = `linguadesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 4 });
  await migrate(database);
  return {
    database,
    dispose: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
