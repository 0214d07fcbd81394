// `pnpm bench:web`: the browser tests' settings, a suite of its own with the API's usual 15-minute
// access tokens and every app served by start.mjs, and first-load.ts as the only "test".
import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config';
import { suiteServer } from '../src/suite';

export default defineConfig({
  ...journeys,
  testDir: '.',
  testMatch: 'first-load.ts',
  outputDir: '../test-results/bench',
  timeout: 15 * 60_000,
  use: { ...journeys.use, trace: 'off', screenshot: 'off' },
  webServer: suiteServer({ accessTtlSeconds: 15 * 60 }),
});
