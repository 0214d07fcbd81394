// `pnpm bench:web [--throttle fast3g] [--monolith] [playwright options]` or `pnpm bench:web
// --budget [--where]`: the browser benchmark of e2e/bench (e2e/README.md, "Benchmark"). The
// flags are this script's; anything else goes to Playwright.
//
// --budget     one cold load per screen, the table, and a failure (exit 1) when the log-in page or
//              a screen's first content is over the budget of e2e/bench/budget.ts (CI runs it).
// --where      with --budget: after each screen's row, its first content's gzipped bytes shared
//              out by package through the files' source maps (e2e/bench/where.ts), largest first.
// --throttle   the network of the measured tabs: fast3g (1.6 Mbps down, 750 kbps up, 150 ms).
// --monolith   first builds the single-bundle build of the same code (tooling/monolith.cjs) into
//              a temporary folder; after the table, compares it with the federated suite screen
//              by screen, unthrottled.
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
const throttleAt = args.indexOf('--throttle');
const throttle = throttleAt === -1 ? '' : (args[throttleAt + 1] ?? '');
if (throttleAt !== -1 && throttle !== 'fast3g') {
  console.error('bench:web: --throttle takes a network: fast3g.');
  process.exit(2);
}
if (budget && (monolith || throttle)) {
  console.error('bench:web: --budget counts bytes alone; run --monolith or --throttle without it.');
  process.exit(2);
}
const where = args.includes('--where');
if (where && !budget) {
  console.error('bench:web: --where breaks down the budget run; use it with --budget.');
  process.exit(2);
}
const rest = args.filter(
  (arg, i) =>
    !['--budget', '--monolith', '--where', '--throttle'].includes(arg) &&
    !(throttleAt !== -1 && i === throttleAt + 1),
);

const env = {
  ...process.env,
  LINGUADESK_BENCH: budget ? 'budget' : '',
  LINGUADESK_BENCH_WHERE: where ? '1' : '',
  LINGUADESK_BENCH_THROTTLE: throttle,
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
