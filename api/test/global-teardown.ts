// jest globalTeardown: drops the databases the run made on TEST_DATABASE_URL.
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.linguadeskServerRun;
  globalThis.linguadeskServerRun = undefined;
  await run?.end();
}
