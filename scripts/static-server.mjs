// A small static file server for a built app: CORS (remotes are fetched from the host's origin),
// SPA fallback to index.html, no-cache for the fixed-name files and long caching for hashed chunks,
// and text files gzipped for browsers that accept it (each file compressed once, while unchanged).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Below this, gzip's header costs about what it saves. */
const MIN_GZIP_BYTES = 1024;

/** Compressed files by path, kept while their size and modification time stay the same. */
const gzipped = new Map();

function gzippedFile(file, stat) {
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.body;
  const body = gzipSync(fs.readFileSync(file), { level: 9 });
  gzipped.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
  return body;
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** files: extra JSON answers by name (config.json, remotes.json) that win over the folder. */
export function createStaticHandler({ dir, files = {} }) {
  const rootDir = path.resolve(dir);
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    const name = pathname.replace(/^\/+/, '');
    if (Object.hasOwn(files, name)) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : JSON.stringify(files[name]));
    }
    let file = path.resolve(rootDir, `.${pathname}`);
    if (!file.startsWith(rootDir + path.sep) && file !== rootDir) {
      res.writeHead(403);
      return res.end();
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    // A path without an extension is a client-side route: answer with the app's page.
    if (!stat && !path.extname(pathname)) {
      file = path.join(rootDir, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(path.extname(file)) && stat.size >= MIN_GZIP_BYTES) {
      headers.Vary = 'Accept-Encoding';
      if (acceptsGzip(req)) {
        const body = gzippedFile(file, stat);
        res.writeHead(200, {
          ...headers,
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  };
}

export function serveStatic({ dir, port, files, host }) {
  const server = http.createServer(createStaticHandler({ dir, files }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
