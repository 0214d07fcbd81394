// Immutable releases and the deployment's remotes.json (README, "For feature teams").
//
// - releases/<app>/<version>/ holds one build, never rewritten; its release.json is the release
//   record (app, version, commit, the shared singletons it requires and, for the host, provides,
//   build time, bytes).
// - releases/remotes.json is the deployment's one mutable file: the remotes it names there replace
//   the addresses `pnpm start` would list (each remote's own port). `node scripts/deploy.mjs` edits it
//   after the compatibility gate, and appends each switch to releases/deploy-log.jsonl (who, what,
//   when), which a rollback reads back. releases/deploy.lock (the pid of the deploy holding it)
//   makes one deploy at a time edit them.
// - The folder is served side by side by the local CDN (CDN_PORT, 3100): a release's manifest is
//   http://localhost:3100/<app>/<version>/mf-manifest.json.
// LINGUADESK_RELEASES_DIR moves the whole folder (the browser tests use a temporary one).
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const { portOf } = require('./apps.cjs');
const {
  CONTRACT_PACKAGES,
  contractProblems,
  contractsOf,
  isContractKey,
} = require('./contract.cjs');

const WORKSPACE_DIR = path.join(__dirname, '..');
const RECORD = 'release.json';
const DEPLOYMENT_FILE = 'remotes.json';
const DEPLOY_LOG = 'deploy-log.jsonl';
const DEPLOY_LOCK = 'deploy.lock';
const CDN = { name: 'cdn', pkg: 'releases', port: 3100, portEnv: 'CDN_PORT' };

// The check itself is tooling/contract.cjs, shared with the shell; versions are compared with the
// Module Federation runtime's own `satisfy`, the one that decides in the browser, resolved from the
// host.
const { satisfy } = createRequire(path.join(WORKSPACE_DIR, 'host', 'package.json'))(
  '@module-federation/enhanced/runtime',
);

const releasesDir = (env = process.env) =>
  path.resolve(env.LINGUADESK_RELEASES_DIR || path.join(WORKSPACE_DIR, 'releases'));

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

/** The manifest URL of a release on the local CDN. */
function releaseManifestUrl(app, version, options) {
  return `${cdnOrigin(options)}/${app}/${version}/mf-manifest.json`;
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

/** The record of a release, or null when there is no such release. */
function readRecord(app, version, env) {
  const file = path.join(releaseDir(app, version, env), RECORD);
  return fs.existsSync(file) ? readJson(file) : null;
}

/** Every release of an app, oldest first. */
function listReleases(app, env) {
  const dir = path.join(releasesDir(env), app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((version) => readRecord(app, version, env))
    .filter(Boolean)
    .sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

/** The deployment's remotes.json entries (only what a deploy has set), {} before any deploy. */
function readDeployment(env) {
  const file = path.join(releasesDir(env), DEPLOYMENT_FILE);
  if (!fs.existsSync(file)) return {};
  const content = readJson(file);
  return content && typeof content === 'object' ? content : {};
}

/** Writes remotes.json whole, through a temporary file: a reader never sees half of it. */
function writeDeployment(entries, env) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DEPLOYMENT_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(entries, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** The remotes.json the host is served: each remote's own port, unless a deploy says otherwise. */
function servedRemotes(defaults, env) {
  return { ...defaults, ...readDeployment(env) };
}

function readDeployLog(env) {
  const file = path.join(releasesDir(env), DEPLOY_LOG);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function appendDeployLog(entry, env) {
  fs.mkdirSync(releasesDir(env), { recursive: true });
  fs.appendFileSync(path.join(releasesDir(env), DEPLOY_LOG), `${JSON.stringify(entry)}\n`);
}

/** Whether a process of this machine runs with that pid. */
function processRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The lock's content, or null when nobody holds it (or it vanished while read). */
function readLock(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    // Half written by its holder right now, or garbage: its holder is unknown.
    return { pid: null };
  }
}

/**
 * Runs `work` holding releases/deploy.lock, a file created exclusively with the holder's pid, who
 * and since when. A lock held by a live process is waited for (`onWait` is told once, with its
 * content) up to `waitMs`, then the deploy fails saying who holds it; a lock whose process has
 * ended is taken over.
 */
async function withDeployLock(work, { by, env, waitMs = 60_000, onWait = () => {} } = {}) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DEPLOY_LOCK);
  const mine = JSON.stringify({ pid: process.pid, by, since: new Date().toISOString() });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (holder && Number.isInteger(holder.pid) && !processRuns(holder.pid)) {
      // Its deploy ended without removing it (killed): take it over, unless another did first.
      if (readLock(file)?.pid === holder.pid) fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Another deploy holds ${file} (${JSON.stringify(holder)}); try again once it ends, or remove the file if its process is gone.`,
      );
    if (!told && holder) onWait(holder);
    told ||= !!holder;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await work();
  } finally {
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  }
}

/**
 * Where a rollback of a remote returns: the switches of the log replayed as a stack (a deploy
 * pushes what it replaced, a rollback pops it). Null when there is nothing to return to.
 */
function rollbackTarget(remote, log) {
  const stack = [];
  for (const entry of log) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'deploy') stack.push({ url: entry.from, version: entry.fromVersion });
    else if (entry.action === 'rollback') stack.pop();
  }
  return stack.at(-1) ?? null;
}

module.exports = {
  CDN,
  DEPLOY_LOCK,
  CONTRACT_PACKAGES,
  RECORD,
  isContractKey,
  appendDeployLog,
  cdnOrigin,
  compatibilityProblems,
  contractsOf,
  listReleases,
  readDeployLog,
  readDeployment,
  readJson,
  readRecord,
  releaseDir,
  releaseManifestUrl,
  releasesDir,
  rollbackTarget,
  servedRemotes,
  versionProblem,
  withDeployLock,
  writeDeployment,
};
