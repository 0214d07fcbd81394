// Builds what is stale and starts the suite once for the whole run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertChromium } from './browser';
import { publishRunInfo } from './run-info';
import { startSuite, type RunningSuite } from './suite';

/** Short, so one journey lives through several access tokens and their refreshes. */
export const ACCESS_TTL_SECONDS = 6;

export interface SetupState {
  suite: RunningSuite;
  workDir: string;
}

declare global {
  var linguadeskE2e: SetupState | undefined;
}

export default async function globalSetup(): Promise<void> {
  assertChromium();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-e2e-'));
  // A run cut short (Ctrl+C) leaves no database or profiles behind; the teardown does the same.
  process.once('exit', () => {
    if (process.env.E2E_KEEP !== '1') fs.rmSync(workDir, { recursive: true, force: true });
  });
  const suite = await startSuite({
    workDir,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
    readyTimeoutMs: 15 * 60_000,
    // The "remote down" journey stops and restarts this server.
    servedByHarness: ['student'],
  });
  globalThis.linguadeskE2e = { suite, workDir };
  publishRunInfo({
    urls: suite.urls,
    appServers: suite.appServers,
    logFile: suite.logFile,
    workDir,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
  });
}
