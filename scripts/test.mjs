// `pnpm test`: every test of the suite through turbo (turbo.json), stage by stage, each task once
// per package and from the cache when nothing it reads has changed. At the end, whether the run
// passes or not: each stage's wall and CPU seconds and how many of its tasks came from the cache,
// then the ten slowest test files.
import fs from 'node:fs';
import path from 'node:path';
import {
  cacheCounts,
  lastRunSummary,
  measured,
  root,
  secondsColumns,
  taskEnv,
  testFileTimes,
  testReports,
  turbo,
} from './turbo.mjs';

const PLAYWRIGHT_REPORT = path.join(root, 'e2e', '.test-report.json');

const STAGES = [
  {
    // Lint (ESLint per package, knip, prettier), one typecheck of every package (tsc -b), the
    // shared-singleton contracts, the catalogues, and the apps' production builds the browser tests
    // serve.
    name: 'checks + builds',
    args: [
      'lint',
      'lint:root',
      'lint:unused',
      'format:check',
      '//#typecheck',
      'check:contracts',
      'check:catalogs',
      'build',
    ],
  },
  {
    // Each package's jest suite, the API's security suites, the scripts' own tests.
    name: 'unit + script tests',
    args: ['test', 'security', 'test:scripts', '--filter=!e2e'],
  },
  {
    // Alone: beside jest workspaces on two cores, the browser and the servers starve them. The
    // builds it depends on come from the first stage. PW_TEST_REPORTER adds Playwright's JSON
    // reporter beside the config's own (no arguments: turbo would hand them to the builds too).
    name: 'browser journeys',
    args: ['test', '--filter=e2e'],
    env: { PW_TEST_REPORTER: 'json', PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT },
  },
];

const rows = [];
const started = Date.now();
let failed = null;

for (const stage of STAGES) {
  console.log(`\n== ${stage.name}`);
  const stageStarted = Date.now();
  const [command, args] = turbo(['run', '--summarize', '--output-logs=new-only', ...stage.args]);
  const result = await measured(command, args, {
    env: taskEnv(stage.env),
  });
  const { total, cached } = cacheCounts(lastRunSummary(stageStarted));
  rows.push(
    `${stage.name.padEnd(22)} ${secondsColumns(result)}  ${String(cached).padStart(2)}/${total} tasks from the cache  ${result.code === 0 ? 'ok' : 'FAILED'}`,
  );
  if (result.code !== 0) {
    failed = stage.name;
    break;
  }
}

const slowest = testFileTimes(testReports().filter((report) => fs.existsSync(report)));

console.log('\n== pnpm test: stages');
for (const row of rows) console.log(row);
console.log(
  `${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s wall`,
);
if (slowest.length) {
  // A task served from the cache brings back the report of the run that made it.
  console.log('\n== the ten slowest test files (of each package last run)');
  for (const [seconds, file] of slowest.slice(0, 10)) {
    console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
}
if (failed) {
  console.error(`\npnpm test failed in: ${failed}`);
  process.exit(1);
}
