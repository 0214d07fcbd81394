// The static server of a built app (`pnpm start`, the browser tests): Fastify with @fastify/static,
// compress and cors. Paths without an extension answer index.html; hashed chunks are immutable,
// the rest revalidated; `files` answers named JSON (config.json, remotes.json) first. With `api`,
// it also forwards /api/ and /auth/ to the API, so the host's page calls it on its own origin.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Below this, compression's framing costs about what it saves. */
const MIN_COMPRESS_BYTES = 1024;

// A production build writes each script's .br and .gz beside it, at each format's best, and those
// are sent as they are. Other text files are compressed here once per file version and kept:
// brotli 5 sends nearly what brotli 11 does for far less CPU on a cold first page.
const BROTLI_QUALITY = 5;
/** A compressed form the build wrote beside a file (@fastify/static's preCompressed). */
const { COMPRESSED_FORM } = createRequire(import.meta.url)('../tooling/compressed-forms.cjs');

/** A file's bytes by path, read once while its size and modification time stay the same. */
const contents = new Map();
/** The compressed forms of those bytes, by encoding (dropped with the bytes they came from). */
const compressedForms = new WeakMap();

function contentOf(filePath, stat) {
  const known = contents.get(filePath);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.bytes;
  const bytes = fs.readFileSync(filePath);
  // Rewritten since it was stat'ed (a rebuild under `pnpm dev`): answered, not kept.
  if (bytes.length === stat.size)
    contents.set(filePath, { size: stat.size, mtimeMs: stat.mtimeMs, bytes });
  return bytes;
}

/** zlib's synchronous compressor, remembering its result for the same bytes (see contentOf). */
function remembered(encoding, compress) {
  return (bytes, options) => {
    let forms = compressedForms.get(bytes);
    if (!forms) compressedForms.set(bytes, (forms = new Map()));
    if (!forms.has(encoding)) forms.set(encoding, compress(bytes, options));
    return forms.get(encoding);
  };
}

/** The API's paths on a server that forwards them (as deploy/nginx.conf.template does). */
const API_PREFIXES = ['/api', '/auth'];
const forwarded = (url) =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/**
 * The host has pages under /auth/ too (the e-mailed verify and reset links): a browser opening one
 * asks for HTML, the API client for JSON.
 */
