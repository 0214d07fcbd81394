// scripts/static-server.mjs, the server of `pnpm start` and of the browser tests' remote-student,
// over real HTTP on a free port against a small built folder.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { serveStatic } from '../static-server.mjs';

/** Text that compresses well, `bytes` long. */
const text = (line, bytes) => line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);

const FILES = {
  'index.html': `<!doctype html><html><head><title>App</title></head><body>${text('<p>page</p>', 2000)}</body></html>`,
  'main.js': text('console.log("main entry");\n', 6000),
  'remoteEntry.js': text('var remote = "entry";\n', 5000),
  'mf-manifest.json': JSON.stringify({ name: 'app', exposes: text('x', 2000) }),
  '525.d13fdd7a.js': text('export const chunk = 525;\n', 8000),
  '525.d13fdd7a.js.map': JSON.stringify({ version: 3, mappings: text('AAAA;', 3000) }),
  // A chunk with the compressed forms a production build writes beside it.
  '77.0a1b2c3d.js': text('export const built = 77;\n', 9000),
  'tiny.js': 'console.log(1);\n',
  'logo.png': Buffer.alloc(4000, 7),
  // Replaced by the `files` answer of the same name.
  'config.json': JSON.stringify({ API_URL: 'http://from-disk' }),
};
const SECRET = 'outside the served folder';
const RUNTIME_FILES = {
  'config.json': { API_URL: 'http://api.example' },
  'remotes.json': { people: 'http://people.example/mf-manifest.json' },
};

/** What a `files` function answers now (as a deploy edits the deployment's remotes.json). */
let live = { groups: 'http://cdn.example/groups/a/mf-manifest.json' };

let workDir;
let dist;
let server;
let port;

before(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  dist = path.join(workDir, 'dist');
  fs.mkdirSync(dist);
  for (const [name, content] of Object.entries(FILES)) {
    fs.writeFileSync(path.join(dist, name), content);
  }
  fs.writeFileSync(
    path.join(dist, '77.0a1b2c3d.js.br'),
    brotliCompressSync(FILES['77.0a1b2c3d.js']),
  );
  fs.writeFileSync(path.join(dist, '77.0a1b2c3d.js.gz'), gzipSync(FILES['77.0a1b2c3d.js']));
  // What a path out of the folder would reach: the folder's parent.
  fs.writeFileSync(path.join(workDir, 'package.json'), JSON.stringify({ secret: SECRET }));
  server = await serveStatic({
    dir: dist,
    port: 0,
    files: { ...RUNTIME_FILES, 'live.json': () => live },
  });
  port = server.server.address().port;
});

