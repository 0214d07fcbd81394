// Immutable releases and the deployment (docs/feature-teams.md, "Release" and "Deploy").
//
// A deployment is a place: a store (tooling/deployment/, LINGUADESK_DEPLOYMENT; by default the
// checkout's releases/ folder) that a web server publishes at a base URL (LINGUADESK_DEPLOYMENT_URL;
// by default the local CDN, http://PUBLIC_HOSTNAME:CDN_PORT). It holds, by key:
//
//   <app>/<version>/...      every app's releases (the host's too), never rewritten; a release
//                            exists once its folder is there whole, release.json its record
//   remotes.json             the remotes a deploy has pointed at a release (the one file a remote
//                            deploy rewrites, whole)
//   host.json                the deployed host's published record: what it provides, which the
//                            gate of a remote deploy and of CI reads
//   deploy-log.jsonl         every switch, with who and when (a rollback reads it back); private
//   deploy.lock              the deploy under way, one at a time; private
const { randomUUID } = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createRequire } = require('module');
const { portOf } = require('./apps.cjs');
const {
  CONTRACT_PACKAGES,
  contractProblems,
  contractsOf,
  isContractKey,
} = require('./contract.cjs');
const { openStore } = require('./deployment/index.cjs');

const WORKSPACE_DIR = path.join(__dirname, '..');
const RECORD = 'release.json';
const DEPLOYMENT_FILE = 'remotes.json';
const HOST_RECORD = 'host.json';
const DEPLOY_LOG = 'deploy-log.jsonl';
const DEPLOY_LOCK = 'deploy.lock';
/** The keys of the deployment's top that are served no-cache; every other top key is private. */
const PUBLIC_RECORDS = [DEPLOYMENT_FILE, HOST_RECORD];
const CDN = { name: 'cdn', pkg: 'releases', port: 3100, portEnv: 'CDN_PORT' };

// The check itself is tooling/contract.cjs, shared with the shell; versions are compared with the
// Module Federation runtime's own `satisfy`, the one that decides in the browser, resolved from the
// host.
const { satisfy } = createRequire(path.join(WORKSPACE_DIR, 'host', 'package.json'))(
  '@module-federation/enhanced/runtime',
);

/** The deployment's local folder; an Error when the deployment is not one (an object store). */
function releasesDir(env = process.env) {
  const store = openStore(env);
  if (store.kind !== 'filesystem')
    throw new Error(`The deployment ${store.location} is not a folder of this machine`);
  return store.dir;
}

const releaseDir = (app, version, env) => path.join(releasesDir(env), app, version);

/** A version is one path segment of letters, digits, dots, dashes and underscores. */
function versionProblem(version) {
  if (typeof version !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z._-]*$/.test(version))
    return `"${version}" is not a version name (letters, digits, ".", "-" and "_")`;
  return null;
}

function cdnOrigin({ hostname = 'localhost', env = process.env } = {}) {
  return `http://${hostname}:${portOf(CDN, env)}`;
}

/** The deployment's public base URL, without a trailing slash. */
function deploymentUrl(env = process.env) {
  const base =
    env.LINGUADESK_DEPLOYMENT_URL ||
    cdnOrigin({ hostname: env.PUBLIC_HOSTNAME || 'localhost', env });
  return base.replace(/\/+$/, '');
}

/** The public URL of a release's manifest. */
function releaseManifestUrl(app, version, env = process.env) {
  return `${deploymentUrl(env)}/${app}/${version}/mf-manifest.json`;
}

/**
 * Every requirement the host does not satisfy, as sentences naming the package and both versions
 * (none: compatible).
 */
