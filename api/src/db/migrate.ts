// Applies the SQL files of src/db/migrations in name order, each once, each in a transaction.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

// Beside this module: src/db, or dist/ in the API's build (tools/build.ts copies them there).
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** Returns the versions applied by this call (empty when the schema was up to date). */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return database.withRawClient(async (client) => {
    // Several api processes may start together against one server: one migrates, the others wait.
    if (database.driver === 'pg')
      await client.query("SELECT pg_advisory_lock(hashtext('linguadesk_migrations'))");
    try {
      await client.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version varchar(255) PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set(
        (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (r) => r.version,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file.version)) continue;
        await client.exec('BEGIN');
        try {
          await client.exec(file.sql);
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file.version]);
          await client.exec('COMMIT');
        } catch (error) {
          await client.exec('ROLLBACK');
          throw new Error(`Migration ${file.version} failed: ${(error as Error).message}`);
        }
        applied.push(file.version);
      }
      return applied;
    } finally {
      if (database.driver === 'pg')
        await client.query("SELECT pg_advisory_unlock(hashtext('linguadesk_migrations'))");
    }
  });
}
