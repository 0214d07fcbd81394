// `pnpm start:production`: the suite as a production deployment runs it, on this machine. nginx
// (Debian's package) is the one public origin: it serves the deployed host release (the one the
// deployment's host.json names), the deployment's remotes.json and releases
// (LINGUADESK_RELEASES_DIR) and each remote's build of this checkout,
// and proxies /api/ and /auth/ to the API, which runs with NODE_ENV=production as API_WORKERS=2
// processes on PostgreSQL (DATABASE_URL, its database created when missing) and Redis (REDIS_URL).
// Apps whose build is stale are built first (scripts/start.mjs --build), and the API is built and
// runs from its build (api/tools/build.ts, `node dist/server.cjs`); nothing is seeded. A
// deployment without a host gets this checkout's host build as a host release, deployed with
// `deploy.mjs deploy host`; a later `deploy host` (or rollback) switches what nginx serves.
//
// --temporary: the database is created for this run (it must not exist) and dropped at the end;
// the browser tests run the deployment this way (e2e/src/production.ts).
//
// Settings (environment): PRODUCTION_PORT (8080), PRODUCTION_DIR (.data/production: nginx's
// configuration, logs and temporary files, the JWT secret), LINGUADESK_RELEASES_DIR (the
// deployment; PRODUCTION_DIR/deployment), DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, JWT_SECRET,
// API_WORKERS, SEED (demo: an explicit opt-in to the demo centre), ACCESS_TTL, NGINX (the binary),
// PRODUCTION_API_PORT (the API's port on 127.0.0.1; a free one). See docs/operations.md,
// "Production-shaped deployment".
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderBytes } from './release.mjs';
import { findStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { APPS, REMOTES } = require('../tooling/apps.cjs');
const releases = require('../tooling/releases.cjs');
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');

const temporary = process.argv.includes('--temporary');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--temporary' && arg !== '--');
if (unknown.length) {
  console.error(`Unknown argument ${unknown[0]} (usage: production.mjs [--temporary])`);
  process.exit(1);
}

const port = Number(process.env.PRODUCTION_PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PRODUCTION_PORT must be a port number, not "${process.env.PRODUCTION_PORT}"`);
  process.exit(1);
}
const hostname = process.env.PUBLIC_HOSTNAME || 'localhost';
const origin = `http://${hostname}:${port}`;
const stateDir = path.resolve(process.env.PRODUCTION_DIR || path.join(root, '.data', 'production'));
const databaseUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/linguadesk_production';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

// The deploy scripts address the deployment with these: releases are served by this origin.
const deployEnv = {
  LINGUADESK_RELEASES_DIR: path.resolve(
    process.env.LINGUADESK_RELEASES_DIR || path.join(stateDir, 'deployment'),
  ),
  CDN_PORT: String(port),
  PUBLIC_HOSTNAME: hostname,
};
const deploymentDir = releases.releasesDir(deployEnv);

const distOf = (app) => path.join(root, app.pkg, 'dist');
const HOST = APPS.find((app) => app.name === 'host');
// nginx's root for the shell: a link to the folder of the host release that host.json names.
const hostLink = path.join(stateDir, 'host');
const remotes = REMOTES.filter((app) => fs.existsSync(path.join(root, app.pkg, 'package.json')));

/** The nginx binary: NGINX, else on the PATH, else Debian's /usr/sbin/nginx (not on a user's PATH). */
function nginxBinary() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ].filter(Boolean);
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error('nginx is not installed (apt-get install nginx), or set NGINX');
  return found;
}

/** A free port on the loopback interface, for the API behind nginx. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

/** Whether this machine has an IPv6 loopback (browsers and Node may try ::1 for localhost). */
function ipv6Loopback() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => server.close(() => resolve(true)));
  });
}

