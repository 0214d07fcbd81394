// `pnpm start` / `pnpm dev`: builds the apps that are stale (or watches them with --dev), serves
// each app's static folder on its port (CORS for remotes, SPA fallback), starts the API with its
// embedded database and demo data, and tells the deployment files which ports are in use.
//
// `--build` only builds the apps that are stale, then exits (`pnpm build` is turbo's build of every
// app, from its cache when unchanged; the browser tests' start then finds nothing to build).
//
// LINGUADESK_REMOTES=people,groups (federation names, comma-separated): only those remotes are
// built, served and listed, for a team working on one area; unset, every remote that exists.
//
// LINGUADESK_UNSERVED=student (federation names, comma-separated): those remotes are built, listed
// in the host's remotes.json and allowed by the API's CORS like the others, but nothing is started
// on their ports. Whoever serves them there instead (the browser tests, which stop and restart
// remote-student's server) answers config.json too: under --dev it exists only in memory.
//
// The releases (`pnpm --filter <app> release`) are served side by side on CDN_PORT (3100), and the
// host's remotes.json is the deployment's: each remote's own port unless `node scripts/deploy.mjs`
// pointed it at a release (tooling/releases.cjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';
import { serveReleases } from './serve-releases.mjs';
import { findStale } from './stale.mjs';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { APPS, API, appNamed, portOf, apiUrl } = require('../tooling/apps.cjs');
const releases = require('../tooling/releases.cjs');

const dev = process.argv.includes('--dev');
const buildOnly = process.argv.includes('--build');
const hostname = process.env.PUBLIC_HOSTNAME || 'localhost';
const packageDir = (app) => path.join(root, app.pkg);
const origin = (app) => `http://${hostname}:${portOf(app)}`;

const chosenRemotes = (process.env.LINGUADESK_REMOTES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
  .map(appNamed);
const apps = APPS.filter(
  (app) =>
    fs.existsSync(path.join(packageDir(app), 'webpack.config.cjs')) &&
    (app.name === 'host' || chosenRemotes.length === 0 || chosenRemotes.includes(app)),
);
const host = apps.find((app) => app.name === 'host');
if (!host) throw new Error('host/ is missing');
const remotes = apps.filter((app) => app !== host);

const unserved = new Set(
  (process.env.LINGUADESK_UNSERVED ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(appNamed),
);
if (unserved.has(host)) throw new Error('LINGUADESK_UNSERVED: the host is always served');

// The deployment files: only remotes that exist are listed, so a missing one fails fast into
// its Retry panel instead of waiting on a closed port.
const API_URL = apiUrl({ hostname });
const CDN_URL = releases.cdnOrigin({ hostname });
// Origins a browser may preview a remote from (`?remote:groups=<manifest URL>`): the local CDN's
// releases, and those LINGUADESK_PREVIEW_ORIGINS lists (comma-separated, e.g. a branch's dev server).
const PREVIEW_ORIGINS = [
  CDN_URL,
  ...(process.env.LINGUADESK_PREVIEW_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      if (!URL.canParse(value))
        throw new Error(
          `LINGUADESK_PREVIEW_ORIGINS: "${value}" is not an origin (http://host:port)`,
        );
      return new URL(value).origin;
    }),
];
// The host's page reaches the API on its own origin (its server forwards /api/ and /auth/, as nginx
// does in the production layout): no preflight on a screen's way to its data. A remote alone on
// its port calls the API's own address, with CORS.
const API_UPSTREAM = `http://127.0.0.1:${portOf(API)}`;
const defaultRemotes = Object.fromEntries(
  remotes.map((r) => [r.name, `${origin(r)}/mf-manifest.json`]),
);
const runtimeFiles = (app) => ({
  'config.json': app === host ? { API_URL: origin(host), PREVIEW_ORIGINS } : { API_URL },
  // Read afresh for every request: `node scripts/deploy.mjs` edits the deployment's remotes.json
  // (releases/remotes.json) while this runs.
  ...(app === host ? { 'remotes.json': () => releases.servedRemotes(defaultRemotes) } : {}),
});

const distOf = (app) => path.join(packageDir(app), 'dist', ...(dev ? ['dev'] : []));

function writeRuntimeFiles(app) {
  const dist = distOf(app);
  for (const [file, content] of Object.entries(runtimeFiles(app))) {
    const value = typeof content === 'function' ? content() : content;
    fs.writeFileSync(path.join(dist, file), `${JSON.stringify(value, null, 2)}\n`);
  }
}

const webpack = createRequire(path.join(packageDir(host), 'package.json'))('webpack');
const configOf = (app, mode) => {
  const factory = require(path.join(packageDir(app), 'webpack.config.cjs'));
  return { ...factory({}, { mode }), devServer: undefined };
};

function build(toBuild) {
  if (toBuild.length === 0) return Promise.resolve();
  console.log(`Building ${toBuild.map((a) => a.pkg).join(', ')} (production)...`);
  const compiler = webpack(toBuild.map((app) => configOf(app, 'production')));
  compiler.options.parallelism = 1;
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: true }));
        return reject(new Error('Build failed'));
      }
      // No build has any today; one that appears is shown, not hidden.
      if (stats.hasWarnings()) {
        console.warn(stats.toString({ all: false, warnings: true, colors: true }));
      }
      resolve();
    });
  });
}

