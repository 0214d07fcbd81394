// The deployment's commands, each started directly with node (no pnpm start-up):
//
//   deploy <remote> <version> [--force]   points remotes.json at a release
//   rollback <remote>                     returns to what the last deploy replaced
//   releases [<remote>]                   every release, which is deployed and which previous
//   status                                what each remote runs, deployed by whom and when
//   prune --keep N [<remote>]             removes old releases
//
// A deploy passes the compatibility gate (`--force` skips it: the shell then shows "does not fit
// this shell" on that remote's routes), and writes only an address that answers with the release's
// own manifest. Deploys, rollbacks and prunes hold releases/deploy.lock, so two at once never
// interleave. Open browsers take the new address on their next visit to the remote. See
// tooling/releases.cjs and docs/feature-teams.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTES, appNamed, remotesManifest } = require('../tooling/apps.cjs');
const releases = require('../tooling/releases.cjs');

const USAGE = `usage: node scripts/deploy.mjs <command>
  deploy <remote> <version> [--force]
  rollback <remote>
  releases [<remote>]
  status
  prune --keep N [<remote>]`;

const usageError = (problem) => new Error(`${problem}\n${USAGE}`);

/** The command line as `{ command, remote, version, force, keep }`. */
export function parseDeployArgs(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const [command, ...rest] = args;
  const positional = [];
  const options = { force: false, keep: null };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (arg === '--force' && command === 'deploy') options.force = true;
    else if ((arg === '--keep' || arg.startsWith('--keep=')) && command === 'prune') {
      const value = arg === '--keep' ? rest[++i] : arg.slice('--keep='.length);
      if (!/^\d+$/.test(value ?? '')) throw usageError(`--keep takes a number, not "${value}"`);
      options.keep = Number(value);
    } else if (arg.startsWith('--')) throw usageError(`Unknown option ${arg} of ${command}`);
    else positional.push(arg);
  }
  const [remote = null, version = null] = positional;
  const arity = {
    deploy: [2, 2],
    rollback: [1, 1],
    releases: [0, 1],
    status: [0, 0],
    prune: [0, 1],
  };
  if (!command || !(command in arity)) throw usageError(`Unknown command "${command ?? ''}"`);
  const [least, most] = arity[command];
  if (positional.length < least || positional.length > most)
    throw usageError(`Wrong arguments for ${command}`);
  if (command === 'prune' && options.keep === null) throw usageError('prune needs --keep N');
  return { command, remote, version, ...options };
}

/** Who deploys: the git user of the checkout, else the login name. */
export function deployer(env = process.env) {
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (name) return name;
  } catch {
    // No git, or no user configured.
  }
  return env.USER || os.userInfo().username;
}

/**
 * What the deployed host provides: the shared versions of its build's mf-manifest.json
 * (LINGUADESK_HOST_BUILD, else host/dist: the build `pnpm start` serves).
 */
function hostProvides(env = process.env) {
  const dir = path.resolve(env.LINGUADESK_HOST_BUILD || path.join(root, 'host', 'dist'));
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`No host build in ${dir} to check against: run pnpm build first`);
  return releases.contractsOf(releases.readJson(file)).provides;
}

/** How long the deploy waits for the address it checks. */
const ADDRESS_TIMEOUT_MS = 10_000;

/**
 * Why `url` may not be written for the remote (null: it may). It must answer with the release's
 * own manifest (its folder's mf-manifest.json, compared whole), or, going back to a remote's own
 * server (no release), with a manifest of that remote.
 */
async function addressProblem(url, { remote, version, env = process.env }) {
  let served;
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(ADDRESS_TIMEOUT_MS),
    });
    if (!response.ok) return `it answers ${response.status} ${response.statusText}`.trim();
    served = await response.json();
  } catch (error) {
    return `it does not answer with a manifest (${error.cause?.code ?? error.message})`;
  }
  if (version === null)
    return served?.name === remote ? null : `it serves no manifest of ${remote}`;
  const own = releases.readJson(
    path.join(releases.releaseDir(remote, version, env), 'mf-manifest.json'),
  );
  if (isDeepStrictEqual(served, own)) return null;
  const other = served?.metaData?.buildInfo?.buildVersion;
  return `it serves another manifest${typeof other === 'string' ? ` (of release ${other})` : ''}`;
}

