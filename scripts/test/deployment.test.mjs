// The deployment's storage (tooling/deployment/: the filesystem driver, LINGUADESK_DEPLOYMENT) and
// how the local deployment is served (scripts/serve-releases.mjs): release files kept a year,
// remotes.json and host.json revalidated by ETag, nothing private served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { IMMUTABLE, serveReleases } from '../serve-releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { FileSystemStore } = require('../../tooling/deployment/filesystem.cjs');
const { openStore } = require('../../tooling/deployment/index.cjs');

let work;
let store;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-deployment-'));
  store = new FileSystemStore(path.join(work, 'deploy'));
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const text = async (key) => (await store.read(key))?.body.toString('utf8') ?? null;

describe('the filesystem storage driver', () => {
  it('reads what it wrote, with an ETag that follows the bytes', async () => {
    assert.equal(await store.read('remotes.json'), null);
    const { etag } = await store.write('remotes.json', '{"groups":"a"}');
    const first = await store.read('remotes.json');
    assert.equal(first.body.toString(), '{"groups":"a"}');
    assert.equal(first.etag, etag);
    await store.write('remotes.json', '{"groups":"b"}');
    const second = await store.read('remotes.json');
    assert.notEqual(second.etag, first.etag);
    // Same bytes, same ETag: a rewrite of unchanged content keeps clients' copies valid.
    await store.write('remotes.json', '{"groups":"a"}');
    assert.equal((await store.read('remotes.json')).etag, first.etag);
  });

  it("moves a rewritten object's modification time on by a second (a web server's ETag)", async () => {
    const file = path.join(store.dir, 'remotes.json');
    const seconds = [];
    for (const body of ['{"groups":"a"}', '{"groups":"b"}', '{"groups":"a"}']) {
      await store.write('remotes.json', body);
      seconds.push(Math.floor(fs.statSync(file).mtimeMs / 1000));
    }
    assert.ok(seconds[1] > seconds[0] && seconds[2] > seconds[1], String(seconds));
  });

  it('replaces an object whole: concurrent writes leave one of them, and no temporary file', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify({ writer: i, padding: 'x'.repeat(i * 500) }),
    );
    await Promise.all(bodies.map((body) => store.write('remotes.json', body)));
    assert.ok(bodies.includes(await text('remotes.json')));
    assert.deepEqual(fs.readdirSync(store.dir), ['remotes.json']);
  });

  it('creates an object only when none exists (the lock)', async () => {
    assert.equal(await store.create('deploy.lock', 'first'), true);
    assert.equal(await store.create('deploy.lock', 'second'), false);
    assert.equal(await text('deploy.lock'), 'first');
  });

  it('appends whole lines, however many writers at once', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => JSON.stringify({ i, by: 'x'.repeat(200) }));
    await Promise.all(lines.map((line) => store.append('deploy-log.jsonl', line)));
    const written = (await text('deploy-log.jsonl')).split('\n').filter(Boolean);
    assert.deepEqual(written.sort(), [...lines].sort());
  });

  it('removes an object only while its ETag is the one given', async () => {
    await store.write('deploy.lock', 'held by a');
    const held = await store.read('deploy.lock');
    await store.write('deploy.lock', 'held by b');
    assert.equal(await store.remove('deploy.lock', { ifMatch: held.etag }), false);
    assert.equal(await text('deploy.lock'), 'held by b');
    const now = await store.read('deploy.lock');
    assert.equal(await store.remove('deploy.lock', { ifMatch: now.etag }), true);
    assert.equal(await store.read('deploy.lock'), null);
  });

  it('publishes a folder whole, never over an existing one, and lists names only', async () => {
    const build = path.join(work, 'build');
    fs.mkdirSync(path.join(build, 'static'), { recursive: true });
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"groups"}');
    fs.writeFileSync(path.join(build, 'static', 'chunk.js'), 'chunk');

    await store.writeFolder('groups/a', build);
    assert.equal(await text('groups/a/static/chunk.js'), 'chunk');
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"other"}');
    await assert.rejects(store.writeFolder('groups/a', build), { code: 'EEXIST' });
    assert.equal(await text('groups/a/mf-manifest.json'), '{"name":"groups"}');
    // No partial copy is left beside it.
    assert.deepEqual(fs.readdirSync(path.join(store.dir, 'groups')), ['a']);

    await store.writeFolder('groups/b', build);
    assert.deepEqual(await store.list('groups'), ['a', 'b']);
    assert.deepEqual(await store.list(''), ['groups']);
    assert.deepEqual(await store.list('people'), []);
    await store.removeFolder('groups/a');
    assert.deepEqual(await store.list('groups'), ['b']);
  });

  it('refuses keys outside the deployment or hidden', async () => {
    for (const key of ['../escape', 'groups/../../escape', '.hidden', 'groups//a', '', '/abs'])
      await assert.rejects(store.read(key), /is not a storage key/, key);
  });
});

