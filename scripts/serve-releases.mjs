// `pnpm serve:releases`: the local deployment served as a web server or CDN would serve it
// (http://localhost:3100; CDN_PORT moves it). `pnpm start` runs the same server on the same port,
// so run this one only without `pnpm start`. What it serves, and how long it may be kept:
//
//   /<app>/<version>/...   release files, never rewritten: cached a year, `immutable`
//   /remotes.json          the deployment's records, rewritten by each deploy: `no-cache` with a
//   /host.json             strong ETag of their bytes, so a revalidation is a 304 without a body
//
// Nothing else: the deploy log and lock are not public. docs/operations.md shows the same rules
// for nginx and for an object store behind a CDN.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { etagMatches, listenOn } from './static-server.mjs';

const require = createRequire(import.meta.url);
const releases = require('../tooling/releases.cjs');
const { FileSystemStore } = require('../tooling/deployment/filesystem.cjs');
const { portOf } = require('../tooling/apps.cjs');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** A release file's path: /<app>/<version>/<file>, no name starting with "." (partial copies). */
const RELEASE_FILE = /^\/[^./][^/]*\/[^./][^/]*\/(?:[^./][^/]*\/)*[^./][^/]*$/;

/**
 * The server of a deployment folder, not yet listening.
 * @param {{ dir: string }} options
 */
export async function createReleasesServer({ dir }) {
  const store = new FileSystemStore(dir);
  fs.mkdirSync(store.dir, { recursive: true });
  // forceCloseConnections: once close() resolves, no kept-alive connection still answers.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // A 304 of @fastify/static has an empty stream: nothing for @fastify/compress to encode.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 304 && typeof payload?.pipe === 'function') {
      payload.destroy();
      return done(null, null);
    }
    done(null, payload);
  });

  for (const key of releases.PUBLIC_RECORDS)
    app.get(`/${key}`, async (request, reply) => {
      reply.header('Cache-Control', REVALIDATE);
      const found = await store.read(key);
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const etag = `"${found.etag}"`;
      reply.header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(found.body);
    });

  await app.register(fastifyStatic, {
    root: store.dir,
    // A release's scripts carry the .br and .gz its build wrote: sent as they are when accepted.
    preCompressed: true,
    cacheControl: false,
    index: false,
    allowedPath: (pathname) => RELEASE_FILE.test(pathname),
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    return reply
      .code(404)
      .header('Cache-Control', REVALIDATE)
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });
  return app;
}

/**
 * Serves a deployment folder on a port (all interfaces unless `host` is given); resolves to the
 * listening Fastify instance (`close()`, `server.address()`).
 * @param {{ dir: string, port: number, host?: string }} options
 */
export async function serveReleases({ dir, port, host }) {
  return listenOn(await createReleasesServer({ dir }), { port, host });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = releases.releasesDir();
  const server = await serveReleases({ dir, port: portOf(releases.CDN) });
  console.log(`Serving ${dir} on ${releases.cdnOrigin()}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
