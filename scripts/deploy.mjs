// The deployment's commands, each started directly with node (no pnpm start-up):
//
//   deploy <app> <version> [--force]   a remote: points remotes.json at its release; the host:
//                                      publishes its release's record (host.json)
//   rollback <app>                     returns to what the last deploy of the app replaced
//   releases [<app>]                   every release, which is deployed and which previous
//   status                             the host and what each remote runs, by whom and when
//   prune --keep N [<app>]             removes old releases
//
// The deployment is tooling/releases.cjs's (LINGUADESK_DEPLOYMENT, LINGUADESK_DEPLOYMENT_URL). A
// remote's deploy passes the compatibility gate against the deployed host's published record
// (`--force` skips it: the shell then shows "does not fit this shell" on that remote's routes); a
// host's, against every remote deployed. Either writes only an address that answers with the
// release's own manifest. Deploys, rollbacks and prunes hold the deployment's deploy.lock, so two
// at once never interleave. See docs/feature-teams.md.
import { execFileSync } from 'node:child_process';
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
  deploy <app> <version> [--force]   (app: host or a remote)
  rollback <app>
  releases [<app>]
  status
  prune --keep N [<app>]`;

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

/** How long the deploy waits for the address it checks. */
const ADDRESS_TIMEOUT_MS = 10_000;

/**
 * Why `url` may not be written for the app (null: it may). It must answer with the release's own
 * manifest (the deployment's copy, compared whole), or, going back to a remote's own server (no
 * release), with a manifest of that remote.
 */
async function addressProblem(url, { app, version, env = process.env }) {
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
  if (version === null) return served?.name === app ? null : `it serves no manifest of ${app}`;
  const own = await releases.readReleaseManifest(app, version, env);
  if (isDeepStrictEqual(served, own)) return null;
  const other = served?.metaData?.buildInfo?.buildVersion;
  return `it serves another manifest${typeof other === 'string' ? ` (of release ${other})` : ''}`;
}

const HOST = appNamed('host');

/** The host or a remote, by name. */
function deployableApp(name) {
  const app = appNamed(name);
  if (app !== HOST && !REMOTES.includes(app))
    throw new Error(
      `${name} is neither the host nor a remote (${REMOTES.map((r) => r.name).join(', ')})`,
    );
  return app;
}

/** The last switch of each app in the log: { app: entry }. */
function lastSwitches(log) {
  return Object.fromEntries(log.map((entry) => [releases.appOfEntry(entry), entry]));
}

/** The deployment as it stands: each remote's address, the log, and each app's last switch. */
async function deployedNow(env) {
  const hostname = env.PUBLIC_HOSTNAME || 'localhost';
  const served = {
    ...remotesManifest({ hostname, env }),
    ...(await releases.readDeployment(env)),
  };
  const log = await releases.readDeployLog(env);
  return { served, log, last: lastSwitches(log) };
}

/** The release record, or an Error listing the releases there are. */
async function recordOrRefusal(app, version, env) {
  const problem = releases.versionProblem(version);
  if (problem) throw new Error(problem);
  const record = await releases.readRecord(app.name, version, env);
  if (record) return record;
  const known = (await releases.listReleases(app.name, env)).map((r) => r.version);
  throw new Error(
    `No release ${version} of ${app.pkg}; released: ${known.length ? known.join(', ') : 'none'} (pnpm --filter ${app.pkg} release)`,
  );
}

/**
 * The gate of a remote's release: what it requires against the deployed host's published record
 * (else the checkout's host build, said in `from`). Returns { problems, from }.
 */
async function remoteGate(app, record, env) {
  const host = await releases.deployedHost(env);
  const problems = releases.compatibilityProblems(record.requires ?? {}, host.provides, {
    remote: `${app.pkg} ${record.version}`,
    host: 'the deployed host',
  });
  return { problems, from: host.from };
}

/**
 * The gate of a host's release: every remote deployed from a release must still run in it (what
 * each requires against what the new host provides).
 */
async function hostGate(record, last, env) {
  const problems = [];
  for (const remote of REMOTES) {
    const version = last[remote.name]?.toVersion;
    if (!version) continue;
    const deployed = await releases.readRecord(remote.name, version, env);
    if (!deployed) continue;
    problems.push(
      ...releases.compatibilityProblems(deployed.requires ?? {}, record.provides ?? {}, {
        remote: `${remote.pkg} ${version} (deployed)`,
        host: `host ${record.version}`,
      }),
    );
  }
  return { problems, from: 'the remotes deployed now' };
}

/**
 * Deploys a release of the host or a remote (or, rolling back, returns to what the last deploy
 * replaced), then logs who did it. A remote's deploy points remotes.json at the release; the
 * host's publishes its record (host.json), which the gate reads from then on. Holds the deploy
 * lock from reading the deployment to writing it. Returns what was done, for the message; throws
 * an Error saying why not.
 * @param {{ remote: string, version?: string|null, rollback?: boolean, force?: boolean, env?: object, onWait?: Function }} options
 */
async function deploy({
  remote: name,
  version = null,
  rollback = false,
  force = false,
  env = process.env,
  onWait,
}) {
  const app = deployableApp(name);
  const isHost = app === HOST;
  const by = deployer(env);
  return releases.withDeployLock(
    async () => {
      const { served, log, last } = await deployedNow(env);
      const hostRecord = isHost ? await releases.readHostRecord(env) : null;
      const current = isHost ? (hostRecord?.url ?? null) : served[app.name];
      const currentVersion = isHost
        ? (hostRecord?.version ?? null)
        : (last[app.name]?.toVersion ?? null);

      let targetVersion = version;
      if (rollback) {
        const target = releases.rollbackTarget(app.name, log);
        if (!target || (isHost && !target.version))
          throw new Error(`Nothing to roll back to: no deploy of ${app.name} to undo`);
        targetVersion = target.version;
      }

      let record = null;
      let checked = null;
      if (targetVersion !== null) record = await recordOrRefusal(app, targetVersion, env);
      if (isHost && !record.provides)
        throw new Error(`${app.pkg} ${targetVersion} has no "provides" in its record`);
      // A remote's rollback returns to what ran before; a host's is checked (remotes may be newer).
      if (record && (isHost || !rollback)) {
        const gate = isHost
          ? await hostGate(record, last, env)
          : await remoteGate(app, record, env);
        checked = gate.from;
        if (gate.problems.length && !force)
          throw new Error(
            isHost
              ? `Refused: ${app.pkg} ${targetVersion} does not provide what deployed remotes require:\n  ${gate.problems.join('\n  ')}\nRoll those remotes back, or deploy a host that provides them.`
              : `Refused: ${app.pkg} ${targetVersion} does not run in the deployed host (${gate.from}):\n  ${gate.problems.join('\n  ')}\nDeploy a host that provides them first.`,
          );
        if (gate.problems.length && force)
          console.warn(`Forced past the gate:\n  ${gate.problems.join('\n  ')}`);
      }

      const url =
        targetVersion === null
          ? releases.rollbackTarget(app.name, log).url
          : releases.releaseManifestUrl(app.name, targetVersion, env);
      const problem = await addressProblem(url, { app: app.name, version: targetVersion, env });
      if (problem)
        throw new Error(
          `Refused: ${url} is not ${targetVersion ? `${app.pkg} ${targetVersion}` : `${app.pkg} on its own server`}: ${problem}.\n` +
            `${isHost ? 'host.json' : 'remotes.json'} is unchanged. Does ${releases.deploymentUrl(env)} (LINGUADESK_DEPLOYMENT_URL, else PUBLIC_HOSTNAME and CDN_PORT) serve ${releases.openStore(env).location}?`,
        );

      const at = new Date().toISOString();
      if (isHost)
        await releases.publishHostRecord({ ...record, url, deployedAt: at, deployedBy: by }, env);
      else
        await releases.writeDeployment(
          { ...(await releases.readDeployment(env)), [app.name]: url },
          env,
        );
      await releases.appendDeployLog(
        {
          at,
          by,
          action: rollback ? 'rollback' : 'deploy',
          app: app.name,
          ...(isHost ? {} : { remote: app.name }),
          from: current,
          fromVersion: currentVersion,
          to: url,
          toVersion: targetVersion,
          ...(force ? { forced: true } : {}),
        },
        env,
      );
      return { remote: app.name, from: current, to: url, version: targetVersion, checked };
    },
    { by, env, onWait },
  );
}

/** The deployed release of an app and the one a rollback returns to (null: none). */
function deployedAndPrevious(name, log, last) {
  return {
    deployed: last[name]?.toVersion ?? null,
    previous: releases.rollbackTarget(name, log)?.version ?? null,
  };
}

const appsOf = (name) => (name ? [deployableApp(name)] : [HOST, ...REMOTES]);

/** `releases`: every release of each app, oldest first, marking the deployed and the previous. */
async function releasesReport({ remote = null, env = process.env } = {}) {
  const { log, last } = await deployedNow(env);
  const lines = [];
  for (const app of appsOf(remote)) {
    const { deployed, previous } = deployedAndPrevious(app.name, log, last);
    const nothing = app === HOST ? 'none published' : 'its own server';
    lines.push(`${app.pkg}${deployed ? '' : ` (deployed: ${nothing})`}`);
    const list = await releases.listReleases(app.name, env);
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

const switched = (entry) =>
  `${entry.action === 'rollback' ? 'rolled back' : 'deployed'} by ${entry.by ?? 'unknown'} at ${entry.at}${entry.forced ? ' (forced)' : ''}`;

/** `status`: the deployment, the host, then what each remote runs, deployed by whom and when. */
async function statusReport({ env = process.env } = {}) {
  const { served, last } = await deployedNow(env);
  const host = await releases.readHostRecord(env);
  const lines = [
    `deployment: ${releases.openStore(env).location} at ${releases.deploymentUrl(env)}`,
    host
      ? `host: ${host.version}  ${host.url}  ${last.host ? switched(last.host) : `deployed at ${host.deployedAt}`}`
      : 'host: none deployed (the gate checks against the host build, host/dist)',
  ];
  for (const app of REMOTES) {
    const entry = last[app.name];
    const release = entry?.toVersion ?? 'its own server';
    lines.push(
      `${app.pkg}: ${release}  ${served[app.name]}  ${entry ? switched(entry) : 'never deployed'}`,
    );
  }
  return lines.join('\n');
}

/**
 * `prune --keep N`: removes each app's releases but its N newest, the deployed one and the one a
 * rollback returns to. Returns the releases removed (`app/version`).
 */
async function prune({ keep, remote = null, env = process.env, onWait }) {
  const by = deployer(env);
  return releases.withDeployLock(
    async () => {
      const { log, last } = await deployedNow(env);
      const removed = [];
      for (const app of appsOf(remote)) {
        const { deployed, previous } = deployedAndPrevious(app.name, log, last);
        const list = await releases.listReleases(app.name, env);
        // Oldest first: all but the N newest, less the two a deployment may need.
        for (const record of list.slice(0, Math.max(0, list.length - keep))) {
          if (record.version === deployed || record.version === previous) continue;
          await releases.removeRelease(app.name, record.version, env);
          removed.push(`${app.name}/${record.version}`);
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
          (done.checked ? `Checked against ${done.checked}.\n` : '') +
          (done.remote === 'host'
            ? 'Remote deploys and CI check against this host from now on.'
            : 'Open browsers load it on their next visit to that remote.'),
      );
      break;
    }
    case 'releases':
      console.log(await releasesReport({ remote: options.remote, env }));
      break;
    case 'status':
      console.log(await statusReport({ env }));
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