const wantsPage = (request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/** The file @fastify/static is answering with, for the onSend hook. */
const SERVED_FILE = Symbol('servedFile');

/**
 * The server of one built folder, not yet listening.
 * @param {{ dir: string, files?: Record<string, unknown | (() => unknown)>, api?: string }} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
async function createStaticServer({ dir, files = {}, api }) {
  const root = path.resolve(dir);
  // forceCloseConnections: once close() resolves, no kept-alive connection still answers (the
  // browser tests stop a remote's server to see the host cope with it being down).
  const app = Fastify({ logger: false, forceCloseConnections: true });

  const staticCors = {
    origin: '*',
    methods: ['GET', 'HEAD', 'OPTIONS'],
    // Any OPTIONS request is answered as a preflight, even without Origin and
    // Access-Control-Request-Method.
    strictPreflight: false,
  };
  // The API answers its own CORS (and preflights) for what is forwarded to it.
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, api && forwarded(request.url) ? { origin: false } : staticCors),
  });

  // Text files reach @fastify/compress as the same Buffer while unchanged (the onSend hook below), so
  // each is compressed once. Registered before @fastify/static, as its README asks.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: MIN_COMPRESS_BYTES,
    syncThreshold: Number.POSITIVE_INFINITY,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlib: {
      brotliCompressSync: remembered('br', zlib.brotliCompressSync),
      gzipSync: remembered('gzip', zlib.gzipSync),
    },
  });

  // Runs before @fastify/compress's own onSend (instance hooks run before route hooks).
  app.decorateReply(SERVED_FILE, null);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (typeof payload?.pipe !== 'function') return done(null, payload);
    // @fastify/static's 304 (ETag or Last-Modified matched) has an empty stream: no body, so
    // nothing for @fastify/compress to encode.
    if (reply.statusCode === 304) {
      payload.destroy();
      return done(null, null);
    }
    // A text file's stream becomes its kept bytes (not a range: a 206 is part of the file).
    const file = reply[SERVED_FILE];
    if (!file || reply.statusCode !== 200) return done(null, payload);
    payload.destroy();
    try {
      const bytes = contentOf(file.path, file.stat);
      reply.header('Content-Length', bytes.length);
      done(null, bytes);
    } catch (error) {
      done(error);
    }
  });

  for (const [name, content] of Object.entries(files)) {
    // A function is asked on every request (the deployment's remotes.json, which a deploy edits).
    // An ETag of the body lets an open page ask whether it changed: unchanged, a 304 and no body.
    const body = typeof content === 'function' ? null : JSON.stringify(content);
    app.get(`/${name}`, (request, reply) => {
      const text = body ?? JSON.stringify(content());
      const etag = `"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(text);
    });
  }

  await app.register(fastifyStatic, {
    root,
    // Sends a file's .br or .gz, when the build wrote one, to a client that accepts it, with
    // Content-Encoding (so @fastify/compress leaves it) and Vary: accept-encoding on every answer.
    preCompressed: true,
    // Cache-Control is set per file below.
    cacheControl: false,
    setHeaders(reply, filePath, stat) {
      const file = filePath.replace(COMPRESSED_FORM, '');
      reply.header('Cache-Control', HASHED.test(file) ? IMMUTABLE : REVALIDATE);
      // The answer's bytes are kept (the onSend hook above), compressed already or not.
      if (COMPRESSIBLE.has(path.extname(file))) reply[SERVED_FILE] = { path: filePath, stat };
    },
  });

  if (api) {
    for (const prefix of API_PREFIXES) {
      await app.register(fastifyHttpProxy, {
        upstream: api,
        prefix,
        rewritePrefix: prefix,
        preHandler:
          prefix === '/auth'
            ? (request, reply, done) => (wantsPage(request) ? reply.sendFile('index.html') : done())
            : undefined,
        replyOptions: {
          // The API believes these from its proxies (TRUST_PROXY), as behind nginx.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, ''),
            'x-forwarded-proto': request.protocol,
          }),
          // As a gateway answers: an API not listening (starting, restarting) is a 502, which the
          // apps' data layer retries, not a 500, which it takes for the API's own verdict.
          onError: (reply, { error }) =>
            reply.code(error.statusCode > 500 ? error.statusCode : 502).send(),
        },
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    }
    const pathname = request.url.split('?')[0];
    if (path.posix.extname(pathname)) {
      return reply
        .code(404)
        .header('Cache-Control', REVALIDATE)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    return reply.sendFile('index.html');
  });

  return app;
}

/**
 * Serves a built folder on a port (all interfaces unless `host` is given), and forwards /api/ and
 * /auth/ to `api` (an origin) when given.
 * Resolves to the listening Fastify instance: `close()` returns a Promise that resolves once the
 * port is closed and every connection ended; `server.address()` gives the port.
 * @param {{ dir: string, port: number, files?: Record<string, unknown>, host?: string, api?: string }} options
 */
export async function serveStatic({ dir, port, files, host, api }) {
  return listenOn(await createStaticServer({ dir, files, api }), { port, host });
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or "*"). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/**
 * Starts a Fastify app listening on `port` (all interfaces unless `host` is given); closes it
 * and throws when the port cannot be had. Resolves to the app.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ port: number, host?: string }} options
 */
export async function listenOn(app, { port, host }) {
  try {
    // '::' also accepts IPv4 connections, as Node's own default does.
    await app.listen({ port, host: host ?? '::' });
  } catch (error) {
    if (host !== undefined || error.code !== 'EAFNOSUPPORT') {
      await app.close();
      throw error;
    }
    // A machine without IPv6.
    await app.listen({ port, host: '0.0.0.0' });
  }
  return app;
}