after(async () => {
  await server?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/**
 * One request on its own connection (to the folder's server unless `to` names another port); the
 * path is sent as written (no URL normalisation).
 */
function request(pathname, { method = 'GET', headers = {}, agent = false, body, to = port } = {}) {
  return new Promise((resolve, reject) => {
    http
      .request(
        { host: '127.0.0.1', port: to, path: pathname, method, headers, agent },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject)
      .end(body);
  });
}

const onDisk = (name) => fs.readFileSync(path.join(dist, name));
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const varies = (headers) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.vary ?? '');

describe('CORS', () => {
  it('lets any origin read the files', async () => {
    for (const name of [
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/525.d13fdd7a.js',
      '/config.json',
    ]) {
      const { status, headers } = await request(name, {
        headers: { Origin: 'http://host.example' },
      });
      assert.equal(status, 200, name);
      assert.equal(headers['access-control-allow-origin'], '*', name);
    }
  });

  it('answers a preflight', async () => {
    const { status, headers, body } = await request('/remoteEntry.js', {
      method: 'OPTIONS',
      headers: { Origin: 'http://host.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(status, 204);
    assert.equal(headers['access-control-allow-origin'], '*');
    assert.match(headers['access-control-allow-methods'], /\bGET\b/);
    assert.equal(body.length, 0);
  });
});

describe('paths', () => {
  it("answers a client-side route with the app's page", async () => {
    for (const route of ['/groups/1/attendance', '/auth/verify-email/abc', '/students']) {
      const { status, headers, body } = await request(route);
      assert.equal(status, 200, route);
      assert.match(headers['content-type'], /^text\/html/, route);
      assert.equal(headers['cache-control'], 'no-cache', route);
      assert.deepEqual(body, onDisk('index.html'), route);
    }
  });

  it('answers / with the page', async () => {
    const { status, body } = await request('/');
    assert.equal(status, 200);
    assert.deepEqual(body, onDisk('index.html'));
  });

  it('answers 404, not the page, for a missing file with an extension', async () => {
    for (const name of ['/missing.js', '/963.0badc0de.js', '/styles.css', '/groups/1/data.json']) {
      const { status, body } = await request(name);
      assert.equal(status, 404, name);
      assert.ok(!body.includes('<title>App</title>'), name);
    }
  });

  it('never answers with a file out of the folder', async () => {
    const attempts = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%2fpackage.json',
      '/.%2e/package.json',
      '/groups/../../package.json',
      '/groups/%2e%2e/%2e%2e/package.json',
      '/..%5cpackage.json',
      `/${encodeURIComponent(path.join(workDir, 'package.json'))}`,
      `/${path.join(workDir, 'package.json')}`,
    ];
    for (const attempt of attempts) {
      const { status, body } = await request(attempt);
      assert.ok(status === 403 || status === 404, `${attempt}: ${status}`);
      assert.ok(!body.includes(SECRET), attempt);
    }
  });

  it('serves GET and HEAD only (and OPTIONS): other methods are answered 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { status, headers } = await request('/main.js', { method });
      assert.equal(status, 405, method);
      assert.equal(headers.allow, 'GET, HEAD, OPTIONS', method);
    }
  });
});

describe('compression', () => {
  it('sends brotli to a client that accepts it, the same bytes once decoded', async () => {
    const { headers, body } = await request('/main.js', { headers: BROWSER });
    assert.equal(headers['content-encoding'], 'br');
    assert.ok(varies(headers));
    assert.equal(Number(headers['content-length']), body.length);
    assert.ok(body.length < onDisk('main.js').length / 4);
    assert.deepEqual(brotliDecompressSync(body), onDisk('main.js'));
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const { headers, body } = await request('/main.js', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(headers['content-encoding'], 'gzip');
    assert.ok(varies(headers));
    assert.equal(Number(headers['content-length']), body.length);
    assert.deepEqual(gunzipSync(body), onDisk('main.js'));
  });

  it('sends the file as it is to a client that accepts neither, still varying on it', async () => {
    for (const headers of [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ]) {
      const answer = await request('/main.js', { headers });
      assert.equal(answer.headers['content-encoding'], undefined);
      assert.ok(varies(answer.headers));
      assert.deepEqual(answer.body, onDisk('main.js'));
    }
  });

  it("sends the build's own .br or .gz of a file as it is, cached as the file is", async () => {
    for (const [accept, encoding, decode] of [
      [BROWSER, 'br', brotliDecompressSync],
      [{ 'Accept-Encoding': 'gzip' }, 'gzip', gunzipSync],
    ]) {
      const { headers, body } = await request('/77.0a1b2c3d.js', { headers: accept });
      assert.equal(headers['content-encoding'], encoding);
      assert.match(headers['content-type'], /javascript/);
      assert.ok(varies(headers));
      assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(Number(headers['content-length']), body.length);
      const sibling = `77.0a1b2c3d.js.${encoding === 'br' ? 'br' : 'gz'}`;
      assert.deepEqual(body, onDisk(sibling), encoding);
      assert.deepEqual(decode(body), onDisk('77.0a1b2c3d.js'), encoding);
    }
    const plain = await request('/77.0a1b2c3d.js', { headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, onDisk('77.0a1b2c3d.js'));
  });

  it('compresses every kind of text file', async () => {
    const names = [
      '/',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/525.d13fdd7a.js.map',
      '/groups/1',
    ];
    for (const name of names) {
      const { headers } = await request(name, { headers: BROWSER });
      assert.equal(headers['content-encoding'], 'br', name);
    }
  });

  it('leaves a file under 1 KB and an image as they are', async () => {
    for (const name of ['tiny.js', 'logo.png']) {
      const { headers, body } = await request(`/${name}`, { headers: BROWSER });
      assert.equal(headers['content-encoding'], undefined, name);
      assert.deepEqual(body, onDisk(name), name);
    }
  });

  it('sends a file rewritten since an earlier answer as it is now', async () => {
    const file = path.join(dist, 'rewritten.js');
    fs.writeFileSync(file, text('first();\n', 3000));
    const first = await request('/rewritten.js', { headers: BROWSER });
    assert.deepEqual(brotliDecompressSync(first.body), fs.readFileSync(file));
    fs.writeFileSync(file, text('second();\n', 4000));
    const second = await request('/rewritten.js', { headers: BROWSER });
    assert.deepEqual(brotliDecompressSync(second.body), fs.readFileSync(file));
  });
});

describe('caching', () => {
  it('marks hashed chunks and their maps immutable', async () => {
    for (const name of ['/525.d13fdd7a.js', '/525.d13fdd7a.js.map']) {
      const { headers } = await request(name, { headers: BROWSER });
      assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable', name);
    }
  });

  it('makes the fixed-name files revalidated', async () => {
    const names = ['/', '/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json'];
    for (const name of [...names, '/config.json', '/remotes.json', '/tiny.js', '/logo.png']) {
      const { headers } = await request(name, { headers: BROWSER });
      assert.equal(headers['cache-control'], 'no-cache', name);
    }
  });

  it('answers 304 without a body when the copy a client has is current', async () => {
    const { headers } = await request('/remoteEntry.js', { headers: BROWSER });
    assert.ok(headers.etag);
    const again = await request('/remoteEntry.js', {
      headers: { ...BROWSER, 'If-None-Match': headers.etag },
    });
    assert.equal(again.status, 304);
    assert.equal(again.headers['content-encoding'], undefined);
    assert.equal(again.body.length, 0);
  });
});

describe('the `files` answers', () => {
  it('answer by name, over the file of the same name, not to be cached without asking', async () => {
    for (const [name, content] of Object.entries(RUNTIME_FILES)) {
      const { status, headers, body } = await request(`/${name}`);
      assert.equal(status, 200, name);
      assert.match(headers['content-type'], /^application\/json/, name);
      assert.equal(headers['cache-control'], 'no-cache', name);
      assert.deepEqual(JSON.parse(body.toString()), content, name);
    }
  });

  it('answer 304 without a body while unchanged since the ETag a client has, 200 once changed', async () => {
    const first = await request('/live.json');
    assert.ok(first.headers.etag);
    const unchanged = await request('/live.json', {
      headers: { 'If-None-Match': first.headers.etag },
    });
    assert.equal(unchanged.status, 304);
    assert.equal(unchanged.body.length, 0);
    assert.equal(unchanged.headers['cache-control'], 'no-cache');

    live = { groups: 'http://cdn.example/groups/b/mf-manifest.json' };
    const changed = await request('/live.json', {
      headers: { 'If-None-Match': first.headers.etag },
    });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, first.headers.etag);
    assert.deepEqual(JSON.parse(changed.body.toString()), live);
  });
});

describe('HEAD', () => {
  it("answers with GET's headers and no body", async () => {
    for (const name of ['/main.js', '/525.d13fdd7a.js', '/tiny.js', '/config.json', '/groups']) {
      const get = await request(name, { headers: BROWSER });
      const head = await request(name, { method: 'HEAD', headers: BROWSER });
      assert.equal(head.status, 200, name);
      assert.equal(head.body.length, 0, name);
      for (const header of [
        'content-type',
        'content-encoding',
        'content-length',
        'cache-control',
      ]) {
        assert.equal(head.headers[header], get.headers[header], `${name} ${header}`);
      }
    }
  });
});

describe('serveStatic', () => {
  it('resolves to a server whose close() resolves once its port refuses connections', async () => {
    const other = await serveStatic({ dir: dist, port: 0 });
    const otherPort = other.server.address().port;
    // A kept-alive connection, as a browser holds one: closing neither waits for it nor keeps it.
    const agent = new http.Agent({ keepAlive: true });
    const kept = await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: otherPort, path: '/main.js', agent }, (response) => {
          const { socket } = response;
          response.resume();
          response.on('end', () => resolve(socket));
        })
        .on('error', reject);
    });
    const keptClosed = once(kept, 'close');

    const closing = other.close();
    assert.ok(closing instanceof Promise);
    await closing;
    await assert.rejects(
      new Promise((resolve, reject) => {
        const socket = net.connect({ host: '127.0.0.1', port: otherPort }, () => {
          socket.destroy();
          resolve();
        });
        socket.on('error', reject);
      }),
      { code: 'ECONNREFUSED' },
    );
    await keptClosed;
    agent.destroy();
  });

  it('fails when the port is taken', async () => {
    await assert.rejects(serveStatic({ dir: dist, port }), { code: 'EADDRINUSE' });
  });
});