function remoteApp(remote) {
  const app = appNamed(remote);
  if (!REMOTES.includes(app))
    throw new Error(`${remote} is not a remote (${REMOTES.map((r) => r.name).join(', ')})`);
  return app;
}

/** The last switch of each remote in the log: { remote: entry }. */
function lastSwitches(log) {
  return Object.fromEntries(log.map((entry) => [entry.remote, entry]));
}

/** The deployment as it stands: each remote's address, the log, and each remote's last switch. */
function deployedNow(env) {
  const hostname = env.PUBLIC_HOSTNAME || 'localhost';
  const served = releases.servedRemotes(remotesManifest({ hostname, env }), env);
  const log = releases.readDeployLog(env);
  const last = lastSwitches(log);
  return { hostname, served, log, last };
}

/**
 * Points the remote at a release (or, rolling back, at what the last deploy replaced), then logs
 * who did it. Holds the deploy lock from reading the deployment to writing it. Returns what was
 * done, for the message; throws an Error saying why not.
 * @param {{ remote: string, version?: string|null, rollback?: boolean, force?: boolean, env?: object, onWait?: Function }} options
 */
async function deploy({
  remote,
  version = null,
  rollback = false,
  force = false,
  env = process.env,
  onWait,
}) {
  const app = remoteApp(remote);
  const by = deployer(env);
  return releases.withDeployLock(
    async () => {
      const { hostname, served, log, last } = deployedNow(env);
      const current = served[remote];
      const currentVersion = last[remote]?.toVersion ?? null;

      let target;
      if (rollback) {
        target = releases.rollbackTarget(remote, log);
        if (!target) throw new Error(`Nothing to roll back to: no deploy of ${remote} to undo`);
      } else {
        const problem = releases.versionProblem(version);
        if (problem) throw new Error(problem);
        const record = releases.readRecord(remote, version, env);
        if (!record) {
          const known = releases.listReleases(remote, env).map((r) => r.version);
          throw new Error(
            `No release ${version} of ${app.pkg}; released: ${known.length ? known.join(', ') : 'none'} (pnpm --filter ${app.pkg} release)`,
          );
        }
        const problems = releases.compatibilityProblems(record.requires, hostProvides(env), {
          remote: `${app.pkg} ${version}`,
          host: 'the deployed host',
        });
        if (problems.length && !force)
          throw new Error(
            `Refused: ${app.pkg} ${version} does not run in the deployed host:\n  ${problems.join('\n  ')}\nDeploy a host that provides them first.`,
          );
        target = { url: releases.releaseManifestUrl(remote, version, { hostname, env }), version };
        if (problems.length) console.warn(`Forced past the gate:\n  ${problems.join('\n  ')}`);
      }

      const problem = await addressProblem(target.url, {
        remote,
        version: target.version ?? null,
        env,
      });
      if (problem)
        throw new Error(
          `Refused: ${target.url} is not ${target.version ? `${app.pkg} ${target.version}` : `${app.pkg} on its own server`}: ${problem}.\n` +
            `remotes.json is unchanged. Is the CDN (CDN_PORT, PUBLIC_HOSTNAME) serving ${releases.releasesDir(env)} there?`,
        );

      releases.writeDeployment({ ...releases.readDeployment(env), [remote]: target.url }, env);
      releases.appendDeployLog(
        {
          at: new Date().toISOString(),
          by,
          action: rollback ? 'rollback' : 'deploy',
          remote,
          from: current,
          fromVersion: currentVersion,
          to: target.url,
          toVersion: target.version ?? null,
          ...(force ? { forced: true } : {}),
        },
        env,
      );
      return { remote, from: current, to: target.url, version: target.version ?? null };
    },
    { by, env, onWait },
  );
}

/** The deployed release of a remote and the one a rollback returns to (null: its own server). */
function deployedAndPrevious(remote, log, last) {
  return {
    deployed: last[remote]?.toVersion ?? null,
    previous: releases.rollbackTarget(remote, log)?.version ?? null,
  };
}

