// What the global setup tells the journeys about the running suite (through the environment, which
// reaches every test file).
/** Origins of the running apps by federation name (host, people, ..., student) and the API. */
export interface SuiteUrls {
  host: string;
  student: string;
  api: string;
  [app: string]: string;
}

export interface RunInfo {
  urls: SuiteUrls;
  /** Process id of the server of each app the harness serves itself (app-server.ts). */
  appServers: Record<string, number>;
  logFile: string;
  workDir: string;
  accessTtlSeconds: number;
}

const VARIABLE = 'LINGUADESK_E2E_RUN';

export function publishRunInfo(info: RunInfo): void {
  process.env[VARIABLE] = JSON.stringify(info);
}

export function runInfo(): RunInfo {
  const value = process.env[VARIABLE];
  if (!value)
    throw new Error('The suite is not running: start the tests with `pnpm --filter e2e test`.');
  const info = JSON.parse(value) as RunInfo;
  for (const app of ['host', 'student', 'api']) {
    if (!info.urls[app]) throw new Error(`The running suite has no ${app}`);
  }
  return info;
}
