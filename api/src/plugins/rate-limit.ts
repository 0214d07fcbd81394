// @fastify/rate-limit over the shared counters (database or Redis); routes opt in through
// `config.rateLimit`, and `app.counters` serves limits that count only failures (log-in).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { databaseCounters, redisCounters, type Counters } from '../services/counters';
import { throttled } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

type Callback = (error: Error | null, state?: { current: number; ttl: number }) => void;

/** The store interface @fastify/rate-limit expects, backed by Counters. */
function storeFor(counters: Counters) {
  return class CountersStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      counters.hit(key, timeWindow).then((s) => cb(null, s), cb);
    }
    read(key: string, cb: Callback) {
      counters.peek(key).then((s) => cb(null, s), cb);
    }
    child() {
      return new CountersStore();
    }
  };
}

/**
 * A Redis client that is connected before the app starts (a wrong REDIS_URL stops the start, as
 * an unreachable database does). While Redis is away a command fails at once instead of waiting
 * in a queue, so the rate-limited routes answer 500 without delay: they fail closed, and no
 * failed log-in goes uncounted. The client reconnects by itself; the log says once when Redis is
 * lost and once when it is back (ioredis would print every reconnection error to stderr).
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 5000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 0,
    // Dropping a lost connection arms a timer that nothing clears; it only delays the exit.
    disconnectTimeout: 200,
  });
  let reachable = false;
  redis.on('error', (error) => {
    if (reachable) app.log.error({ err: error }, 'Redis (rate-limit counters) unreachable');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis (rate-limit counters) connected');
    reachable = true;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`, {
      cause: error,
    });
  }
  return redis;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    let counters: Counters;
    if (config.redisUrl) {
      counters = redisCounters(await connectRedis(app, config.redisUrl), config.redisKeyPrefix);
    } else {
      counters = databaseCounters(app.db);
      const timer = setInterval(() => {
        counters.sweep().catch((error) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
      }, 10 * 60_000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.decorate('counters', counters);
    app.addHook('onClose', async () => counters.close());

    await app.register(rateLimit, {
      global: false,
      // After body validation, so limits can be keyed by the submitted e-mail address.
      hook: 'preHandler',
      store: storeFor(counters),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => throttled(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
