// `pnpm test`: every test of the suite, stage by stage, with each stage's wall time printed at the
// end (whether the run passes or not). A stage is a list of root scripts run side by side: they
// are independent and each leaves a core idle part of the time (start-up, I/O, the browser).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STAGES = [
  // `build` makes the apps the browser tests need, once; their start then finds nothing stale.
  // check:contracts: every remote's shared singletons against the host's (well under a second).
  ['lint', 'lint:unused', 'format:check', 'typecheck', 'check:contracts', 'build'],
  // The browser tests run on their own: beside three jest workspaces on a two-core machine, their
  // dev server, suite and Chromium starved the screen tests into timeouts (and the reverse).
  ['test:unit', 'test:scripts'],
  ['test:e2e'],
];

function run(script) {
  const [command, args] = pnpm(['run', script]);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const times = [];
const started = Date.now();
let failed = null;

for (const scripts of STAGES) {
  const name = scripts.join(' + ');
  console.log(`\n== ${name}`);
  const stageStarted = Date.now();
  const codes = await Promise.all(scripts.map(run));
  const bad = scripts.filter((_, i) => codes[i] !== 0);
  times.push([name, Date.now() - stageStarted, bad.length ? `FAILED: ${bad.join(', ')}` : 'ok']);
  if (bad.length) {
    failed = name;
    break;
  }
}

console.log('\n== pnpm test: stage times');
for (const [name, ms, status] of times) console.log(`${name.padEnd(28)} ${seconds(ms)}  ${status}`);
console.log(`${'total'.padEnd(28)} ${seconds(Date.now() - started)}`);
if (failed) {
  console.error(`\npnpm test failed in: ${failed}`);
  process.exit(1);
}
