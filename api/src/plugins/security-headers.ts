// Helmet's security headers on every answer. @fastify/helmet builds helmet's middleware again for
// each request (it supports per-route options and CSP nonces, which no route here uses); this
// builds it once, from the same helmet @fastify/helmet depends on, and runs it per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: Error) => void,
) => void;

/** helmet's options, as far as this API sets them (see app.ts). */
export interface SecurityHeaderOptions {
  crossOriginResourcePolicy?: { policy: 'same-origin' | 'same-site' | 'cross-origin' };
  contentSecurityPolicy?: false;
}

// helmet is @fastify/helmet's dependency, not the API's own: resolved from there, so both stay
// one version.
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (
  options: SecurityHeaderOptions,
) => Middleware;

const rethrow = (error?: Error) => {
  if (error) throw error;
};

export default fp<SecurityHeaderOptions>(
  async (app, options) => {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, rethrow);
      done();
    });
  },
  { name: 'security-headers' },
);
