// One run builds and starts the suite once (global setup), then each journey drives its own fresh
// Chromium against it, one file at a time; global teardown stops every process the run started.
module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
  globalSetup: '<rootDir>/src/harness/global-setup.ts',
  globalTeardown: '<rootDir>/src/harness/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 90_000,
  slowTestThreshold: 30,
};
