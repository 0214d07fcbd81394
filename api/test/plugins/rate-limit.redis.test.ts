// The rate limits with REDIS_URL (the server of TEST_REDIS_URL): log-in failures and e-mail
// requests answer 429 with Retry-After from the Redis window, the window ends by Redis's own
// expiry, and two api processes of one deployment share the counters (docs/operations.md#several-processes-or-machines).
import Redis from 'ioredis';
import pino from 'pino';
import { buildTestApp, createUser, TEST_PASSWORD, type TestApp } from '../helpers/app';
import { connectTestRedis, deleteKeysUnder, testRedisUrl, uniqueKeyPrefix } from '../helpers/redis';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { eventually } from '../helpers/wait';

const prefix = uniqueKeyPrefix(__filename);
const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: prefix };
const WINDOW_SECONDS = 15 * 60;

let redis: Redis;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  redis = await connectTestRedis();
  first = await buildTestApp(env);
  second = await buildTestApp(env, { sharing: first });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  if (redis) {
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
  }
});

const login = (t: TestApp, email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });
const forgotPassword = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password/', payload: { email } });
const resendVerification = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/resend-verification/', payload: { email } });

/** inject's requests come from 127.0.0.1: the log-in counter is per address and IP. */
const loginKey = (email: string) => `${prefix}login:${email}:127.0.0.1`;

/** Lets the open window run out now, through Redis's expiry of the key, instead of waiting it out. */
async function endWindow(key: string) {
  expect(await redis.pexpire(key, 20)).toBe(1);
  await eventually(`${key} to expire`, async () => !(await redis.exists(key)));
}

function expectThrottled(res: Awaited<ReturnType<typeof login>>, remainingMs: number): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Math.abs(retryAfter - remainingMs / 1000)).toBeLessThanOrEqual(1);
  expect(res.json()).toEqual({
    detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
  });
}

describe('log-in failures in Redis', () => {
  it('answer 429 with the window left as Retry-After after 5 failures, even to the right password', async () => {
    const user = await createUser(first.app, { role: 'instructor' });
    for (let i = 1; i <= 5; i++) {
      expect((await login(first, user.email, 'Wrong1234')).statusCode).toBe(401);
      expect(await redis.get(loginKey(user.email))).toBe(String(i));
    }
    const ttl = await redis.pttl(loginKey(user.email));
    expect(ttl).toBeGreaterThan((WINDOW_SECONDS - 60) * 1000);
    expect(ttl).toBeLessThanOrEqual(WINDOW_SECONDS * 1000);

    expectThrottled(await login(first, user.email), await redis.pttl(loginKey(user.email)));
    // Refused attempts are not failures: the window is not extended.
    expect(await redis.get(loginKey(user.email))).toBe('5');
    expect(await redis.pttl(loginKey(user.email))).toBeLessThanOrEqual(ttl);
  });

  it('evaluate no more attempts than the limit when they arrive at once on two processes', async () => {
    const user = await createUser(first.app, { role: 'supervisor' });
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? first : second, user.email, 'Wrong1234')),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // The refused ones gave their reservations back.
    expect(await redis.get(loginKey(user.email))).toBe('5');
    expect(await redis.get(`${prefix}login-account:${user.email}`)).toBe('5');
  });

  it('allow log-in again once the window has ended, and the next failure opens a full window', async () => {
    const user = await createUser(first.app, { role: 'supervisor' });
    for (let i = 0; i < 5; i++) await login(first, user.email, 'Wrong1234');
    await redis.pexpire(loginKey(user.email), 1500);
    const late = await login(first, user.email);
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe('2');

    await endWindow(loginKey(user.email));
    expect((await login(first, user.email, 'Wrong1234')).statusCode).toBe(401);
    expect(await redis.get(loginKey(user.email))).toBe('1');
    expect(await redis.pttl(loginKey(user.email))).toBeGreaterThan((WINDOW_SECONDS - 60) * 1000);
    expect((await login(first, user.email)).statusCode).toBe(200);
    expect(await redis.exists(loginKey(user.email))).toBe(0);
  });
});

