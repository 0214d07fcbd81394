// Stops every process of the suite and removes the run's folder (E2E_KEEP=1 keeps it for a look
// at suite.log and the database).
import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.linguadeskE2e;
  if (!state) return;
  globalThis.linguadeskE2e = undefined;
  await state.suite.stop();
  if (process.env.E2E_KEEP === '1') console.log(`\ne2e run kept in ${state.workDir}`);
  else fs.rmSync(state.workDir, { recursive: true, force: true });
}
