// Releases and deploys (tooling/releases.cjs, scripts/release.mjs, scripts/deploy.mjs,
// scripts/check-contracts.mjs), each against a temporary releases folder and host build. The real
// build of a release runs in the browser journey (e2e/tests/releases.spec.ts).
import assert from 'node:assert/strict';
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { serveStatic } from '../static-server.mjs';
import { serveReleases } from '../serve-releases.mjs';
import { folderBytes, parseReleaseArgs, release } from '../release.mjs';
import { deployer, parseDeployArgs } from '../deploy.mjs';
import { sourceProvides, sourceRequires } from '../check-contracts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const releases = require('../../tooling/releases.cjs');
const { REMOTES, appNamed, portOf } = require('../../tooling/apps.cjs');

const HOST_PROVIDES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'shared-auth': '0.4.0',
  'shared-ui': '0.5.0',
};

let work;
let env;

/** Runs a script with node in the test's environment: { code, stdout, stderr }. */
function run(script, args, cwd = root, extraEnv = {}) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', script), ...args],
      { cwd, env: { ...process.env, ...env, ...extraEnv } },
      (error, stdout, stderr) =>
        resolve({ code: error ? error.code : 0, stdout: String(stdout), stderr: String(stderr) }),
    );
  });
}

/** Starts a script with node in the test's environment: the child and its end, { code, stderr }. */
function start(script, args) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ended = new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
  /** Resolves once the script has written `text` to stderr. */
  const said = (text) =>
    new Promise((resolve) => {
      const check = () => {
        if (!stderr.includes(text)) return;
        child.stderr.off('data', check);
        resolve();
      };
      child.stderr.on('data', check);
      check();
    });
  return { child, ended, said };
}

/** A manifest as a build names itself in it (the rest is what the gate reads of the record). */
const fakeManifest = (app, version) => ({
  id: app,
  name: app,
  metaData: { buildInfo: { buildVersion: version, buildName: app } },
  shared: [],
});

/**
 * A release folder with its record and manifest (no build: the deploy reads no more); `more` adds
 * to the record (a host's `provides`).
 */
function fakeRelease(app, version, requires, builtAt = new Date().toISOString(), more = {}) {
  const dir = releases.releaseDir(app, version, env);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, releases.RECORD),
    JSON.stringify({ app, version, commit: 'abc', builtAt, requires, ...more }),
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(fakeManifest(app, version)));
}

/** A release of the host, providing those versions. */
const fakeHostRelease = (version, provides) =>
  fakeRelease('host', version, {}, new Date().toISOString(), { provides });

