// The browser tests: Playwright starts the whole suite once per run (webServer, src/suite.ts) and
// drives Debian's Chromium against it. See README.md.
import { defineConfig } from '@playwright/test';
import { ACCESS_TTL_SECONDS, suiteServer, urls } from './src/suite';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One journey at a time. Measured on this machine's two cores (the staff journeys, 9 tests,
  // suite start included): 70 s with one worker and 70 s with two; under other load 86/86 s and
  // 97/79 s. With two workers each journey takes 1.2 to 2 times as long, since Chromium, the API
  // and its embedded database (one query at a time) share the cores. Two workers would also need
  // the journeys through remote-student kept apart: one process at a time can serve it on its
  // port (studentRemote in src/fixtures.ts, per test), and the remote-down journey stops it.
  workers: 1,
  fullyParallel: false,
  // A plain line per journey for CI logs; failures name their trace and screenshot.
  reporter: 'list',
  use: {
    baseURL: urls.host,
    browserName: 'chromium',
    // No browser download works here: Debian's Chromium (apt-get install chromium).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 900 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One suite for every journey, with short access tokens (ACCESS_TTL_SECONDS): refreshing is
  // part of every journey rather than of one project with a suite of its own. remote-student is
  // built and listed but served by the journeys' fixture, which the remote-down journey stops.
  webServer: suiteServer({ accessTtlSeconds: ACCESS_TTL_SECONDS, unserved: ['student'] }),
});
