// `pnpm bench:web`: the browser tests' settings, a suite of its own with the API's usual 15-minute
// access tokens and every app served by start.mjs, and first-load.ts as the only "test". The
// run's spare port (urls.preview) may call the API: `--monolith` serves the single bundle there.
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';
import { suiteServer, urls } from '../src/suite';

export default defineConfig({
  ...journeys,
  testDir: '.',
  testMatch: 'first-load.ts',
  outputDir: '../test-results/bench',
  timeout: 30 * 60_000,
  // One measurement at a time: two beside each other share the two cores and slow each other.
  workers: 1,
  use: { ...journeys.use, trace: 'off', screenshot: 'off' },
  webServer: suiteServer({ accessTtlSeconds: 15 * 60, extraOrigins: [urls.preview] }),
});