const remotesOf = (remote) => (remote ? [remoteApp(remote)] : REMOTES);

/** `releases`: every release of each remote, oldest first, marking the deployed and the previous. */
function releasesReport({ remote = null, env = process.env } = {}) {
  const { log, last } = deployedNow(env);
  const lines = [];
  for (const app of remotesOf(remote)) {
    const { deployed, previous } = deployedAndPrevious(app.name, log, last);
    lines.push(`${app.pkg}${deployed ? '' : ' (deployed: its own server)'}`);
    const list = releases.listReleases(app.name, env);
    if (!list.length) lines.push('    no releases');
    for (const record of list) {
      const mark = record.version === deployed ? '* ' : record.version === previous ? '< ' : '  ';
      const note =
        record.version === deployed
          ? `  deployed by ${last[app.name].by ?? 'unknown'} at ${last[app.name].at}`
          : record.version === previous
            ? '  previous (a rollback returns here)'
            : '';
      const kb = Number.isFinite(record.bytes) ? `  ${Math.round(record.bytes / 1024)} KB` : '';
      lines.push(`  ${mark}${record.version}  built ${record.builtAt}${kb}${note}`);
    }
  }
  return lines.join('\n');
}

/** `status`: what each remote runs now, from which address, deployed by whom and when. */
function statusReport({ env = process.env } = {}) {
  const { served, last } = deployedNow(env);
  return REMOTES.map((app) => {
    const entry = last[app.name];
    const release = entry?.toVersion ?? 'its own server';
    const who = entry
      ? `${entry.action === 'rollback' ? 'rolled back' : 'deployed'} by ${entry.by ?? 'unknown'} at ${entry.at}${entry.forced ? ' (forced)' : ''}`
      : 'never deployed';
    return `${app.pkg}: ${release}  ${served[app.name]}  ${who}`;
  }).join('\n');
}

/**
 * `prune --keep N`: removes each remote's releases but its N newest, the deployed one and the one
 * a rollback returns to. Returns the folders removed.
 */
async function prune({ keep, remote = null, env = process.env, onWait }) {
  const by = deployer(env);
  return releases.withDeployLock(
    async () => {
      const { log, last } = deployedNow(env);
      const removed = [];
      for (const app of remotesOf(remote)) {
        const { deployed, previous } = deployedAndPrevious(app.name, log, last);
        const list = releases.listReleases(app.name, env);
        // Oldest first: all but the N newest, less the two a deployment may need.
        for (const record of list.slice(0, Math.max(0, list.length - keep))) {
          if (record.version === deployed || record.version === previous) continue;
          const dir = releases.releaseDir(app.name, record.version, env);
          fs.rmSync(dir, { recursive: true, force: true });
          removed.push(dir);
        }
      }
      return removed;
    },
    { by, env, onWait },
  );
}

const waiting = (holder) =>
  console.error(
    `Waiting for the deploy holding the lock (pid ${holder.pid}, by ${holder.by ?? 'unknown'}, since ${holder.since ?? 'unknown'})...`,
  );

async function main(argv) {
  const options = parseDeployArgs(argv);
  const env = process.env;
  switch (options.command) {
    case 'deploy':
    case 'rollback': {
      const done = await deploy({
        remote: options.remote,
        version: options.version,
        rollback: options.command === 'rollback',
        force: options.force,
        onWait: waiting,
      });
      console.log(
        `${done.remote}: ${done.from} -> ${done.to}${done.version ? ` (${done.version})` : ''}\n` +
          'Open browsers load it on their next visit to that remote.',
      );
      break;
    }
    case 'releases':
      console.log(releasesReport({ remote: options.remote, env }));
      break;
    case 'status':
      console.log(statusReport({ env }));
      break;
    case 'prune': {
      const removed = await prune({
        keep: options.keep,
        remote: options.remote,
        env,
        onWait: waiting,
      });
      console.log(
        removed.length
          ? `Removed ${removed.length} release(s):\n  ${removed.join('\n  ')}`
          : 'Nothing to remove.',
      );
      break;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
