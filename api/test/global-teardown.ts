// jest globalTeardown: drops the databases the run made on TEST_DATABASE_URL, and closes the
// in-memory ones a run in one process kept (test/environment.cjs), which would keep it from ending.
import type { PGlite } from '@electric-sql/pglite';

export default async function globalTeardown(): Promise<void> {
  const kept = (globalThis as { [key: symbol]: { idle: PGlite[] } | undefined })[
    Symbol.for('linguadesk.keptDatabases')
  ];
  await Promise.all(kept?.idle.splice(0).map((client) => client.close()) ?? []);
  const run = globalThis.linguadeskServerRun;
  globalThis.linguadeskServerRun = undefined;
  await run?.end();
}
