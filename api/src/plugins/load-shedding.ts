// Sheds /api and /auth requests with 503 and Retry-After at once, instead of letting clients wait
// until they give up. Three measures, any one of which sheds a new request:
// - the requests in flight, past a bound for the machine (each of API_WORKERS processes takes its
//   share), so a burst does not queue behind the database;
// - the event loop's delay: while this process is busy (the embedded database runs queries in
//   it, blocking the loop), a request waits before the server even reads it, unseen by the
//   in-flight count; past MAX_EVENT_LOOP_DELAY the backlog is answered with fast 503s. Only while
//   requests are in flight: a loop held up by anything else (the machine, a collection) left no
//   backlog, and refusing the next request would relieve nothing;
// - the age of the requests in flight: past MAX_QUEUE_AGE the server is not keeping up, so a new
//   request would wait behind the oldest, and an admitted one still waiting to start its work is
//   answered instead.
// Health checks are never shed: /readyz still tells a load balancer the truth.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { API_ENGLISH, t } from '../i18n';

/** The 503 answer's English wording; `busyMessage()` reads it in the request's language. */
export const BUSY_MESSAGE = API_ENGLISH.errors.busy;
export const busyMessage = (): string => t('errors.busy');
export const RETRY_AFTER_SECONDS = 1;

/** How often the event loop's delay is read (and its histogram started afresh). */
const SAMPLE_INTERVAL_MS = 200;

/**
 * This process's share of the machine's bound: MAX_CONCURRENT_REQUESTS, else one that suits the
 * driver (PGlite queues every query), divided among the API_WORKERS processes; 0 is no bound.
 */
export function concurrencyBound(config: Config, driver: 'pg' | 'pglite'): number {
  const machine =
    config.maxConcurrentRequests ??
    (driver === 'pglite' ? 32 : Math.max(16, config.pgPoolSize * 4));
  if (machine === 0) return 0;
  return Math.max(1, Math.ceil(machine / config.apiWorkers));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests of /api and /auth being worked on now. */
    inFlight(): number;
    /** The event loop's mean delay over the last sample, in milliseconds. */
    eventLoopDelay(): number;
  }
}

const shedPath = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const bound = concurrencyBound(config, app.database.driver);
    const maxDelay = config.maxEventLoopDelayMs;
    const maxAge = config.maxQueueAgeMs;

    // Start times of the requests in flight, oldest first (insertion order).
    const started = new Map<object, number>();
    app.decorate('inFlight', () => started.size);

    let sampled = 0;
    let lastTick = performance.now();
    // The last sample, or more when the sampler itself is overdue: then the loop has been busy
    // that long, and the requests read now have waited as long before being read.
    const delay = (now = performance.now()) =>
      Math.max(sampled, now - lastTick - SAMPLE_INTERVAL_MS);
    app.decorate('eventLoopDelay', () => delay());
    if (maxDelay > 0) {
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      const timer = setInterval(() => {
        const now = performance.now();
        const late = Math.max(0, now - lastTick - SAMPLE_INTERVAL_MS);
        lastTick = now;
        const mean = Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6 - 10;
        sampled = Math.max(0, mean, late);
        histogram.reset();
      }, SAMPLE_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        histogram.disable();
      });
    }

    const oldestAge = (now: number) => {
      for (const at of started.values()) return now - at;
      return 0;
    };

    // A callback hook: admitting a request needs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!shedPath(request.url)) {
        done();
        return;
      }
      const now = performance.now();
      const reason =
        bound > 0 && started.size >= bound
          ? 'concurrency bound'
          : maxDelay > 0 && started.size > 0 && delay(now) > maxDelay
            ? 'event loop delay'
            : maxAge > 0 && oldestAge(now) > maxAge
              ? 'queue age'
              : undefined;
      if (reason) {
        request.log.warn(
          { reason, inFlight: started.size, bound, eventLoopDelayMs: Math.round(delay(now)) },
          'request shed: the server is busy',
        );
        // Answered here: the request goes no further.
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: busyMessage() });
        return;
      }
      const key = reply.raw;
      started.set(key, now);
      // 'close' comes once per response, sent or abandoned by the client.
      reply.raw.once('close', () => started.delete(key));
      done();
    });

    // A request admitted but kept waiting (behind others for the embedded database, or for the
    // sign-in check) past MAX_QUEUE_AGE is answered 503 before its work starts: its client has
    // waited long already, and the work would only delay the requests behind it.
    if (maxAge > 0) {
      app.addHook('preHandler', async (request, reply) => {
        const at = started.get(reply.raw);
        if (at === undefined || performance.now() - at <= maxAge) return;
        request.log.warn(
          { reason: 'queue age', inFlight: started.size },
          'request shed: the server is busy',
        );
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ detail: busyMessage() });
      });
    }
  },
  { name: 'load-shedding', dependencies: ['db'] },
);