describe('LINGUADESK_DEPLOYMENT', () => {
  it("names the deployment's place: a file: URL or a path, else the releases folder", () => {
    const place = path.join(work, 'srv');
    assert.equal(openStore({ LINGUADESK_DEPLOYMENT: pathToFileURL(place).href }).dir, place);
    assert.equal(openStore({ LINGUADESK_DEPLOYMENT: place }).dir, place);
    assert.equal(openStore({ LINGUADESK_RELEASES_DIR: place }).dir, place);
    assert.equal(openStore({}).dir, path.join(root, 'releases'));
  });

  it('refuses a scheme no driver implements, by name', () => {
    assert.throws(
      () => openStore({ LINGUADESK_DEPLOYMENT: 's3://bucket/linguadesk' }),
      /^Error: LINGUADESK_DEPLOYMENT: no storage driver for s3: \(file: and paths are known; tooling\/deployment\/README\.md/,
    );
  });
});

describe('the served deployment (scripts/serve-releases.mjs)', () => {
  let server;
  let base;
  beforeEach(async () => {
    fs.mkdirSync(path.join(store.dir, 'groups', 'a'), { recursive: true });
    fs.writeFileSync(path.join(store.dir, 'groups', 'a', 'remoteEntry.js'), 'x'.repeat(4000));
    fs.writeFileSync(path.join(store.dir, 'groups', 'a', 'mf-manifest.json'), '{"name":"groups"}');
    fs.mkdirSync(path.join(store.dir, 'groups', '.b.partial'), { recursive: true });
    fs.writeFileSync(path.join(store.dir, 'groups', '.b.partial', 'remoteEntry.js'), 'partial');
    await store.write('remotes.json', '{"groups":"a"}');
    await store.write('host.json', '{"version":"h1"}');
    await store.append('deploy-log.jsonl', '{"by":"ann"}');
    await store.create('deploy.lock', '{"pid":1}');
    server = await serveReleases({ dir: store.dir, port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${server.server.address().port}`;
  });
  afterEach(() => server.close());

  it('serves release files for a year, immutable, to any origin', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${base}/groups/a/${file}`, {
        headers: { origin: 'http://localhost:3000' },
      });
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE);
      assert.equal(IMMUTABLE, 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
    }
    const compressed = await fetch(`${base}/groups/a/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(compressed.headers.get('content-encoding'), 'br');
    assert.equal(await compressed.text(), 'x'.repeat(4000));
  });

  for (const key of ['remotes.json', 'host.json'])
    it(`revalidates ${key} every time: no-cache, a strong ETag, 304 while unchanged`, async () => {
      const first = await fetch(`${base}/${key}`);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('cache-control'), 'no-cache');
      assert.match(first.headers.get('content-type'), /^application\/json/);
      const etag = first.headers.get('etag');
      assert.match(etag, /^"[^"]+"$/);
      const body = await first.text();

      const again = await fetch(`${base}/${key}`, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
      assert.equal(again.headers.get('etag'), etag);
      assert.equal(again.headers.get('cache-control'), 'no-cache');
      assert.equal(await again.text(), '');
      const listed = await fetch(`${base}/${key}`, {
        headers: { 'if-none-match': `"other", W/${etag}` },
      });
      assert.equal(listed.status, 304);

      await store.write(key, `${body.slice(0, -1)},"next":true}`);
      const changed = await fetch(`${base}/${key}`, { headers: { 'if-none-match': etag } });
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.get('etag'), etag);
      assert.deepEqual(await changed.json(), { ...JSON.parse(body), next: true });
    });

  it('serves nothing else: not the log, the lock, partial copies or folders', async () => {
    for (const url of [
      '/deploy-log.jsonl',
      '/deploy.lock',
      '/groups/.b.partial/remoteEntry.js',
      '/groups/a',
      '/groups/a/',
      '/groups/a/missing.js',
      '/index.html',
    ]) {
      const response = await fetch(`${base}${url}`);
      assert.equal(response.status, 404, url);
      // A missing file may appear later: never kept as if immutable.
      assert.equal(response.headers.get('cache-control'), 'no-cache', url);
    }
    await fs.promises.rm(path.join(store.dir, 'host.json'));
    assert.equal((await fetch(`${base}/host.json`)).status, 404);
  });
});
