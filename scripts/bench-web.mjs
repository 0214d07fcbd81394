// `pnpm bench:web [--budget | --monolith] [playwright options]`: the browser benchmark of e2e/bench
// (e2e/README.md, "Benchmark"). The flags are this script's; anything else goes to Playwright.
//
// --budget    one cold load per screen, the table, and a failure (exit 1) when the log-in page or
//             a screen's first content is over the budget of e2e/bench/budget.ts (CI runs it).
// --where     with --budget: after each screen's row, its first content's gzipped bytes shared
//             out by package through the files' source maps (e2e/bench/where.ts), largest first.
// --monolith  first builds the single-bundle build of the same code (tooling/monolith.cjs) into
//             a temporary folder, then compares it with the federated suite screen by screen.
//
// The apps are built by start.mjs as usual (only those that are stale), so after `pnpm build`
// the benchmark reuses the bundles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const budget = args.includes('--budget');
const monolith = args.includes('--monolith');
if (budget && monolith) {
  console.error('bench:web: --budget and --monolith are separate runs; choose one.');
  process.exit(2);
}
const where = args.includes('--where');
if (where && !budget) {
  console.error('bench:web: --where breaks down the budget run; use it with --budget.');
  process.exit(2);
}
const rest = args.filter((arg) => !['--budget', '--monolith', '--where'].includes(arg));

const env = {
  ...process.env,
  LINGUADESK_BENCH: budget ? 'budget' : monolith ? 'monolith' : '',
  LINGUADESK_BENCH_WHERE: where ? '1' : '',
};
let tmp = null;
if (monolith) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-monolith-'));
  const outputPath = path.join(tmp, 'dist');
  console.log(`Building the single bundle (tooling/monolith.cjs) into ${outputPath}...`);
  const { buildMonolith } = createRequire(import.meta.url)('../tooling/monolith.cjs');
  await buildMonolith({ outputPath });
  env.LINGUADESK_BENCH_MONOLITH = outputPath;
}

const [command, commandArgs] = pnpm(['--filter', 'e2e', 'bench', ...rest]);
const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
