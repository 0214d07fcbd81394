// API tests run in node, each app on a fresh database (see
// test/helpers/database.ts; README, Testing).
const preset = require('../jest.preset.cjs');
// The security suites (security/suites.json) are their own task, `pnpm --filter api security`,
// which sets API_SUITE=security: the unit run leaves them out.
const securitySuites = require('./security/suites.json').map((s) => `/api/${s.file}$`);

module.exports = {
  ...preset,
  // Node's, keeping the in-memory databases and compiled modules from file to file.
  testEnvironment: '<rootDir>/test/environment.cjs',
  // jose, content-disposition (under swagger-ui) and n2words ship ESM only; SWC makes them CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|content-disposition|n2words)[@/])'],
  // Bounds a test or hook on a machine whose other core is busy, a fresh PGlite database included
  // (started from the run's migrated template).
  testTimeout: 10000,
  // The migrated template the test databases start from, made once per run.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // One process: `pnpm test` runs one task per core, this beside another package's jest. A run with
  // the machine to itself (.ci/run's PostgreSQL pass) asks for more with --maxWorkers.
  maxWorkers: 1,
  // *.redis.test.ts need a Redis server: they run only when TEST_REDIS_URL names one (.ci/run sets
  // it), so a machine with only Node passes the suite. See README, Commands.
  // *.pg.test.ts are about the PostgreSQL server driver itself (terminated backends): they run in
  // the suite's PostgreSQL pass (TEST_DATABASE_URL), as .ci/run does.
  // *.pg-redis.test.ts (several API processes sharing both) need the two servers.
  testPathIgnorePatterns: [
    ...preset.testPathIgnorePatterns,
    ...(process.env.API_SUITE === 'security' ? [] : securitySuites),
    ...(process.env.TEST_REDIS_URL ? [] : ['\\.redis\\.test\\.ts$']),
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$']),
    ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL
      ? []
      : ['\\.pg-redis\\.test\\.ts$']),
  ],
};
