// `pnpm ci:remote <remote>` (e.g. `pnpm ci:remote calls`): a feature team's CI job, one remote
// alone. From the remote's folder: its lint, typecheck, tests and production build (shared-* are
// compiled into it from source; no other app is built), then the compatibility gate against the
// host of this checkout. Each step's wall time is printed; the first failure stops the job.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { REMOTES, appNamed } = createRequire(import.meta.url)('../tooling/apps.cjs');

const [name] = process.argv.slice(2).filter((arg) => arg !== '--');
const app = name ? appNamed(name) : null;
if (!app || !REMOTES.includes(app)) {
  console.error(`usage: pnpm ci:remote <${REMOTES.map((r) => r.name).join('|')}>`);
  process.exit(1);
}

const steps = [
  ['lint', pnpm(['--filter', app.pkg, 'lint'])],
  ['typecheck', pnpm(['--filter', app.pkg, 'typecheck'])],
  ['test', pnpm(['--filter', app.pkg, 'test'])],
  ['build', pnpm(['--filter', app.pkg, 'build'])],
  ['contracts', [process.execPath, [path.join(root, 'scripts', 'check-contracts.mjs'), app.name]]],
];
const times = [];
for (const [step, [command, args]] of steps) {
  console.log(`\n== ${app.pkg}: ${step}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push(`${step.padEnd(10)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`);
  if (status !== 0) {
    console.error(`\n${app.pkg}: ${step} failed`);
    process.exit(1);
  }
}
console.log(`\n== ${app.pkg} alone: every step passed\n${times.join('\n')}`);