describe('forwarding to the API (the host of `pnpm start`)', () => {
  /** What the fake API was asked, newest last. */
  const asked = [];
  let upstream;
  let proxy;
  let proxyPort;

  before(async () => {
    upstream = http.createServer((incoming, answer) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => {
        asked.push({
          method: incoming.method,
          url: incoming.url,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString(),
        });
        answer.writeHead(incoming.url.startsWith('/api/missing') ? 404 : 200, {
          'Content-Type': 'application/json',
          'Set-Cookie': 'refresh_token=r1; Path=/auth/; HttpOnly',
          ETag: '"v1"',
        });
        answer.end(JSON.stringify({ from: 'api', url: incoming.url }));
      });
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    proxy = await serveStatic({
      dir: dist,
      port: 0,
      api: `http://127.0.0.1:${upstream.address().port}`,
    });
    proxyPort = proxy.server.address().port;
  });

  after(async () => {
    await proxy?.close();
    upstream?.close();
  });

  /** One request to the forwarding server, its body as text. */
  async function ask(pathname, options = {}) {
    const answer = await request(pathname, { ...options, to: proxyPort });
    return { ...answer, body: answer.body.toString() };
  }

  it('forwards /api/ with its path, query and answer, status and headers included', async () => {
    const found = await ask('/api/student-profiles/?page=2&search=ali');
    assert.equal(found.status, 200);
    assert.deepEqual(JSON.parse(found.body), {
      from: 'api',
      url: '/api/student-profiles/?page=2&search=ali',
    });
    assert.equal(found.headers.etag, '"v1"');
    const missing = await ask('/api/missing/');
    assert.equal(missing.status, 404);
    assert.equal(JSON.parse(missing.body).from, 'api');
  });

  it("forwards a log-in's body as sent, and the API's cookie back", async () => {
    const body = JSON.stringify({ email: 'ops@example.com', password: 'Secret 1' });
    const { status, headers } = await ask('/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      body,
    });
    assert.equal(status, 200);
    assert.deepEqual(headers['set-cookie'], ['refresh_token=r1; Path=/auth/; HttpOnly']);
    const seen = asked.at(-1);
    assert.equal(seen.method, 'POST');
    assert.equal(seen.url, '/auth/login/');
    assert.equal(seen.body, body);
    assert.equal(seen.headers['content-type'], 'application/json');
    // The client's address and scheme, which the API believes from this proxy (TRUST_PROXY).
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen.headers['x-forwarded-proto'], 'http');
  });

  it("answers a browser opening an e-mailed /auth/ link with the app's page", async () => {
    const before = asked.length;
    const page = await ask('/auth/verify-email/abc', {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    assert.equal(page.status, 200);
    assert.equal(page.body, onDisk('index.html').toString());
    assert.equal(asked.length, before);
    // The app's own call to the same address asks for JSON: the API answers it.
    const call = await ask('/auth/verify-email/abc', { headers: { Accept: 'application/json' } });
    assert.equal(JSON.parse(call.body).url, '/auth/verify-email/abc');
  });

  it("leaves a preflight of /api/ to the API's own CORS", async () => {
    const { headers } = await ask('/api/me/', {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(asked.at(-1).method, 'OPTIONS');
    assert.notEqual(headers['access-control-allow-origin'], '*');
  });

  it('still serves the files, and pages under other paths', async () => {
    const file = await ask('/main.js');
    assert.equal(file.body, onDisk('main.js').toString());
    const page = await ask('/apiary');
    assert.equal(page.body, onDisk('index.html').toString());
  });

  it('answers 502 while the API is down, as a gateway does', async () => {
    const down = await serveStatic({ dir: dist, port: 0, api: 'http://127.0.0.1:9' });
    try {
      const { status } = await request('/api/me/', { to: down.server.address().port });
      assert.equal(status, 502);
    } finally {
      await down.close();
    }
  });
});