/** The deployment's published host record (host.json), null when none. */
function hostRecord() {
  const file = path.join(env.LINGUADESK_RELEASES_DIR, 'host.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

const deployed = () =>
  JSON.parse(fs.readFileSync(path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json'), 'utf8'));

/** The deployed host's build, as far as the gate reads it: the versions its manifest shares. */
function writeHostBuild(provides) {
  fs.writeFileSync(
    path.join(env.LINGUADESK_HOST_BUILD, 'mf-manifest.json'),
    JSON.stringify({
      shared: Object.entries(provides).map(([name, version]) => ({
        name,
        version,
        requiredVersion: version,
      })),
    }),
  );
}

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-releases-'));
  const hostBuild = path.join(work, 'host-build');
  fs.mkdirSync(hostBuild);
  env = {
    LINGUADESK_RELEASES_DIR: path.join(work, 'releases'),
    LINGUADESK_HOST_BUILD: hostBuild,
    PUBLIC_HOSTNAME: 'localhost',
    // Never the deployment of the shell running the tests.
    LINGUADESK_DEPLOYMENT: '',
    LINGUADESK_DEPLOYMENT_URL: '',
  };
  writeHostBuild(HOST_PROVIDES);
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('node scripts/deploy.mjs deploy and rollback', () => {
  // The CDN serving the releases, and remote-groups' own server (where a deployment starts).
  let servers;
  let cdn;
  let own;
  beforeEach(async () => {
    fs.mkdirSync(env.LINGUADESK_RELEASES_DIR, { recursive: true });
    const ownDir = path.join(work, 'groups-own');
    fs.mkdirSync(ownDir);
    fs.writeFileSync(
      path.join(ownDir, 'mf-manifest.json'),
      JSON.stringify(fakeManifest('groups', '0.1.0')),
    );
    // The CDN is the local deployment's own server, as under pnpm start.
    servers = await Promise.all([
      serveReleases({ dir: env.LINGUADESK_RELEASES_DIR, port: 0 }),
      serveStatic({ dir: ownDir, port: 0 }),
    ]);
    [env.CDN_PORT, env.GROUPS_PORT] = servers.map((server) => String(server.server.address().port));
    cdn = `http://localhost:${env.CDN_PORT}`;
    own = `http://localhost:${env.GROUPS_PORT}`;
  });
  afterEach(() => Promise.all(servers.map((server) => server.close())));

  it('refuses a release that needs a newer shared-ui than the deployed host, naming both versions', async () => {
    fakeRelease('groups', '0.2.0-new', { react: '19.3.1', 'shared-ui': '^0.6.0' });

    const result = await run('deploy.mjs', ['deploy', 'groups', '0.2.0-new']);

    assert.equal(result.code, 1);
    assert.match(
      result.stderr,
      /remote-groups 0\.2\.0-new requires shared-ui \^0\.6\.0; the deployed host provides 0\.5\.0/,
    );
    assert.equal(fs.existsSync(path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json')), false);
  });

  it('switches remotes.json to a compatible release on the CDN, and rolls back step by step', async () => {
    fakeRelease('groups', 'a', { react: '19.3.1', 'shared-ui': '^0.5.0' });
    fakeRelease('groups', 'b', { 'react-dom': '19.3.1', 'shared-auth': '^0.4.0' });

    const first = await run('deploy.mjs', ['deploy', 'groups', 'a']);
    assert.equal(first.code, 0, first.stderr);
    assert.ok(first.stdout.startsWith(`groups: ${own}/mf-manifest.json -> ${cdn}/groups/a/`));
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'b'])).code, 0);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/b/mf-manifest.json` });

    assert.equal((await run('deploy.mjs', ['rollback', 'groups'])).code, 0);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
    assert.equal((await run('deploy.mjs', ['rollback', 'groups'])).code, 0);
    // Back to the remote's own server, where the deployment started.
    assert.deepEqual(deployed(), { groups: `${own}/mf-manifest.json` });

    const none = await run('deploy.mjs', ['rollback', 'groups']);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /Nothing to roll back to: no deploy of groups to undo/);
    const log = (await releases.readDeployLog(env)).map((entry) => [entry.action, entry.toVersion]);
    assert.deepEqual(log, [
      ['deploy', 'a'],
      ['deploy', 'b'],
      ['rollback', 'a'],
      ['rollback', null],
    ]);
  });

  it('keeps every remote deployable after a patch upgrade of the deployed host', async () => {
    // Releases record the catalog's pinned versions of the third-party singletons.
    const pinned = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      zustand: '5.1.0',
      '@tanstack/react-query': '5.108.0',
      'shared-ui': '^0.5.0',
      'shared-auth': '^0.4.0',
    };
    fakeHostRelease('h1', {
      ...HOST_PROVIDES,
      zustand: '5.1.0',
      '@tanstack/react-query': '5.108.0',
    });
    fakeHostRelease('h2', {
      ...HOST_PROVIDES,
      react: '19.3.2',
      'react-dom': '19.3.2',
      zustand: '5.1.1',
      '@tanstack/react-query': '5.108.1',
    });
    for (const remote of ['groups', 'calls']) {
      fakeRelease(remote, 'a', pinned);
      fakeRelease(remote, 'b', { ...pinned, react: '^19.3.0' });
    }
    assert.equal((await run('deploy.mjs', ['deploy', 'host', 'h1'])).code, 0);
    for (const remote of ['groups', 'calls'])
      assert.equal((await run('deploy.mjs', ['deploy', remote, 'a'])).code, 0);

    // The patched host passes its own gate: every deployed remote still runs in it...
    const host = await run('deploy.mjs', ['deploy', 'host', 'h2']);
    assert.equal(host.code, 0, host.stderr);
    assert.equal(hostRecord().provides.react, '19.3.2');
    // ...and every release, the deployed ones as much as the next ones, passes the remote gate.
    for (const remote of ['groups', 'calls'])
      for (const version of ['a', 'b']) {
        const result = await run('deploy.mjs', ['deploy', remote, version]);
        assert.equal(result.code, 0, result.stderr);
        assert.match(result.stdout, /Checked against host h2, deployed by .* at /);
      }
    assert.deepEqual(deployed(), {
      groups: `${cdn}/groups/b/mf-manifest.json`,
      calls: `${cdn}/calls/b/mf-manifest.json`,
    });
  });

  it("publishes the host's record on a host deploy, and the gate reads it instead of the host build", async () => {
    fakeRelease('groups', 'needs-0.6', { 'shared-ui': '^0.6.0' });
    fakeHostRelease('h6', { ...HOST_PROVIDES, 'shared-ui': '0.6.1' });

    // No host deployed: the host build of the checkout, saying so.
    const before = await run('deploy.mjs', ['deploy', 'groups', 'needs-0.6']);
    assert.equal(before.code, 1);
    assert.ok(
      before.stderr.includes(
        `does not run in the deployed host (no host deployed in ${env.LINGUADESK_RELEASES_DIR}: the host build in ${env.LINGUADESK_HOST_BUILD})`,
      ),
      before.stderr,
    );
    assert.match(before.stderr, /requires shared-ui \^0\.6\.0; the deployed host provides 0\.5\.0/);

    const host = await run('deploy.mjs', ['deploy', 'host', 'h6']);
    assert.equal(host.code, 0, host.stderr);
    assert.match(host.stdout, /Remote deploys and CI check against this host from now on/);
    const record = hostRecord();
    assert.equal(record.version, 'h6');
    assert.deepEqual(record.provides, { ...HOST_PROVIDES, 'shared-ui': '0.6.1' });
    assert.equal(record.url, `${cdn}/host/h6/mf-manifest.json`);
    assert.equal(record.deployedBy, deployer());
    const [entry] = await releases.readDeployLog(env);
    assert.equal(record.deployedAt, entry.at);
    assert.deepEqual(
      [entry.app, entry.action, entry.toVersion, entry.by],
      ['host', 'deploy', 'h6', deployer()],
    );
    // The record is served like remotes.json: revalidated, never kept.
    const served = await fetch(`${cdn}/host.json`);
    assert.equal(served.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await served.json(), record);

    // The host build still provides 0.5.0; the deployed host's record decides.
    const after = await run('deploy.mjs', ['deploy', 'groups', 'needs-0.6']);
    assert.equal(after.code, 0, after.stderr);
    assert.ok(
      after.stdout.includes(
        `Checked against host h6, deployed by ${deployer()} at ${record.deployedAt}.`,
      ),
    );
    const status = await run('deploy.mjs', ['status']);
    assert.ok(
      status.stdout.includes(
        `host: h6  ${cdn}/host/h6/mf-manifest.json  deployed by ${deployer()} at ${record.deployedAt}`,
      ),
      status.stdout,
    );
  });

  it('refuses a host that lacks what a deployed remote requires, naming the remote; rolls the host back', async () => {
    fakeHostRelease('h5', HOST_PROVIDES);
    fakeHostRelease('h4', { ...HOST_PROVIDES, 'shared-ui': '0.4.2' });
    fakeRelease('groups', 'a', { 'shared-ui': '^0.5.0' });
    assert.equal((await run('deploy.mjs', ['deploy', 'host', 'h5'])).code, 0);
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'a'])).code, 0);

    const refused = await run('deploy.mjs', ['deploy', 'host', 'h4']);
    assert.equal(refused.code, 1);
    assert.ok(
      refused.stderr.startsWith(
        'Refused: host h4 does not provide what deployed remotes require:\n  remote-groups a (deployed) requires shared-ui ^0.5.0; host h4 provides 0.4.2\n',
      ),
      refused.stderr,
    );
    assert.equal(hostRecord().version, 'h5');

    const forced = await run('deploy.mjs', ['deploy', 'host', 'h4', '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(hostRecord().version, 'h4');
    const back = await run('deploy.mjs', ['rollback', 'host']);
    assert.equal(back.code, 0, back.stderr);
    assert.equal(hostRecord().version, 'h5');
    const none = await run('deploy.mjs', ['rollback', 'host']);
    assert.match(none.stderr, /Nothing to roll back to: no deploy of host to undo/);
    assert.equal(hostRecord().version, 'h5');
  });

  it('refuses a host deploy whose address does not serve the host release', async () => {
    fakeHostRelease('h5', HOST_PROVIDES);
    const result = await run('deploy.mjs', ['deploy', 'host', 'h5'], root, {
      CDN_PORT: env.GROUPS_PORT,
    });
    assert.equal(result.code, 1);
    assert.ok(
      result.stderr.startsWith(
        `Refused: http://localhost:${env.GROUPS_PORT}/host/h5/mf-manifest.json is not host h5: it answers 404`,
      ),
      result.stderr,
    );
    assert.match(result.stderr, /host\.json is unchanged/);
    assert.equal(hostRecord(), null);
  });

  it('keeps everything in the deployment LINGUADESK_DEPLOYMENT names, at LINGUADESK_DEPLOYMENT_URL', async () => {
    // Not the checkout's releases folder, and not on the CDN's port: a place of its own.
    const place = path.join(work, 'srv', 'linguadesk-deploy');
    const placeServer = await serveReleases({ dir: place, port: 0 });
    const base = `http://localhost:${placeServer.server.address().port}`;
    const at = {
      LINGUADESK_DEPLOYMENT: pathToFileURL(place).href,
      LINGUADESK_DEPLOYMENT_URL: `${base}/`,
      LINGUADESK_RELEASES_DIR: path.join(work, 'not-this-one'),
    };
    try {
      fakeRelease('groups', 'a', { 'shared-ui': '^0.5.0' });
      fakeHostRelease('h5', HOST_PROVIDES);
      // The releases are published to the deployment (as `release` does), not read from the checkout.
      for (const app of ['groups', 'host'])
        fs.cpSync(path.join(env.LINGUADESK_RELEASES_DIR, app), path.join(place, app), {
          recursive: true,
        });
      for (const args of [
        ['deploy', 'host', 'h5'],
        ['deploy', 'groups', 'a'],
      ]) {
        const result = await run('deploy.mjs', args, root, at);
        assert.equal(result.code, 0, result.stderr);
      }
      const remotes = await (await fetch(`${base}/remotes.json`)).json();
      assert.deepEqual(remotes, { groups: `${base}/groups/a/mf-manifest.json` });
      assert.equal((await (await fetch(`${base}/host.json`)).json()).version, 'h5');
      assert.deepEqual(
        (await releases.readDeployLog({ LINGUADESK_DEPLOYMENT: place })).map((e) => e.app),
        ['host', 'groups'],
      );
      assert.deepEqual(fs.readdirSync(place).sort(), [
        'deploy-log.jsonl',
        'groups',
        'host',
        'host.json',
        'remotes.json',
      ]);
      assert.equal(fs.existsSync(at.LINGUADESK_RELEASES_DIR), false);
      const status = await run('deploy.mjs', ['status'], root, at);
      assert.ok(
        status.stdout.startsWith(`deployment: ${place} at ${base}\nhost: h5  `),
        status.stdout,
      );
    } finally {
      await placeServer.close();
    }
  });

  it('still refuses a release needing a newer major or minor of a library, or a newer shared-ui', async () => {
    writeHostBuild({ ...HOST_PROVIDES, react: '19.3.2', 'shared-ui': '0.5.1' });
    fakeRelease('groups', 'major', { react: '20.0.0' });
    fakeRelease('groups', 'minor', { react: '19.4.0' });
    fakeRelease('groups', 'ui', { react: '19.3.1', 'shared-ui': '^0.6.0' });
    // Our own packages are held to what they declare, a pinned version included.
    fakeRelease('groups', 'ui-pinned', { 'shared-ui': '0.5.0' });

    const refusals = {
      major: /remote-groups major requires react 20\.0\.0; the deployed host provides 19\.3\.2/,
      minor: /remote-groups minor requires react 19\.4\.0; the deployed host provides 19\.3\.2/,
      ui: /remote-groups ui requires shared-ui \^0\.6\.0; the deployed host provides 0\.5\.1/,
      'ui-pinned':
        /remote-groups ui-pinned requires shared-ui 0\.5\.0; the deployed host provides 0\.5\.1/,
    };
    for (const [version, message] of Object.entries(refusals)) {
      const result = await run('deploy.mjs', ['deploy', 'groups', version]);
      assert.equal(result.code, 1, version);
      assert.match(result.stderr, message);
    }
    assert.equal(fs.existsSync(path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json')), false);
  });

  it('refuses an address that does not serve the release, leaving remotes.json and the log as they were', async () => {
    fakeRelease('groups', 'a', {});
    fakeRelease('groups', 'b', {});
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'a'])).code, 0);
    const remotesFile = path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json');
    const before = fs.readFileSync(remotesFile, 'utf8');

    // Another suite's CDN, whose groups/b is another build.
    const otherDir = path.join(work, 'other-releases');
    fs.mkdirSync(path.join(otherDir, 'groups', 'b'), { recursive: true });
    fs.writeFileSync(
      path.join(otherDir, 'groups', 'b', 'mf-manifest.json'),
      JSON.stringify(fakeManifest('groups', 'b-elsewhere')),
    );
    const other = await serveStatic({ dir: otherDir, port: 0 });
    const otherPort = String(other.server.address().port);
    // A port nothing listens on any more.
    const gone = await serveStatic({ dir: otherDir, port: 0 });
    const gonePort = String(gone.server.address().port);
    await gone.close();
    const refusals = [];
    try {
      for (const port of [otherPort, gonePort, env.GROUPS_PORT]) {
        const result = await run('deploy.mjs', ['deploy', 'groups', 'b'], root, { CDN_PORT: port });
        refusals.push([result.code, result.stderr]);
      }
    } finally {
      await other.close();
    }

    const url = (port) => `http://localhost:${port}/groups/b/mf-manifest.json`;
    const [anotherBuild, nothing, notFound] = refusals;
    assert.equal(anotherBuild[0], 1);
    assert.ok(
      anotherBuild[1].startsWith(
        `Refused: ${url(otherPort)} is not remote-groups b: it serves another manifest (of release b-elsewhere).\nremotes.json is unchanged.`,
      ),
      anotherBuild[1],
    );
    assert.equal(nothing[0], 1);
    assert.match(
      nothing[1],
      /is not remote-groups b: it does not answer with a manifest \(ECONNREFUSED\)/,
    );
    assert.ok(nothing[1].includes(url(gonePort)));
    assert.equal(notFound[0], 1);
    assert.ok(
      notFound[1].includes(`${url(env.GROUPS_PORT)} is not remote-groups b: it answers 404`),
    );
    assert.equal(fs.readFileSync(remotesFile, 'utf8'), before);
    assert.deepEqual(
      (await releases.readDeployLog(env)).map((entry) => entry.toVersion),
      ['a'],
    );
  });

  it("refuses a rollback to a remote's own server that does not answer", async () => {
    fakeRelease('groups', 'a', {});
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'a'])).code, 0);
    await servers[1].close();
    servers = [servers[0]];

    const result = await run('deploy.mjs', ['rollback', 'groups']);

    assert.equal(result.code, 1);
    assert.ok(
      result.stderr.startsWith(
        `Refused: ${own}/mf-manifest.json is not remote-groups on its own server: it does not answer`,
      ),
      result.stderr,
    );
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
  });

  it('two deploys at once leave one consistent remotes.json and two log lines, with who and when', async () => {
    fakeRelease('groups', 'a', {});
    fakeRelease('calls', 'a', {});

    const [groups, calls] = await Promise.all([
      run('deploy.mjs', ['deploy', 'groups', 'a']),
      run('deploy.mjs', ['deploy', 'calls', 'a']),
    ]);

    assert.equal(groups.code, 0, groups.stderr);
    assert.equal(calls.code, 0, calls.stderr);
    assert.deepEqual(deployed(), {
      groups: `${cdn}/groups/a/mf-manifest.json`,
      calls: `${cdn}/calls/a/mf-manifest.json`,
    });
    const log = await releases.readDeployLog(env);
    assert.deepEqual(log.map((entry) => entry.remote).sort(), ['calls', 'groups']);
    for (const entry of log) {
      assert.equal(entry.by, deployer());
      assert.ok(!Number.isNaN(Date.parse(entry.at)), entry.at);
    }
    assert.equal(
      fs.existsSync(path.join(env.LINGUADESK_RELEASES_DIR, releases.DEPLOY_LOCK)),
      false,
    );
  });

  it('waits for the lock of a deploy under way, and takes over one whose process has ended', async () => {
    fakeRelease('groups', 'a', {});
    fakeRelease('groups', 'b', {});
    const lock = path.join(env.LINGUADESK_RELEASES_DIR, releases.DEPLOY_LOCK);
    // Held by a process that runs: this test's.
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, by: 'Ann', since: 'now' }));

    const waiting = start('deploy.mjs', ['deploy', 'groups', 'a']);
    await waiting.said(`Waiting for the deploy holding the lock (pid ${process.pid}, by Ann`);
    assert.equal(fs.existsSync(path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json')), false);
    fs.rmSync(lock);
    const done = await waiting.ended;
    assert.equal(done.code, 0, done.stderr);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });

    // Left by a deploy that was killed.
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(lock, JSON.stringify({ pid, by: 'Bob', since: 'then' }));
    const next = await run('deploy.mjs', ['deploy', 'groups', 'b']);
    assert.equal(next.code, 0, next.stderr);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/b/mf-manifest.json` });
    assert.equal(fs.existsSync(lock), false);
  });

  it('lists the releases with the deployed and the previous one, and the status of each remote', async () => {
    fakeRelease('groups', 'a', {}, '2026-01-01T00:00:00.000Z');
    fakeRelease('groups', 'b', {}, '2026-01-02T00:00:00.000Z');
    fakeRelease('groups', 'c', {}, '2026-01-03T00:00:00.000Z');
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'a'])).code, 0);
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'b', '--force'])).code, 0);
    const [, last] = await releases.readDeployLog(env);

    const list = await run('deploy.mjs', ['releases', 'groups']);
    assert.equal(list.code, 0, list.stderr);
    assert.deepEqual(list.stdout.trimEnd().split('\n'), [
      'remote-groups',
      '  < a  built 2026-01-01T00:00:00.000Z  previous (a rollback returns here)',
      `  * b  built 2026-01-02T00:00:00.000Z  deployed by ${deployer()} at ${last.at}`,
      '    c  built 2026-01-03T00:00:00.000Z',
    ]);

    const status = await run('deploy.mjs', ['status']);
    assert.equal(status.code, 0, status.stderr);
    const lines = status.stdout.trimEnd().split('\n');
    assert.equal(lines.length, REMOTES.length + 2);
    assert.equal(lines[0], `deployment: ${env.LINGUADESK_RELEASES_DIR} at ${cdn}`);
    assert.equal(
      lines[1],
      'host: none deployed (the gate checks against the host build, host/dist)',
    );
    assert.ok(
      lines.includes(
        `remote-groups: b  ${cdn}/groups/b/mf-manifest.json  deployed by ${deployer()} at ${last.at} (forced)`,
      ),
      status.stdout,
    );
    assert.ok(
      lines.includes(
        `remote-calls: its own server  http://localhost:${portOf(appNamed('calls'), { ...process.env, ...env })}/mf-manifest.json  never deployed`,
      ),
      status.stdout,
    );
  });

  it('prunes all but the N newest releases, never the deployed or the previous one', async () => {
    for (const [day, version] of ['r1', 'r2', 'r3', 'r4', 'r5'].entries())
      fakeRelease('groups', version, {}, `2026-01-0${day + 1}T00:00:00.000Z`);
    fakeRelease('calls', 'c1', {});
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'r1'])).code, 0);
    assert.equal((await run('deploy.mjs', ['deploy', 'groups', 'r2'])).code, 0);
    const versions = async () =>
      (await releases.listReleases('groups', env)).map((record) => record.version);

    const pruned = await run('deploy.mjs', ['prune', '--keep', '1', 'groups']);
    assert.equal(pruned.code, 0, pruned.stderr);
    assert.match(pruned.stdout, /Removed 2 release\(s\)/);
    assert.deepEqual(await versions(), ['r1', 'r2', 'r5']);

    assert.equal((await run('deploy.mjs', ['prune', '--keep', '0'])).code, 0);
    assert.deepEqual(await versions(), ['r1', 'r2']);
    assert.deepEqual(await releases.listReleases('calls', env), []);
    // What it kept is what a rollback needs.
    assert.equal((await run('deploy.mjs', ['rollback', 'groups'])).code, 0);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/r1/mf-manifest.json` });
  });

  it('deploys past the gate with --force, and says so in the log', async () => {
    fakeRelease('groups', 'new', { 'shared-ui': '^1.0.0' });
    const result = await run('deploy.mjs', ['deploy', 'groups', 'new', '--force']);
    assert.equal(result.code, 0);
    assert.match(result.stderr, /Forced past the gate:\n {2}remote-groups new requires shared-ui/);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/new/mf-manifest.json` });
    assert.equal((await releases.readDeployLog(env))[0].forced, true);
  });

  it('refuses a version that was never released, listing those that were', async () => {
    fakeRelease('groups', 'a', {});
    const result = await run('deploy.mjs', ['deploy', 'groups', 'zzz']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /No release zzz of remote-groups; released: a/);
  });

  it('refuses unknown apps, releases that do not exist and malformed commands', async () => {
    assert.match(
      (await run('deploy.mjs', ['deploy', 'host', 'a'])).stderr,
      /No release a of host; released: none \(pnpm --filter host release\)/,
    );
    assert.match((await run('deploy.mjs', ['deploy', 'nope', 'a'])).stderr, /Unknown app "nope"/);
    assert.throws(
      () => parseDeployArgs(['deploy', 'groups']),
      /^Error: Wrong arguments for deploy\nusage: node scripts\/deploy\.mjs <command>/,
    );
    assert.throws(
      () => parseDeployArgs(['rollback', 'groups', 'a']),
      /Wrong arguments for rollback/,
    );
    assert.throws(
      () => parseDeployArgs(['deploy', 'groups', 'a', '--fast']),
      /Unknown option --fast of deploy/,
    );
    assert.throws(
      () => parseDeployArgs(['rollback', 'groups', '--force']),
      /Unknown option --force of rollback/,
    );
    assert.throws(() => parseDeployArgs(['ship', 'groups']), /Unknown command "ship"/);
    assert.throws(() => parseDeployArgs(['prune']), /prune needs --keep N/);
    assert.throws(
      () => parseDeployArgs(['prune', '--keep', 'x']),
      /--keep takes a number, not "x"/,
    );
    assert.deepEqual(parseDeployArgs(['--', 'rollback', 'groups']), {
      command: 'rollback',
      remote: 'groups',
      version: null,
      force: false,
      keep: null,
    });
    assert.deepEqual(parseDeployArgs(['prune', '--keep=3', 'calls']), {
      command: 'prune',
      remote: 'calls',
      version: null,
      force: false,
      keep: 3,
    });
  });
});

