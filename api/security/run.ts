// `pnpm test:security`: the attacker's view of the API, on the configured test database (the
// embedded one, or TEST_DATABASE_URL): the route × role matrix, the fuzz suites (malformed JSON,
// wrong types, huge strings, NUL and non-UTF-8 text, JSON nested ten thousand deep or a megabyte
// wide on every write route), the log-in and refresh races, and the proxy headers. Runs those jest
// files, then prints how many requests each sent and how many answered 5xx; fails when a test
// fails or any answer was a 5xx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SUITES from './suites.json';

const API_DIR = path.join(__dirname, '..');
const tallies = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-security-'));

try {
  const jest = spawnSync(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--silent',
      ...process.argv.slice(2).filter((arg) => arg !== '--'),
      ...SUITES.map((s) => s.file),
    ],
    {
      cwd: API_DIR,
      stdio: 'inherit',
      env: {
        ...process.env,
        REQUEST_TALLY_DIR: tallies,
        API_SUITE: 'security',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules']
          .filter(Boolean)
          .join(' '),
      },
    },
  );

  const byFile = new Map<string, Record<string, number>>();
  for (const name of fs.readdirSync(tallies)) {
    const { file, statuses } = JSON.parse(fs.readFileSync(path.join(tallies, name), 'utf8')) as {
      file: string;
      statuses: Record<string, number>;
    };
    const sum = byFile.get(file) ?? {};
    for (const [status, n] of Object.entries(statuses)) sum[status] = (sum[status] ?? 0) + n;
    byFile.set(file, sum);
  }

  let serverErrors = 0;
  let total = 0;
  console.log(
    `\nSecurity suites on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}:`,
  );
  for (const suite of SUITES) {
    const statuses = byFile.get(path.basename(suite.file)) ?? {};
    const sent = Object.values(statuses).reduce((a, b) => a + b, 0);
    const fivexx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((a, [, n]) => a + n, 0);
    total += sent;
    serverErrors += fivexx;
    const spread = Object.entries(statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `  ${suite.what.padEnd(38)} ${String(sent).padStart(6)} requests, ${fivexx} answered 5xx  (${spread})`,
    );
  }
  console.log(
    `  ${'all'.padEnd(38)} ${String(total).padStart(6)} requests, ${serverErrors} answered 5xx`,
  );
  if (jest.status !== 0) {
    console.error('Some security tests failed (see above).');
    process.exitCode = 1;
  } else if (serverErrors > 0) {
    console.error('Some requests answered 5xx.');
    process.exitCode = 1;
  } else if (total === 0) {
    console.error('No request was counted: the tally did not run.');
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(tallies, { recursive: true, force: true });
}
