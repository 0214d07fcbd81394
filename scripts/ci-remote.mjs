// `pnpm ci:remote <remote>` (e.g. `pnpm ci:remote calls`): a feature team's CI job, one remote
// alone. From the remote's folder, through turbo with a cold cache for that remote only (--force:
// nothing of it comes from an earlier run; --only: no other package's task runs): its lint,
// typecheck, tests and production build (shared-* are compiled into it from source; no other app
// is built), then the compatibility gate against the host of this checkout. Each step's wall and
// CPU time is printed; the first failure stops the job.
import { createRequire } from 'node:module';
import path from 'node:path';
import { measured, root, secondsColumns, taskEnv, turbo } from './turbo.mjs';

const { REMOTES, appNamed } = createRequire(import.meta.url)('../tooling/apps.cjs');

const [name] = process.argv.slice(2).filter((arg) => arg !== '--');
const app = name ? appNamed(name) : null;
if (!app || !REMOTES.includes(app)) {
  console.error(`usage: pnpm ci:remote <${REMOTES.map((r) => r.name).join('|')}>`);
  process.exit(1);
}

const steps = [
  [
    'lint, typecheck, test, build',
    turbo(['run', 'lint', 'typecheck', 'test', 'build', '--only', '--force']),
    path.join(root, app.pkg),
  ],
  [
    'contracts',
    [process.execPath, [path.join(root, 'scripts', 'check-contracts.mjs'), app.name]],
    root,
  ],
];
const times = [];
for (const [step, [command, args], cwd] of steps) {
  console.log(`\n== ${app.pkg}: ${step}`);
  const result = await measured(command, args, {
    cwd,
    env: taskEnv(),
  });
  times.push(`${step.padEnd(30)} ${secondsColumns(result)}`);
  if (result.code !== 0) {
    console.error(`\n${app.pkg}: ${step} failed`);
    process.exit(1);
  }
}
console.log(`\n== ${app.pkg} alone: every step passed\n${times.join('\n')}`);
