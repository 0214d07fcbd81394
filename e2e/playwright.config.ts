// The browser tests: Playwright starts the whole suite once per run (webServer, src/suite.ts) and
// drives Debian's Chromium against it. See README.md.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { productionJourneys, productionOrigin } from './src/production';
import { ACCESS_TTL_SECONDS, suiteServer, urls } from './src/suite';

// Debian's build of Chromium's headless shell (apt-get install chromium-headless-shell), the
// browser Playwright itself runs headless: no browser window's layer, so each journey costs less
// CPU than in the full browser, which serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

const ALONE = /\/(releases|feature-team-steps|revisit-cache)\.spec\.ts$/;
const TOKENS = /\/token-refresh\.spec\.ts$/;
const RELEASE_BUILD = /\/release-build\.spec\.ts$/;
const PRODUCTION = /\/production\.spec\.ts$/;

// What the last two projects wait for: every journey on the suite's own deployment (the production
// journeys have a deployment of their own, and share the end with them).
const LAST = ['release-build', 'journeys'];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three journeys at a time on two cores: each creates what it changes (README, Choices), and a
  // journey is mostly the browser's work, but some wait (the phone header's slowed CPU, a token's
  // lifetime), and a third worker fills those waits. Journeys, not files, are shared out, so a file
  // of long journeys does not hold a worker to itself.
  workers: 3,
  fullyParallel: true,
  // A plain line per journey for CI logs; failures name their screenshot and error context.
  reporter: 'list',
  use: {
    baseURL: urls.host,
    browserName: 'chromium',
    // No browser download works here: Debian's Chromium (CHROMIUM above).
    launchOptions: {
      executablePath: CHROMIUM,
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
    // Recording a trace costs every journey, passing or not, about a third of the browser's CPU
    // (its screencast and DOM snapshots): asked for when debugging, `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The release the releases journeys deploy, built first, beside the first journeys.
    { name: 'release-build', testMatch: RELEASE_BUILD, workers: 1 },
    { name: 'journeys', testIgnore: [ALONE, TOKENS, RELEASE_BUILD, PRODUCTION] },
    // The production-shaped deployment (src/production.ts), one journey at a time beside the
    // others: its journeys deploy into its one deployment, starting with release-build's release.
    // Only where a PostgreSQL server is named for it (.ci/run does), as the API's server suites.
    ...(productionJourneys
      ? [
          {
            name: 'production',
            testMatch: PRODUCTION,
            dependencies: ['release-build'],
            use: { baseURL: productionOrigin },
            workers: 1,
            fullyParallel: false,
          },
        ]
      : []),
    // Last, one at a time: a deploy changes which remote-groups every page loads, and the cache
    // journey counts requests against a cache's lifetime, which a busier machine stretches.
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: LAST,
      workers: 1,
      fullyParallel: false,
    },
    // Beside `alone`, on the other worker: it counts refreshes against a token's lifetime, so not
    // among the busy journeys, and it opens only the student's pages, which the releases leave.
    { name: 'tokens', testMatch: TOKENS, dependencies: LAST, workers: 1 },
  ],
  // One suite for every journey, with short access tokens (ACCESS_TTL_SECONDS): refreshing is
  // part of every journey rather than of one project with a suite of its own.
  webServer: [suiteServer({ accessTtlSeconds: ACCESS_TTL_SECONDS })],
  // The production-shaped deployment starts once the suite is up, on the builds its start made, in
  // the background: its journeys wait for it, the others begin at once.
  ...(productionJourneys
    ? { globalSetup: './src/production-start.ts', globalTeardown: './src/production-stop.ts' }
    : {}),
});
