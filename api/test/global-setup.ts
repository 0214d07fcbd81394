// jest globalSetup, once per run before the workers start: the migrated template every test
// database starts from (a PostgreSQL database on TEST_DATABASE_URL, else the PGlite dump file and
// its unpacked data directory, which the start-up tests copy), and the API's build
// (tools/build.ts), which the tests that start the API's commands as processes run.
import { buildApi } from '../tools/build';
import { templateDataDir } from './helpers/database';
import { startServerRun, type ServerRun } from './helpers/server-databases';

declare global {
  // Read by global-teardown.ts (jest shares globalThis between the two, not modules).
  var linguadeskServerRun: ServerRun | undefined;
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const built = buildApi();
  if (serverUrl) globalThis.linguadeskServerRun = await startServerRun(serverUrl);
  else await templateDataDir();
  await built;
}
