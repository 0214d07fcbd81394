// Expiring counters for rate limits, in the database (default) or Redis (REDIS_URL), so every api
// process behind a load balancer shares them.
import { sql } from 'drizzle-orm';
import type Redis from 'ioredis';
import type { Db } from '../db/client';
import { rows } from '../db/client';

export interface CounterState {
  current: number;
  /** Milliseconds until the window closes (0 when there is no open window). */
  ttl: number;
}

export interface Counters {
  /** Counts one more event in the key's window, opening a window of windowMs if none is open. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  peek(key: string): Promise<CounterState>;
  /** Gives back one counted event of the open window (a reservation that turned out fine). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops expired windows (the database store only). */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export function databaseCounters(db: Db): Counters {
  return {
    async hit(key, windowMs) {
      const [row] = await rows<{ count: number; ttl: number }>(
        db,
        sql`INSERT INTO rate_limit_counters AS c (key, count, reset_at)
            VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
              reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
            RETURNING count, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl`,
      );
      return { current: row!.count, ttl: Math.max(0, row!.ttl) };
    },
    async peek(key) {
      const [row] = await rows<{ count: number; ttl: number }>(
        db,
        sql`SELECT count, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl
            FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()`,
      );
      return row ? { current: row.count, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
    },
    async release(key) {
      await db.execute(
        sql`UPDATE rate_limit_counters SET count = count - 1
            WHERE key = ${key} AND reset_at > now() AND count > 0`,
      );
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
    async sweep() {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at <= now()`);
    },
    async close() {},
  };
}

/**
 * INCR and the window's expiry in one atomic step: a key always carries its expiry, whichever
 * process opened the window and however many hit it at once. A counter found without one (left by
 * hand or by an older release) is not an open window, as peek already says, so it starts over.
 */
const REDIS_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  current = 1
  ttl = tonumber(ARGV[1])
  redis.call('SET', KEYS[1], current, 'PX', ttl)
end
return {current, ttl}
`;

/** DECR of an open window (a key with an expiry) that is above zero; anything else is left. */
const REDIS_RELEASE = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async hit(key, windowMs) {
      const [current, ttl] = (await redis.eval(REDIS_HIT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, value], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return value === null || ttl < 0 ? { current: 0, ttl: 0 } : { current: Number(value), ttl };
    },
    async release(key) {
      await redis.eval(REDIS_RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async sweep() {},
    async close() {
      // QUIT lets Redis answer what is in flight; a connection that is lost (or lost while
      // quitting) is dropped instead, so that closing the app never fails or hangs on Redis.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