describe('pnpm --filter <app> release', () => {
  it('refuses a version released already, before building anything', async () => {
    fakeRelease('groups', 'taken', {});
    await assert.rejects(
      release({ dir: path.join(root, 'remote-groups'), tag: 'taken', env }),
      /remote-groups taken is released already .*releases never change; name another with --tag/,
    );
  });

  it('refuses a tag that is not one path segment', async () => {
    await assert.rejects(
      release({ dir: path.join(root, 'remote-groups'), tag: '../escape', env }),
      /"\.\.\/escape" is not a version name/,
    );
    assert.deepEqual(parseReleaseArgs(['--', '--tag', 'x']), { tag: 'x' });
    assert.deepEqual(parseReleaseArgs(['--tag=y']), { tag: 'y' });
    assert.deepEqual(parseReleaseArgs([]), { tag: null });
    assert.throws(() => parseReleaseArgs(['--fast']), /Unknown argument "--fast"/);
  });

  it('counts the bytes of a release, source maps apart, compressed forms not again', () => {
    const dir = path.join(work, 'build');
    fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'main.js'), 'x'.repeat(100));
    fs.writeFileSync(path.join(dir, 'main.js.br'), 'x'.repeat(10));
    fs.writeFileSync(path.join(dir, 'main.js.gz'), 'x'.repeat(20));
    fs.writeFileSync(path.join(dir, 'nested', 'chunk.js'), 'x'.repeat(50));
    fs.writeFileSync(path.join(dir, 'main.js.map'), 'x'.repeat(400));
    assert.deepEqual(folderBytes(dir), { bytes: 150, mapBytes: 400, files: 3 });
  });

  it('lists the releases of an app, oldest first', async () => {
    fakeRelease('groups', 'later', {}, '2026-02-01T00:00:00.000Z');
    fakeRelease('groups', 'earlier', {}, '2026-01-01T00:00:00.000Z');
    assert.deepEqual(
      (await releases.listReleases('groups', env)).map((record) => record.version),
      ['earlier', 'later'],
    );
  });
});