describe('e-mail requests in Redis', () => {
  it('answer 429 to the fourth reset request for one address, whatever its case', async () => {
    const user = await createUser(first.app, { role: 'student' });
    for (let i = 0; i < 3; i++)
      expect((await forgotPassword(first, user.email)).statusCode).toBe(200);
    const key = `${prefix}forgot-password:${user.email}`;
    expect(await redis.get(key)).toBe('3');
    expectThrottled(await forgotPassword(first, user.email.toUpperCase()), await redis.pttl(key));

    // Other addresses and the other kind of mail have their own counters.
    expect((await forgotPassword(first, 'someone.else@example.test')).statusCode).toBe(200);
    expect((await resendVerification(first, user.email)).statusCode).toBe(200);

    await endWindow(key);
    expect((await forgotPassword(first, user.email)).statusCode).toBe(200);
    expect(await redis.get(key)).toBe('1');
  });

  it('limit verification mails the same way', async () => {
    const email = 'unverified.redis@example.test';
    for (let i = 0; i < 3; i++)
      expect((await resendVerification(first, email)).statusCode).toBe(200);
    const key = `${prefix}resend-verification:${email}`;
    expectThrottled(await resendVerification(first, email), await redis.pttl(key));
  });
});

describe('two api processes on one Redis', () => {
  it('count log-in failures together', async () => {
    const user = await createUser(first.app, { role: 'account_manager' });
    for (let i = 0; i < 3; i++)
      expect((await login(first, user.email, 'Wrong1234')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await login(second, user.email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(first, user.email)).statusCode).toBe(429);
    expect((await login(second, user.email)).statusCode).toBe(429);
  });

  it('clear the failures for both when either one logs the user in', async () => {
    const user = await createUser(first.app, { role: 'instructor' });
    for (let i = 0; i < 4; i++) await login(first, user.email, 'Wrong1234');
    expect((await login(second, user.email)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(first, user.email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(second, user.email)).statusCode).toBe(200);
  });

  it('count e-mail requests together', async () => {
    const user = await createUser(first.app, { role: 'student' });
    expect((await forgotPassword(first, user.email)).statusCode).toBe(200);
    expect((await forgotPassword(second, user.email)).statusCode).toBe(200);
    expect((await forgotPassword(first, user.email)).statusCode).toBe(200);
    expect((await forgotPassword(second, user.email)).statusCode).toBe(429);
  });
});

describe('while Redis is unreachable', () => {
  let proxy: TcpProxy;
  let cut: TestApp | undefined;
  const logged: { msg: string; err?: { message?: string } }[] = [];

  beforeAll(async () => {
    const url = new URL(testRedisUrl());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    cut = await buildTestApp(
      { ...env, REDIS_URL: url.toString() },
      {
        sharing: first,
        logger: pino(
          { level: 'error' },
          { write: (line: string) => logged.push(JSON.parse(line)) },
        ),
      },
    );
  });

  afterAll(async () => {
    await cut?.close();
    await proxy?.close();
  });

  it('the limited routes fail closed with a 500 at once, and count again once it is back', async () => {
    const user = await createUser(first.app, { role: 'supervisor' });
    const app = cut!;
    expect((await login(app, user.email, 'Wrong1234')).statusCode).toBe(401);
    await proxy.cut();

    const failed = await login(app, user.email, 'Wrong1234');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'Server error.' });
    expect((await forgotPassword(app, user.email)).statusCode).toBe(500);
    // Refused by the client at once (no offline queue), not left waiting for the command timeout.
    const failures = logged.filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.err?.message).toMatch(
        /enableOfflineQueue|Connection is closed|writeable|max retries per request/,
      );
      expect(failure.err?.message).not.toMatch(/timed out/i);
    }

    await proxy.restore();
    await eventually('the app to reach Redis again', async () => {
      return (await login(app, user.email, 'Wrong1234')).statusCode !== 500;
    });
    expect(Number(await redis.get(loginKey(user.email)))).toBeGreaterThanOrEqual(2);
  });

  it('the app still closes', async () => {
    await proxy.cut();
    const app = cut!;
    cut = undefined;
    await expect(app.close()).resolves.toBeUndefined();
  });
});