async function buildStale() {
  const stale = findStale(
    root,
    APPS.filter((app) => fs.existsSync(path.join(root, app.pkg, 'webpack.config.cjs'))),
  );
  if (stale.length === 0) return;
  const done = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build'], {
    cwd: root,
    // Every remote: this deployment lists them all, whatever a developer's shell narrows.
    env: { ...process.env, LINGUADESK_REMOTES: '' },
    stdio: 'inherit',
  });
  if (done.status !== 0) throw new Error('The build failed');
}

/** The API's build (api/tools/build.ts): what the API process runs. */
function buildApi() {
  const done = spawnSync(process.execPath, ['--import', 'tsx', 'tools/build.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
  });
  if (done.status !== 0) throw new Error('The API build failed');
}

/** A client of the server's maintenance database (CREATE and DROP DATABASE run outside it). */
async function maintenance(fn) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database when missing (with --temporary: creates it, and it must not exist). */
async function prepareDatabase() {
  if (!databaseName) throw new Error(`DATABASE_URL names no database: ${databaseUrl}`);
  await maintenance(async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName,
    ]);
    if (rowCount && temporary)
      throw new Error(`--temporary: the database ${databaseName} exists already`);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${quoted(databaseName)}`);
      console.log(`Created the database ${databaseName}`);
    }
  });
}

/** JWT_SECRET, else one generated once and kept (0600) in the state folder. */
function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(stateDir, 'jwt-secret');
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Lists every remote that remotes.json does not name yet at its build of this checkout, under the
 * deploy lock (a deploy may run meanwhile): a deploy then points it at a release.
 */
async function listRemotes() {
  const apps = path.join(stateDir, 'apps');
  fs.rmSync(apps, { recursive: true, force: true });
  fs.mkdirSync(apps, { recursive: true });
  for (const app of remotes) fs.symlinkSync(distOf(app), path.join(apps, app.name));
  await releases.withDeployLock(
    async () => {
      const deployed = await releases.readDeployment(deployEnv);
      const missing = remotes.filter((app) => !(app.name in deployed));
      if (missing.length === 0) return;
      const defaults = Object.fromEntries(
        missing.map((app) => [app.name, `${origin}/apps/${app.name}/mf-manifest.json`]),
      );
      await releases.writeDeployment({ ...defaults, ...deployed }, deployEnv);
    },
    { by: 'production.mjs', env: deployEnv },
  );
}

/** A git command's output in the checkout (null without git). */
const git = (args) => {
  const done = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return done.status === 0 ? done.stdout.trim() : null;
};

/**
 * Publishes the checkout's host build as a host release, with its record, as `pnpm --filter host
 * release` does after a build of its own (this one reuses the build). Named after the package's
 * version and the build's content, so one build is one release. Returns the version.
 */
async function publishHostBuild() {
  const dist = distOf(HOST);
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(`${path.relative(dist, file)}\0`).update(fs.readFileSync(file));
  const pkg = releases.readJson(path.join(root, HOST.pkg, 'package.json'));
  const version = `${pkg.version}-build-${hash.digest('hex').slice(0, 10)}`;
  if (await releases.releaseExists(HOST.name, version, deployEnv)) return version;

  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-host-'));
  try {
    fs.cpSync(dist, partial, { recursive: true });
    const manifest = path.join(partial, 'mf-manifest.json');
    const contracts = releases.contractsOf(releases.readJson(manifest));
    const record = {
      app: HOST.name,
      package: HOST.pkg,
      version,
      commit: git(['rev-parse', 'HEAD']) ?? 'unknown',
      // Files of the host, the shared packages or the tooling differed from the commit.
      dirty: git(['status', '--porcelain', '--', HOST.pkg, 'shared-*', 'tooling']) !== '',
      builtAt: fs.statSync(path.join(dist, 'mf-manifest.json')).mtime.toISOString(),
      requires: contracts.requires,
      provides: contracts.provides,
      ...folderBytes(partial),
    };
    fs.writeFileSync(path.join(partial, releases.RECORD), `${JSON.stringify(record, null, 2)}\n`);
    await releases.publishRelease(HOST.name, version, partial, deployEnv);
    console.log(`Released the host build as host ${version}`);
    return version;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** Points nginx's root for the shell at a host release: a new link renamed over the old one. */
function pointHostAt(version) {
  const target = releases.releaseDir(HOST.name, version, deployEnv);
  const link = fs.lstatSync(hostLink, { throwIfNoEntry: false });
  if (link?.isSymbolicLink() && fs.readlinkSync(hostLink) === target) return;
  const partial = `${hostLink}.${process.pid}.tmp`;
  fs.rmSync(partial, { force: true });
  fs.symlinkSync(target, partial);
  fs.renameSync(partial, hostLink);
  console.log(`nginx serves host ${version}`);
}

/** Follows host.json: a host deploy or rollback switches the shell nginx serves. */
function followDeployedHost() {
  const record = path.join(deploymentDir, releases.HOST_RECORD);
  fs.watchFile(record, { interval: 500 }, () => {
    releases
      .readHostRecord(deployEnv)
      .then((deployed) => deployed && pointHostAt(deployed.version))
      .catch((error) => console.error(`Could not follow ${record}: ${error.message}`));
  });
}

/** `node scripts/deploy.mjs deploy host <version>`, as an operator runs it. */
function deployHost(version) {
  const done = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'deploy.mjs'), 'deploy', HOST.name, version],
    { cwd: root, env: { ...process.env, ...deployEnv }, stdio: 'inherit' },
  );
  if (done.status !== 0) throw new Error(`The deploy of host ${version} failed`);
}

/**
 * The load_module line of nginx's brotli static module when this nginx has it (Debian:
 * libnginx-mod-http-brotli-static), else null: scripts then go out as their .gz.
 */
function brotliModule(nginx) {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const modules = /--modules-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  const file = modules && path.join(modules, 'ngx_http_brotli_static_module.so');
  return file && fs.existsSync(file) ? `load_module ${file};` : null;
}

async function nginxConfig(nginx, apiPort) {
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const brotli = brotliModule(nginx);
  const listen = [`127.0.0.1:${port}`, ...((await ipv6Loopback()) ? [`[::1]:${port}`] : [])];
  const values = {
    // A master started by root hands requests to workers of that user, not to nobody, who may
    // not read the checkout or a temporary folder.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    MODULES: brotli ?? '',
    BROTLI: brotli ? '    brotli_static on;' : '',
    STATE_DIR: stateDir,
    LISTEN: listen.map((address) => `        listen ${address};`).join('\n'),
    SERVER_NAME: hostname,
    HOST_DIR: hostLink,
    DEPLOYMENT_DIR: deploymentDir,
    APPS_DIR: path.join(stateDir, 'apps'),
    APPS: APPS.map((app) => app.name).join('|'),
    API_ADDRESS: `127.0.0.1:${apiPort}`,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: unknown ${match}`);
    return values[name];
  });
}

