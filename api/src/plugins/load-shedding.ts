// A bound on the requests the API works on at once. Past it, /api and /auth answer 503 with
// Retry-After at once, instead of queueing behind the database until the client gives up (the
// embedded database runs one query at a time: 50 connections queued requests for 8 s). Health
// checks are never shed: /readyz still tells a load balancer the truth.
import fp from 'fastify-plugin';
import type { Config } from '../config';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 1;

/** MAX_CONCURRENT_REQUESTS, else a bound that suits the driver: PGlite queues every query. */
export function concurrencyBound(config: Config, driver: 'pg' | 'pglite'): number {
  if (config.maxConcurrentRequests !== undefined) return config.maxConcurrentRequests;
  return driver === 'pglite' ? 32 : Math.max(16, config.pgPoolSize * 4);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests of /api and /auth being worked on now. */
    inFlight(): number;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const bound = concurrencyBound(config, app.database.driver);
    let inFlight = 0;
    app.decorate('inFlight', () => inFlight);
    if (bound === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/auth/')) return;
      if (inFlight >= bound) {
        request.log.warn(
          { inFlight, bound },
          'request shed: the server is at its concurrency bound',
        );
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: BUSY_MESSAGE });
      }
      inFlight += 1;
      // 'close' comes once per response, sent or abandoned by the client.
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
  },
  { name: 'load-shedding', dependencies: ['db'] },
);
