// The release scripts a journey runs against the running suite (`pnpm --filter <app> release`,
// `node scripts/deploy.mjs`), with the suite's environment: its ports, its releases folder (temporary)
// and its deployment's remotes.json, which start.mjs serves to the host.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, releasesDir, suiteEnv } from './suite';

// The shared singletons a release record lists (tooling/releases.cjs), read rather than retyped.
const { isContractKey } = createRequire(__filename)(path.join(ROOT, 'tooling', 'releases.cjs')) as {
  isContractKey: (name: string) => boolean;
};

export interface ScriptRun {
  code: number;
  output: string;
}

/** Runs a program with the suite's environment; never throws on its exit code. */
function execute(file: string, args: string[], cwd: string): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd, env: { ...process.env, ...suiteEnv() }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Runs a script of scripts/ with node and the suite's environment; never throws on its exit code. */
export function runScript(script: string, args: string[]): Promise<ScriptRun> {
  return execute(process.execPath, [path.join(ROOT, 'scripts', script), ...args], ROOT);
}

/** The release of remote-groups the run builds before the releases journeys deploy it. */
export const RELEASE_B = 'e2e-b';

/** The docs' section whose one `sh` block the feature-team journeys run as written. */
const STEPS_SECTION = '## Ship a release, step by step';

/**
 * The commands of docs/feature-teams.md's "Ship a release, step by step", in order, as written
 * (its `sh` block's lines, without blank and comment lines).
 */
export function documentedSteps(): string[] {
  const docs = fs.readFileSync(path.join(ROOT, 'docs', 'feature-teams.md'), 'utf8');
  const section = docs.split('\n' + STEPS_SECTION + '\n')[1]?.split(/\n## /)[0];
  if (!section) throw new Error(`docs/feature-teams.md has no "${STEPS_SECTION}"`);
  const block = /^```sh\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!block) throw new Error(`"${STEPS_SECTION}" of docs/feature-teams.md has no sh block`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/**
 * This machine's pnpm: the one running the tests (`pnpm --filter e2e test`), else one on the
 * PATH, else `npx -y pnpm@10` (README).
 */
function machinePnpm(): string {
  const running = process.env.npm_execpath;
  if (running && /pnpm/.test(path.basename(running))) return `"${process.execPath}" "${running}"`;
  try {
    execFileSync('sh', ['-c', 'command -v pnpm'], { stdio: 'ignore' });
    return 'pnpm';
  } catch {
    return 'npx -y pnpm@10';
  }
}

/**
 * Runs one documented command as written, from the repository's root with the suite's
 * environment: only `<version>` and a leading `pnpm` (this machine's) are replaced. Never throws
 * on its exit code.
 */
export function runDocumentedStep(command: string, version: string): Promise<ScriptRun> {
  const line = command.replaceAll('<version>', version).replace(/^pnpm(?= )/, machinePnpm());
  if (/<[a-z-]+>/.test(line)) throw new Error(`A placeholder the journeys cannot fill: ${command}`);
  return execute('sh', ['-c', line], ROOT);
}

/** `node scripts/deploy.mjs deploy <remote> <version> [--force]`. */
export function deployRemote(...args: string[]): Promise<ScriptRun> {
  return runScript('deploy.mjs', ['deploy', ...args]);
}

/** `node scripts/deploy.mjs rollback <remote>`. */
export function rollbackRemote(remote: string): Promise<ScriptRun> {
  return runScript('deploy.mjs', ['rollback', remote]);
}

/** A release's folder in the suite's releases. */
export function releaseFolder(app: string, version: string): string {
  return path.join(releasesDir, app, version);
}

/** Forgets every deploy: remotes.json back to each remote's own server, the log emptied. */
export function resetDeployment(): void {
  fs.rmSync(path.join(releasesDir, 'remotes.json'), { force: true });
  fs.rmSync(path.join(releasesDir, 'deploy-log.jsonl'), { force: true });
}

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string;
}

/** The shared-ui version the suite's host build provides (host/dist/mf-manifest.json). */
export function hostSharedUiVersion(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'host', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as { shared: SharedEntry[] };
  const version = manifest.shared.find((shared) => shared.name === 'shared-ui')?.version;
  if (!version) throw new Error('The host build provides no shared-ui');
  return version;
}

interface GroupsManifest {
  shared: SharedEntry[];
  metaData: { buildInfo: { buildVersion: string } };
}

/**
 * A release of remote-groups made by copying the suite's build of it (building one takes minutes
 * on two cores), named `version` in its manifest and record, after `edit` changed its manifest
 * or its route manifest. Returns the release's folder.
 */
function copyGroupsRelease(
  version: string,
  edit: (files: { manifest: GroupsManifest; routes: RouteManifest }) => void,
): string {
  const dir = releaseFolder('groups', version);
  fs.cpSync(path.join(ROOT, 'remote-groups', 'dist'), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const routesFile = path.join(dir, 'routes.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as GroupsManifest;
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as RouteManifest;
  manifest.metaData.buildInfo.buildVersion = version;
  edit({ manifest, routes });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  const requires: Record<string, string> = {};
  for (const shared of manifest.shared)
    if (shared.requiredVersion && isContractKey(shared.name))
      requires[shared.name] = shared.requiredVersion;
  fs.writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({
      app: 'groups',
      package: 'remote-groups',
      version,
      commit: 'e2e',
      builtAt: new Date().toISOString(),
      requires,
    }),
  );
  return dir;
}

/**
 * A release of remote-groups as a build against a newer shared-ui than the host's would be: the
 * suite's build of remote-groups, its manifest and record requiring the next minor version of
 * shared-ui (^0.6.0 when the host has 0.5.0). Made by copying, not building: only the contract
 * differs, and that is what the gate and the shell read. Returns the required range.
 */
export function makeReleaseNeedingNewerSharedUi(version: string): string {
  const [major, minor] = hostSharedUiVersion().split('.').map(Number);
  const required = `^${major}.${minor! + 1}.0`;
  copyGroupsRelease(version, ({ manifest }) => {
    // Every shared-ui key (shared-ui/lists...) requires it: they share the package's one version.
    for (const shared of manifest.shared)
      if (shared.name === 'shared-ui' || shared.name.startsWith('shared-ui/'))
        shared.requiredVersion = required;
  });
  return required;
}

interface RouteManifest {
  routes: Record<string, unknown>[];
}

/** The screen the release of makeReleaseWithNewScreen adds. */
export const NEW_SCREEN = { path: '/group-board', label: 'Group board' } as const;

/**
 * A release of remote-groups with one more screen: the suite's build, its route manifest listing
 * a route (with a header link) at NEW_SCREEN.path. The screen's module is one the build already
 * exposes ('./Groups'): a copy cannot add an `exposes` entry, which a real new screen also needs,
 * but what an open page must notice is the route manifest of the release deployed.
 */
export function makeReleaseWithNewScreen(version: string): void {
  copyGroupsRelease(version, ({ routes }) => {
    routes.routes.push({
      id: 'groupBoard',
      path: NEW_SCREEN.path,
      module: './Groups',
      roles: ['operations_manager'],
      title: NEW_SCREEN.label,
      nav: { label: NEW_SCREEN.label, order: 35 },
    });
  });
}