const children = [];
let stopping = false;
// Set once the database exists: only then may --temporary drop it.
let databaseReady = false;

function startChild(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('error', (error) => {
    console.error(`Could not start ${name} (${error.message}).`);
    void stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}).`);
      void stop(1);
    }
  });
  children.push({ name, child });
  return child;
}

/** Resolves once `url` answers 2xx; rejects when `child` ends first. */
async function answers(url, child) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`it ended before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // nginx stops gracefully on SIGQUIT; the API's primary passes SIGTERM on to its workers.
  for (const { name, child } of children) {
    if (child.exitCode === null && child.signalCode === null)
      child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  }
  const timer = setTimeout(() => {
    for (const { child } of children) child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(children.map(({ child }) => exited(child)));
  clearTimeout(timer);
  if (temporary && databaseReady) {
    try {
      await maintenance((client) =>
        client.query(`DROP DATABASE IF EXISTS ${quoted(databaseName)} WITH (FORCE)`),
      );
    } catch (error) {
      console.error(`Could not drop the database ${databaseName}: ${error.message}`);
      code ||= 1;
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Even a crash of this script takes nginx and the API along.
process.on('exit', () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
});

try {
  const nginx = nginxBinary();
  await buildStale();
  buildApi();
  for (const dir of ['logs', 'temp', 'public'])
    fs.mkdirSync(path.join(stateDir, dir), { recursive: true });
  fs.mkdirSync(deploymentDir, { recursive: true });
  await prepareDatabase();
  databaseReady = true;
  await listRemotes();
  // The deployed host, else this checkout's build released and deployed once nginx serves it.
  const deployedHost = await releases.readHostRecord(deployEnv);
  const hostToDeploy = deployedHost ? null : await publishHostBuild();
  pointHostAt(deployedHost?.version ?? hostToDeploy);
  fs.writeFileSync(
    path.join(stateDir, 'public', 'config.json'),
    `${JSON.stringify({ API_URL: origin, PREVIEW_ORIGINS: [origin] }, null, 2)}\n`,
  );

  const apiPort = Number(process.env.PRODUCTION_API_PORT) || (await freePort());
  const redisPrefix = process.env.REDIS_KEY_PREFIX || `linguadesk:${databaseName}:rl:`;
  const api = startChild('The API', process.execPath, ['dist/server.cjs'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      API_WORKERS: process.env.API_WORKERS || '2',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      JWT_SECRET: jwtSecret(),
      // nginx is the one proxy in front: the client's address is the one it adds.
      TRUST_PROXY: '1',
      APP_URL: origin,
      API_URL: origin,
      CORS_ORIGINS: origin,
    },
  });
  await answers(`http://127.0.0.1:${apiPort}/readyz`, api).catch((error) => {
    throw new Error(`The API did not start: ${error.message}`);
  });

  fs.writeFileSync(path.join(stateDir, 'nginx.conf'), await nginxConfig(nginx, apiPort));
  const nginxProcess = startChild(
    'nginx',
    nginx,
    [
      '-p',
      stateDir,
      '-e',
      path.join(stateDir, 'logs', 'error.log'),
      '-c',
      path.join(stateDir, 'nginx.conf'),
      '-g',
      'daemon off;',
    ],
    { cwd: stateDir },
  );
  await answers(`http://127.0.0.1:${port}/config.json`, nginxProcess).catch((error) => {
    const log = path.join(stateDir, 'logs', 'error.log');
    const tail = fs.existsSync(log)
      ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-5)
      : [];
    throw new Error(`nginx did not start: ${error.message}\n${tail.join('\n')}`);
  });
  // The deploy checks the release's address, which nginx serves from now on.
  if (hostToDeploy) deployHost(hostToDeploy);
  followDeployedHost();

  // A DATABASE_URL of the caller's may hold a password: the command names the variable instead.
  const shownDatabaseUrl = process.env.DATABASE_URL ? '"$DATABASE_URL"' : databaseUrl;
  const env = Object.entries(deployEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.log(`
LinguaDesk (production-shaped) is running:
  public origin    ${origin} (nginx; logs in ${path.join(stateDir, 'logs')})
  api              127.0.0.1:${apiPort} behind it, ${process.env.API_WORKERS || 2} workers, NODE_ENV=production
  database         ${databaseName} on ${new URL(databaseUrl).host}; Redis ${new URL(redisUrl).host} (${redisPrefix})
  deployment       ${deploymentDir}
  host             ${(await releases.readHostRecord(deployEnv)).version} (the deployed release nginx serves)

Nothing is seeded. The first administrator:
  (cd api && DATABASE_URL=${shownDatabaseUrl} node dist/create-admin.cjs --email you@your-centre.example)
Release and deploy a remote (or the host) to it:
  (cd remote-calls && ${env} node ../scripts/release.mjs --tag my-1)
  ${env} node scripts/deploy.mjs deploy calls my-1

Open ${origin}
`);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
