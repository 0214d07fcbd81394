// Releases and deploys (tooling/releases.cjs, scripts/release.mjs, scripts/deploy-remote.mjs,
// scripts/check-contracts.mjs), each against a temporary releases folder and host build. The real
// build of a release runs in the browser journey (e2e/tests/releases.spec.ts).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { serveStatic } from '../static-server.mjs';
import { folderBytes, parseReleaseArgs, release } from '../release.mjs';
import { parseDeployArgs } from '../deploy-remote.mjs';
import { sourceProvides, sourceRequires } from '../check-contracts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const releases = require('../../tooling/releases.cjs');
const { REMOTES, appNamed } = require('../../tooling/apps.cjs');

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

/** A manifest as a build names itself in it (the rest is what the gate reads of the record). */
const fakeManifest = (app, version) => ({
  id: app,
  name: app,
  metaData: { buildInfo: { buildVersion: version, buildName: app } },
  shared: [],
});

/** A release folder with its record and manifest (no build: the deploy reads no more). */
function fakeRelease(app, version, requires, builtAt = new Date().toISOString()) {
  const dir = releases.releaseDir(app, version, env);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, releases.RECORD),
    JSON.stringify({ app, version, commit: 'abc', builtAt, requires }),
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(fakeManifest(app, version)));
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
  };
  writeHostBuild(HOST_PROVIDES);
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('pnpm deploy:remote', () => {
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
    servers = await Promise.all(
      [env.LINGUADESK_RELEASES_DIR, ownDir].map((dir) => serveStatic({ dir, port: 0 })),
    );
    [env.CDN_PORT, env.GROUPS_PORT] = servers.map((server) => String(server.server.address().port));
    cdn = `http://localhost:${env.CDN_PORT}`;
    own = `http://localhost:${env.GROUPS_PORT}`;
  });
  afterEach(() => Promise.all(servers.map((server) => server.close())));

  it('refuses a release that needs a newer shared-ui than the deployed host, naming both versions', async () => {
    fakeRelease('groups', '0.2.0-new', { react: '19.3.1', 'shared-ui': '^0.6.0' });

    const result = await run('deploy-remote.mjs', ['groups', '0.2.0-new']);

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

    const first = await run('deploy-remote.mjs', ['groups', 'a']);
    assert.equal(first.code, 0, first.stderr);
    assert.ok(first.stdout.startsWith(`groups: ${own}/mf-manifest.json -> ${cdn}/groups/a/`));
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
    assert.equal((await run('deploy-remote.mjs', ['groups', 'b'])).code, 0);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/b/mf-manifest.json` });

    assert.equal((await run('deploy-remote.mjs', ['groups', '--rollback'])).code, 0);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
    assert.equal((await run('deploy-remote.mjs', ['groups', '--rollback'])).code, 0);
    // Back to the remote's own server, where the deployment started.
    assert.deepEqual(deployed(), { groups: `${own}/mf-manifest.json` });

    const none = await run('deploy-remote.mjs', ['groups', '--rollback']);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /Nothing to roll back to: no deploy of groups to undo/);
    const log = releases.readDeployLog(env).map((entry) => [entry.action, entry.toVersion]);
    assert.deepEqual(log, [
      ['deploy', 'a'],
      ['deploy', 'b'],
      ['rollback', 'a'],
      ['rollback', null],
    ]);
  });

  it('keeps every release deployable after a patch upgrade of the host', async () => {
    writeHostBuild({
      ...HOST_PROVIDES,
      react: '19.3.2',
      'react-dom': '19.3.2',
      zustand: '5.1.1',
      '@tanstack/react-query': '5.108.1',
    });
    // Releases record the catalog's pinned versions of the third-party singletons.
    const pinned = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      zustand: '5.1.0',
      '@tanstack/react-query': '5.108.0',
      'shared-ui': '^0.5.0',
      'shared-auth': '^0.4.0',
    };
    fakeRelease('groups', 'a', pinned);
    fakeRelease('calls', 'a', { ...pinned, react: '^19.3.0' });

    for (const remote of ['groups', 'calls']) {
      const result = await run('deploy-remote.mjs', [remote, 'a']);
      assert.equal(result.code, 0, result.stderr);
    }
    assert.deepEqual(Object.keys(deployed()).sort(), ['calls', 'groups']);
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
      const result = await run('deploy-remote.mjs', ['groups', version]);
      assert.equal(result.code, 1, version);
      assert.match(result.stderr, message);
    }
    assert.equal(fs.existsSync(path.join(env.LINGUADESK_RELEASES_DIR, 'remotes.json')), false);
  });

  it('refuses an address that does not serve the release, leaving remotes.json and the log as they were', async () => {
    fakeRelease('groups', 'a', {});
    fakeRelease('groups', 'b', {});
    assert.equal((await run('deploy-remote.mjs', ['groups', 'a'])).code, 0);
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
        const result = await run('deploy-remote.mjs', ['groups', 'b'], root, { CDN_PORT: port });
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
      releases.readDeployLog(env).map((entry) => entry.toVersion),
      ['a'],
    );
  });

  it("refuses a rollback to a remote's own server that does not answer", async () => {
    fakeRelease('groups', 'a', {});
    assert.equal((await run('deploy-remote.mjs', ['groups', 'a'])).code, 0);
    await servers[1].close();
    servers = [servers[0]];

    const result = await run('deploy-remote.mjs', ['groups', '--rollback']);

    assert.equal(result.code, 1);
    assert.ok(
      result.stderr.startsWith(
        `Refused: ${own}/mf-manifest.json is not remote-groups on its own server: it does not answer`,
      ),
      result.stderr,
    );
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/a/mf-manifest.json` });
  });

  it('deploys past the gate with --force, and says so in the log', async () => {
    fakeRelease('groups', 'new', { 'shared-ui': '^1.0.0' });
    const result = await run('deploy-remote.mjs', ['groups', 'new', '--force']);
    assert.equal(result.code, 0);
    assert.match(result.stderr, /Forced past the gate:\n {2}remote-groups new requires shared-ui/);
    assert.deepEqual(deployed(), { groups: `${cdn}/groups/new/mf-manifest.json` });
    assert.equal(releases.readDeployLog(env)[0].forced, true);
  });

  it('refuses a version that was never released, listing those that were', async () => {
    fakeRelease('groups', 'a', {});
    const result = await run('deploy-remote.mjs', ['groups', 'zzz']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /No release zzz of remote-groups; released: a/);
  });

  it('refuses the host, unknown apps and malformed commands', async () => {
    assert.match((await run('deploy-remote.mjs', ['host', 'a'])).stderr, /host is not a remote/);
    assert.match((await run('deploy-remote.mjs', ['nope', 'a'])).stderr, /Unknown app "nope"/);
    assert.throws(() => parseDeployArgs(['groups']), /usage: pnpm deploy:remote/);
    assert.throws(() => parseDeployArgs(['groups', 'a', '--rollback']), /usage/);
    assert.throws(() => parseDeployArgs(['groups', 'a', '--fast']), /Unknown option --fast/);
    assert.deepEqual(parseDeployArgs(['groups', '--rollback']), {
      remote: 'groups',
      version: null,
      rollback: true,
      force: false,
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

  it('counts the bytes of a release, source maps apart', () => {
    const dir = path.join(work, 'build');
    fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'main.js'), 'x'.repeat(100));
    fs.writeFileSync(path.join(dir, 'nested', 'chunk.js'), 'x'.repeat(50));
    fs.writeFileSync(path.join(dir, 'main.js.map'), 'x'.repeat(400));
    assert.deepEqual(folderBytes(dir), { bytes: 150, mapBytes: 400, files: 3 });
  });

  it('lists the releases of an app, oldest first', () => {
    fakeRelease('groups', 'later', {}, '2026-02-01T00:00:00.000Z');
    fakeRelease('groups', 'earlier', {}, '2026-01-01T00:00:00.000Z');
    assert.deepEqual(
      releases.listReleases('groups', env).map((record) => record.version),
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
      releases.writeDeployment({ groups: 'http://cdn/groups/b/mf-manifest.json' }, env);
      assert.deepEqual(await (await fetch(url)).json(), {
        groups: 'http://cdn/groups/b/mf-manifest.json',
      });
    } finally {
      await server.close();
    }
  });
});
