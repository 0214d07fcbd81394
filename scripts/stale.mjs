// Which apps need a build: those whose dist is missing or older than anything they are built from
// (their own sources, the shared packages, the build tooling, the lockfile).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// The host's build keeps a snapshot of every remote's route manifest (tooling/route-manifest.cjs).
const { snapshotSources } = createRequire(import.meta.url)('../tooling/route-manifest.cjs');

const SHARED = ['shared-domain', 'shared-i18n', 'shared-auth', 'shared-ui'];
// tooling/test-support is the screen tests' support, never part of a build.
const SKIP = new Set(['node_modules', 'dist', '__tests__', '.data', 'test-support']);

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function findStale(root, apps) {
  const sharedInputs = [
    ...SHARED.flatMap((name) => [
      path.join(root, name, 'src'),
      path.join(root, name, 'package.json'),
    ]),
    path.join(root, 'tooling'),
    path.join(root, 'pnpm-lock.yaml'),
    path.join(root, 'pnpm-workspace.yaml'),
  ];
  const sharedNewest = Math.max(...sharedInputs.map(newestMtime));
  return apps.filter((app) => {
    const dir = path.join(root, app.pkg);
    const built = fs.statSync(path.join(dir, 'dist', 'mf-manifest.json'), {
      throwIfNoEntry: false,
    });
    if (!built) return true;
    const inputs = ['src', 'public', 'webpack.config.cjs', 'package.json'].map((p) =>
      path.join(dir, p),
    );
    if (app.name === 'host') inputs.push(...snapshotSources().map((file) => path.join(root, file)));
    return Math.max(sharedNewest, ...inputs.map(newestMtime)) > built.mtimeMs;
  });
}
