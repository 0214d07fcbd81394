// jest globalTeardown: drops the databases the run made on TEST_DATABASE_URL, and closes the
// in-memory ones a run in one process kept (test/environment.cjs), which would keep it from ending.
import { closeKeptDatabases } from './helpers/database';

export default async function globalTeardown(): Promise<void> {
  await closeKeptDatabases();
  const run = globalThis.linguadeskServerRun;
  globalThis.linguadeskServerRun = undefined;
  await run?.end();
}