describe('the compatibility gate', () => {
  it('reads what a build requires and provides of the shared singletons only', () => {
    const manifest = {
      shared: [
        { name: 'shared-ui', version: '0.5.0', requiredVersion: '^0.5.0' },
        { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
        { name: 'react-hook-form', version: '7.0.0', requiredVersion: '^7.0.0' },
      ],
    };
    assert.deepEqual(releases.contractsOf(manifest), {
      requires: { 'shared-ui': '^0.5.0', react: '19.3.1' },
      provides: { 'shared-ui': '0.5.0', react: '19.3.1' },
    });
  });

  it('names the package and both versions of each unmet requirement', () => {
    assert.deepEqual(
      releases.compatibilityProblems(
        { 'shared-ui': '^0.6.0', react: '19.3.1', zustand: '5.1.0' },
        { 'shared-ui': '0.5.0', react: '19.3.1' },
        { remote: 'remote-x', host: 'the host' },
      ),
      [
        'remote-x requires shared-ui ^0.6.0; the host provides 0.5.0',
        'remote-x requires zustand 5.1.0; the host provides none',
      ],
    );
    assert.deepEqual(
      releases.compatibilityProblems({ 'shared-ui': '^0.5.0' }, { 'shared-ui': '0.5.3' }),
      [],
    );
  });

  it("checks each shared-ui key, saying a version problem once for all of shared-ui's keys", () => {
    const manifest = {
      shared: [
        { name: 'shared-ui', version: '0.6.0', requiredVersion: '^0.6.0' },
        { name: 'shared-ui/lists', version: '0.6.0', requiredVersion: '^0.6.0' },
        { name: 'react-dom/client', version: '19.3.1', requiredVersion: '19.3.1' },
      ],
    };
    assert.deepEqual(releases.contractsOf(manifest), {
      requires: { 'shared-ui': '^0.6.0', 'shared-ui/lists': '^0.6.0' },
      provides: { 'shared-ui': '0.6.0', 'shared-ui/lists': '0.6.0' },
    });
    const requires = {
      'shared-ui': '^0.7.0',
      'shared-ui/lists': '^0.7.0',
      'shared-ui/forms': '^0.7.0',
    };
    const older = { 'shared-ui': '0.6.0', 'shared-ui/lists': '0.6.0', 'shared-ui/forms': '0.6.0' };
    assert.deepEqual(releases.compatibilityProblems(requires, older, { remote: 'remote-x' }), [
      'remote-x requires shared-ui ^0.7.0; the host provides 0.6.0',
    ]);
    // A key the host does not import is provided by no one: the remote would bring its own Chakra.
    const noLists = { 'shared-ui': '0.7.0', 'shared-ui/forms': '0.7.0' };
    assert.deepEqual(releases.compatibilityProblems(requires, noLists, { remote: 'remote-x' }), [
      'remote-x requires shared-ui/lists ^0.7.0; the host provides none',
    ]);
  });

  it("leaves shared-domain's keys out of the contract: a remote needing a newer one brings its own", () => {
    const manifest = {
      shared: [
        { name: 'shared-domain', version: '0.6.0', requiredVersion: '^0.6.0' },
        { name: 'shared-domain/records', version: '0.6.0', requiredVersion: '^0.6.0' },
        { name: 'shared-ui', version: '0.7.2', requiredVersion: '^0.7.2' },
      ],
    };
    assert.deepEqual(releases.contractsOf(manifest).requires, { 'shared-ui': '^0.7.2' });
  });

  it('passes for every remote of this checkout against its host (pnpm check:contracts)', async () => {
    const provides = sourceProvides();
    for (const app of REMOTES) {
      const requires = sourceRequires(app);
      assert.ok(requires['shared-ui'] && requires.react, `${app.pkg} requires the singletons`);
      assert.ok(requires['shared-ui/lists'], `${app.pkg} requires shared-ui/lists`);
      assert.deepEqual(releases.compatibilityProblems(requires, provides), [], app.pkg);
    }
    const result = await run('check-contracts.mjs', ['groups']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /remote-groups: every shared singleton it requires is provided/);
    assert.equal(appNamed('groups').pkg, 'remote-groups');
  });

  it("passes every remote of this checkout against its host with patched libraries, as CI's check does", () => {
    const provides = sourceProvides();
    const patched = { ...provides };
    for (const name of ['react', 'react-dom', 'zustand', '@tanstack/react-query']) {
      const [major, minor, patch] = provides[name].split('.').map(Number);
      patched[name] = `${major}.${minor}.${patch + 1}`;
    }
    for (const app of REMOTES)
      assert.deepEqual(releases.compatibilityProblems(sourceRequires(app), patched), [], app.pkg);
    const [major] = provides.react.split('.').map(Number);
    assert.deepEqual(
      releases.compatibilityProblems({ react: `${major + 1}.0.0` }, patched, {
        remote: 'remote-x',
      }),
      [`remote-x requires react ${major + 1}.0.0; the host provides ${patched.react}`],
    );
  });

  describe("against the deployed host's published record too (CI)", () => {
    const provides = sourceProvides();
    const [major, minor, patch] = provides['shared-ui'].split('.').map(Number);
    // A host deployed before the checkout's shared-ui: the one just below it.
    const older = patch > 0 ? `${major}.${minor}.${patch - 1}` : `${major}.${minor - 1}.99`;
    let place;
    let server;
    let base;
    beforeEach(async () => {
      place = path.join(work, 'deployment');
      server = await serveReleases({ dir: place, port: 0 });
      base = `http://localhost:${server.server.address().port}`;
    });
    afterEach(() => server.close());

    const publish = (version, hostProvides) =>
      releases.publishHostRecord(
        { app: 'host', version, provides: hostProvides, deployedAt: new Date().toISOString() },
        { LINGUADESK_DEPLOYMENT: place },
      );
    const withSharedUi = (version) =>
      Object.fromEntries(
        Object.entries(provides).map(([name, v]) => [
          name,
          name === 'shared-ui' || name.startsWith('shared-ui/') ? version : v,
        ]),
      );

    it("fails a remote the deployed host cannot run, though the checkout's host can", async () => {
      await publish('h-old', withSharedUi(older));

      const result = await run('check-contracts.mjs', ['groups'], root, {
        LINGUADESK_DEPLOYMENT_URL: base,
      });

      assert.equal(result.code, 1);
      assert.equal(
        result.stdout,
        'remote-groups: every shared singleton it requires is provided by the host of this checkout\n',
      );
      assert.equal(
        result.stderr,
        `remote-groups requires shared-ui ^${provides['shared-ui']}; the deployed host (host h-old) provides ${older}\n`,
      );
    });

    it('passes a remote both hosts run, read from the URL or from the store', async () => {
      await publish('h-same', provides);
      for (const setting of [
        { LINGUADESK_DEPLOYMENT_URL: base },
        { LINGUADESK_DEPLOYMENT: pathToFileURL(place).href },
      ]) {
        const result = await run('check-contracts.mjs', ['calls'], root, setting);
        assert.equal(result.code, 0, result.stderr);
        assert.deepEqual(result.stdout.trimEnd().split('\n'), [
          'remote-calls: every shared singleton it requires is provided by the host of this checkout',
          'remote-calls: every shared singleton it requires is provided by the deployed host (host h-same)',
        ]);
      }
    });

    it('says when the deployment has no host deployed, and fails when it cannot be read', async () => {
      const none = await run('check-contracts.mjs', ['calls'], root, {
        LINGUADESK_DEPLOYMENT_URL: base,
      });
      assert.equal(none.code, 0, none.stderr);
      assert.equal(
        none.stderr,
        `${base}/host.json: no host deployed there; checked against this checkout's only\n`,
      );

      await server.close();
      const gone = await run('check-contracts.mjs', ['calls'], root, {
        LINGUADESK_DEPLOYMENT_URL: base,
      });
      assert.equal(gone.code, 1);
      assert.equal(gone.stderr, `The deployed host: Cannot read ${base}/host.json: ECONNREFUSED\n`);
      server = { close: async () => {} };
    });
  });

  it('rolls back through a stack of deploys', () => {
    const log = [
      { remote: 'groups', action: 'deploy', from: 'u0', fromVersion: null },
      { remote: 'people', action: 'deploy', from: 'p0', fromVersion: null },
      { remote: 'groups', action: 'deploy', from: 'u1', fromVersion: 'a' },
      { remote: 'groups', action: 'rollback' },
    ];
    assert.deepEqual(releases.rollbackTarget('groups', log), { url: 'u0', version: null });
    assert.equal(releases.rollbackTarget('calls', log), null);
  });
});

describe("the host's remotes.json under pnpm start", () => {
  it('is read afresh for every request, so a deploy shows at once', async () => {
    const defaults = { groups: 'http://localhost:3002/mf-manifest.json' };
    const dir = path.join(work, 'dist');
    fs.mkdirSync(dir);
    const server = await serveStatic({
      dir,
      port: 0,
      host: '127.0.0.1',
      files: { 'remotes.json': () => releases.servedRemotes(defaults, env) },
    });
    try {
      const url = `http://127.0.0.1:${server.server.address().port}/remotes.json`;
      const before = await fetch(url);
      assert.equal(before.headers.get('cache-control'), 'no-cache');
      assert.deepEqual(await before.json(), defaults);
      await releases.writeDeployment({ groups: 'http://cdn/groups/b/mf-manifest.json' }, env);
      assert.deepEqual(await (await fetch(url)).json(), {
        groups: 'http://cdn/groups/b/mf-manifest.json',
      });
    } finally {
      await server.close();
    }
  });
});