function watch(all) {
  console.log(`Watching ${all.map((a) => a.pkg).join(', ')} (development)...`);
  const compiler = webpack(all.map((app) => configOf(app, 'development')));
  compiler.options.parallelism = 1;
  let first = true;
  return new Promise((resolve) => {
    compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) console.error(error);
      else if (stats.hasErrors())
        console.error(stats.toString({ all: false, errors: true, colors: true }));
      else {
        if (stats.hasWarnings())
          console.warn(stats.toString({ all: false, warnings: true, colors: true }));
        if (!first) console.log(`Rebuilt at ${new Date().toLocaleTimeString()}`);
      }
      if (first) {
        first = false;
        resolve(compiler);
      }
    });
  });
}

function startApi() {
  if (!fs.existsSync(path.join(root, API.pkg, 'package.json'))) {
    console.warn('api/ is missing: starting without the API.');
    return null;
  }
  const env = {
    ...process.env,
    PORT: String(portOf(API)),
    APP_URL: origin(host),
    // The API's public address, for its page links: the host's origin, which forwards to it.
    API_URL: origin(host),
    // Where the forwarded requests come from, so the API reads the client's address from them.
    TRUST_PROXY: '127.0.0.1,::1',
    // Each remote's standalone page calls the API from its own origin; so do the pages of
    // LINGUADESK_EXTRA_ORIGINS (comma-separated: `pnpm bench:web --monolith`'s single bundle,
    // served on a port of its own).
    CORS_ORIGINS: [
      ...remotes.map(origin),
      ...(process.env.LINGUADESK_EXTRA_ORIGINS ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ].join(','),
  };
  // Its own process group: pnpm does not pass a signal on to the server it started, so stopping
  // signals the whole group.
  const [command, args] = pnpm(['--filter', API.pkg, dev ? 'dev' : 'start']);
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', detached: true });
  child.on('error', (error) => {
    console.error(`Could not start the API (${command}: ${error.message}).`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The API stopped (${signal ?? code}).`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
const servers = [];
let api = null;
let watcher = null;

function stopApi() {
  if (!api || api.exitCode !== null) return;
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // close() returns a Promise; the timer below ends the process whatever it does.
  servers.forEach((server) => server.close().catch(() => {}));
  watcher?.close(() => {});
  stopApi();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// The API runs in its own process group, so even a crash of this script must take it along.
process.on('exit', stopApi);

if (dev) {
  // The servers answer config.json and remotes.json from memory, so rebuilds need no rewrite.
  watcher = await watch(apps);
} else {
  await build(findStale(root, apps));
  if (buildOnly) process.exit(0);
  apps.forEach(writeRuntimeFiles);
}

for (const app of apps.filter((candidate) => !unserved.has(candidate))) {
  servers.push(
    await serveStatic({
      dir: distOf(app),
      port: portOf(app),
      files: runtimeFiles(app),
      ...(app === host ? { api: API_UPSTREAM } : {}),
    }),
  );
}
// The local CDN: the deployment's folder (every release side by side, its remotes.json, host.json).
servers.push(await serveReleases({ dir: releases.releasesDir(), port: portOf(releases.CDN) }));
api = startApi();

/** Resolves once the API answers /readyz (a first start migrates and seeds before it listens). */
async function apiReady() {
  for (;;) {
    try {
      const response = await fetch(`${API_URL}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
if (api) await apiReady();

console.log('\nLinguaDesk is running:');
for (const app of apps) {
  const note = unserved.has(app) ? ' (not served here: LINGUADESK_UNSERVED)' : '';
  console.log(`  ${app.pkg.padEnd(16)} ${origin(app)}${note}`);
}
console.log(`  ${'releases (CDN)'.padEnd(16)} ${CDN_URL}`);
if (api) console.log(`  ${'api'.padEnd(16)} ${API_URL} (and ${origin(host)}/api/)`);
const missing = APPS.filter((app) => !apps.includes(app));
if (missing.length) console.log(`  (not started: ${missing.map((a) => a.pkg).join(', ')})`);
console.log(`\nOpen ${origin(host)}\n`);
