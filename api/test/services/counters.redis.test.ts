// The Redis counters against a real server (TEST_REDIS_URL): windows open on the first hit, last
// exactly their length by Redis's own expiry, and every hit is counted, whoever makes it.
import Redis from 'ioredis';
import { redisCounters, type Counters } from '../../src/services/counters';
import {
  connectTestRedis,
  deleteKeysUnder,
  keysUnder,
  testRedisUrl,
  uniqueKeyPrefix,
} from '../helpers/redis';
import { eventually } from '../helpers/wait';

const prefix = uniqueKeyPrefix(__filename);
let redis: Redis;
let counters: Counters;
let other: Counters;

beforeAll(async () => {
  redis = await connectTestRedis();
  // Two clients, as two api processes would have.
  counters = redisCounters(new Redis(testRedisUrl()), prefix);
  other = redisCounters(new Redis(testRedisUrl()), prefix);
});

afterAll(async () => {
  await counters?.close();
  await other?.close();
  if (redis) {
    await deleteKeysUnder(redis, prefix);
    // Clean-up, not a test: a key left behind fails the file.
    const left = await keysUnder(redis, prefix);
    if (left.length) throw new Error(`Redis keys left behind: ${left.join(', ')}`);
    await redis.quit();
  }
});

const MINUTE = 60_000;

describe('Redis counters', () => {
  it('open a window of the given length on the first hit; later hits keep it', async () => {
    expect(await counters.hit('open', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    const stored = await redis.pttl(`${prefix}open`);
    expect(stored).toBeGreaterThan(MINUTE - 5000);
    expect(stored).toBeLessThanOrEqual(MINUTE);

    const second = await other.hit('open', MINUTE);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(stored);
    expect(second.ttl).toBeGreaterThan(MINUTE - 5000);
    const peeked = await counters.peek('open');
    expect(peeked.current).toBe(2);
    expect(peeked.ttl).toBeLessThanOrEqual(second.ttl);
  });

  it('close the window when Redis expires the key; the next hit opens a new one', async () => {
    for (let i = 1; i <= 3; i++) expect((await counters.hit('short', 50)).current).toBe(i);
    await eventually(
      'the 50 ms window to expire',
      async () => !(await redis.exists(`${prefix}short`)),
    );
    expect(await counters.peek('short')).toEqual({ current: 0, ttl: 0 });
    expect(await counters.hit('short', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
  });

  it('count every one of many simultaneous hits from two clients, in one window', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? counters : other).hit('busy', MINUTE)),
    );
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(0);
    expect(await redis.pttl(`${prefix}busy`)).toBeGreaterThan(0);
  });

  it('start over from a counter that has no expiry instead of adding to it', async () => {
    // What a process stopped between INCR and PEXPIRE used to leave behind.
    await redis.set(`${prefix}stale`, '7');
    expect(await counters.peek('stale')).toEqual({ current: 0, ttl: 0 });
    expect(await counters.hit('stale', MINUTE)).toEqual({ current: 1, ttl: MINUTE });
    expect(await redis.pttl(`${prefix}stale`)).toBeGreaterThan(0);
  });

  it('forget a key on reset, for every client', async () => {
    await counters.hit('reset', MINUTE);
    await other.reset('reset');
    expect(await counters.peek('reset')).toEqual({ current: 0, ttl: 0 });
    expect(await redis.exists(`${prefix}reset`)).toBe(0);
  });

  it('give back one reservation on release, never below zero and never for a closed window', async () => {
    await counters.hit('held', MINUTE);
    await counters.hit('held', MINUTE);
    await other.release('held');
    expect((await counters.peek('held')).current).toBe(1);
    await counters.release('held');
    await counters.release('held');
    expect(await redis.get(`${prefix}held`)).toBe('0');
    await counters.release('never-opened');
    expect(await redis.exists(`${prefix}never-opened`)).toBe(0);
  });
});