function compatibilityProblems(
  requires,
  provides,
  { remote = 'the remote', host = 'the host' } = {},
) {
  return contractProblems(requires, provides, satisfy).map(
    ({ name, required, provided }) =>
      `${remote} requires ${name} ${required}; ${host} provides ${provided ?? 'none'}`,
  );
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A JSON object of the store, or null when there is none. */
async function readStored(key, env) {
  const found = await openStore(env).read(key);
  return found ? JSON.parse(found.body.toString('utf8')) : null;
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The record of a release, or null when there is no such release. */
function readRecord(app, version, env) {
  return readStored(`${app}/${version}/${RECORD}`, env);
}

/** A release's own manifest (null when it has none). */
function readReleaseManifest(app, version, env) {
  return readStored(`${app}/${version}/mf-manifest.json`, env);
}

/** Every release of an app, oldest first. */
async function listReleases(app, env) {
  const store = openStore(env);
  const records = await Promise.all(
    (await store.list(app)).map((version) => readRecord(app, version, env)),
  );
  return records.filter(Boolean).sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

/** Whether a version of the app exists in the deployment, whole or not. */
async function releaseExists(app, version, env) {
  return (await openStore(env).list(app)).includes(version);
}

/** Publishes a built folder as a release: whole or not at all, never over an existing one. */
function publishRelease(app, version, localDir, env) {
  return openStore(env).writeFolder(`${app}/${version}`, localDir);
}

function removeRelease(app, version, env) {
  return openStore(env).removeFolder(`${app}/${version}`);
}

/** The deployment's remotes.json entries (only what a deploy has set), {} before any deploy. */
async function readDeployment(env) {
  const content = await readStored(DEPLOYMENT_FILE, env);
  return content && typeof content === 'object' ? content : {};
}

/** Writes remotes.json whole (the store replaces it at once: a reader never sees half of it). */
async function writeDeployment(entries, env) {
  await openStore(env).write(DEPLOYMENT_FILE, json(entries));
}

/**
 * The remotes.json `pnpm start`'s host serves: each remote's own port, unless a deploy says
 * otherwise. Synchronous, read afresh on each request, from the deployment's local folder.
 */
function servedRemotes(defaults, env) {
  const file = path.join(releasesDir(env), DEPLOYMENT_FILE);
  const content = fs.existsSync(file) ? readJson(file) : {};
  return { ...defaults, ...(content && typeof content === 'object' ? content : {}) };
}

/** The deployed host's published record, or null when no host was deployed there. */
function readHostRecord(env) {
  return readStored(HOST_RECORD, env);
}

function publishHostRecord(record, env) {
  return openStore(env).write(HOST_RECORD, json(record));
}

/**
 * The deployed host's record as its deployment serves it (`<base URL>/host.json`), for CI, which
 * reads the deployment and never writes it. Null when the deployment publishes none (404).
 */
async function fetchHostRecord(baseUrl, { timeoutMs = 10_000 } = {}) {
  const url = `${baseUrl.replace(/\/+$/, '')}/${HOST_RECORD}`;
  let response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`Cannot read ${url}: ${error.cause?.code ?? error.message}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Cannot read ${url}: it answers ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`Cannot read ${url}: it is not JSON`);
  }
}

/**
 * What the gate checks a remote against: the deployed host's published record, else (no host
 * deployed yet) the host build of the checkout, LINGUADESK_HOST_BUILD or host/dist, which
 * `pnpm start` serves. `{ provides, record, from }`: `from` says which, for the messages.
 */
async function deployedHost(env = process.env) {
  const record = await readHostRecord(env);
  if (record) {
    const by = record.deployedBy ? ` by ${record.deployedBy}` : '';
    return {
      provides: record.provides ?? {},
      record,
      from: `host ${record.version}, deployed${by} at ${record.deployedAt}`,
    };
  }
  const dir = path.resolve(env.LINGUADESK_HOST_BUILD || path.join(WORKSPACE_DIR, 'host', 'dist'));
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(
      `No host deployed in ${openStore(env).location} (node scripts/deploy.mjs deploy host <version>) and no host build in ${dir} to check against`,
    );
  return {
    provides: contractsOf(readJson(file)).provides,
    record: null,
    from: `no host deployed in ${openStore(env).location}: the host build in ${dir}`,
  };
}

async function readDeployLog(env) {
  const found = await openStore(env).read(DEPLOY_LOG);
  if (!found) return [];
  return found.body
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function appendDeployLog(entry, env) {
  return openStore(env).append(DEPLOY_LOG, `${JSON.stringify(entry)}\n`);
}

/** The app a log entry switched (entries of remotes also say `remote`). */
const appOfEntry = (entry) => entry.app ?? entry.remote;

/** Whether a process of this machine runs with that pid. */
function processRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** A lock older than this is taken over even when its holder cannot be asked (another machine). */
const LOCK_STALE_MS = 10 * 60_000;

/** Whether a lock's holder is gone: its process ended on this machine, or it is far too old. */
function lockIsStale(holder) {
  const here = !holder.host || holder.host === os.hostname();
  if (here && Number.isInteger(holder.pid) && !processRuns(holder.pid)) return true;
  const since = Date.parse(holder.since);
  return Number.isFinite(since) && Date.now() - since > LOCK_STALE_MS;
}

const parseLock = (found) => {
  try {
    return JSON.parse(found.body.toString('utf8'));
  } catch {
    // Half written by its holder right now, or garbage: its holder is unknown.
    return { pid: null };
  }
};

/**
 * Runs `work` holding the deployment's deploy.lock, created only if absent, naming its holder
 * (pid, machine, who, since when). A lock held by a live deploy is waited for (`onWait` is told
 * once, with its content) up to `waitMs`, then the deploy fails saying who holds it; a lock whose
 * process has ended (or older than ten minutes) is taken over.
 */
async function withDeployLock(work, { by, env, waitMs = 60_000, onWait = () => {} } = {}) {
  const store = openStore(env);
  const token = randomUUID();
  const mine = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    by,
    since: new Date().toISOString(),
    token,
  });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    if (await store.create(DEPLOY_LOCK, mine)) break;
    const found = await store.read(DEPLOY_LOCK);
    if (!found) continue;
    const holder = parseLock(found);
    if (lockIsStale(holder)) {
      // Its deploy ended without removing it (killed): take it over, unless another did first.
      await store.remove(DEPLOY_LOCK, { ifMatch: found.etag });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Another deploy holds ${store.location}/${DEPLOY_LOCK} (${JSON.stringify(holder)}); try again once it ends, or remove it if its process is gone.`,
      );
    if (!told) onWait(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await work();
  } finally {
    const found = await store.read(DEPLOY_LOCK);
    if (found && parseLock(found).token === token)
      await store.remove(DEPLOY_LOCK, { ifMatch: found.etag });
  }
}

/**
 * Where a rollback of an app returns: the switches of the log replayed as a stack (a deploy
 * pushes what it replaced, a rollback pops it). Null when there is nothing to return to.
 */
function rollbackTarget(app, log) {
  const stack = [];
  for (const entry of log) {
    if (appOfEntry(entry) !== app) continue;
    if (entry.action === 'deploy') stack.push({ url: entry.from, version: entry.fromVersion });
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack.at(-1) ?? null;
}

module.exports = {
  CDN,
  CONTRACT_PACKAGES,
  DEPLOY_LOCK,
  DEPLOY_LOG,
  DEPLOYMENT_FILE,
  HOST_RECORD,
  PUBLIC_RECORDS,
  RECORD,
  appOfEntry,
  appendDeployLog,
  cdnOrigin,
  compatibilityProblems,
  contractsOf,
  deployedHost,
  deploymentUrl,
  fetchHostRecord,
  isContractKey,
  listReleases,
  openStore,
  publishHostRecord,
  publishRelease,
  readDeployLog,
  readDeployment,
  readHostRecord,
  readJson,
  readRecord,
  readReleaseManifest,
  releaseDir,
  releaseExists,
  releaseManifestUrl,
  releasesDir,
  removeRelease,
  rollbackTarget,
  servedRemotes,
  versionProblem,
  withDeployLock,
  writeDeployment,
};
