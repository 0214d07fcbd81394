// The Redis suites (*.redis.test.ts) use the server named by TEST_REDIS_URL, which .ci/run sets.
// jest.config.cjs leaves them out when it is unset, so a machine with only Node passes the suite;
// run on their own without a reachable server they fail, never pass.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Redis from 'ioredis';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error(
      'TEST_REDIS_URL is not set: the Redis suites need a server, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379/9',
    );
  }
  return url;
}

/** A client of TEST_REDIS_URL that fails at once, without retrying, when no server answers. */
export async function connectTestRedis(): Promise<Redis> {
  const url = testRedisUrl();
  const redis = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`No Redis answers at TEST_REDIS_URL=${url}: ${(error as Error).message}`);
  }
  return redis;
}

/** A key prefix of one test file in one run: files and parallel runs never see each other's keys. */
export function uniqueKeyPrefix(testFile: string): string {
  const name = path.basename(testFile).replace(/[^\w.-]/g, '_');
  return `linguadesk-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length) await redis.del(...keys);
}
