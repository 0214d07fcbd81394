// Past MAX_CONCURRENT_REQUESTS the API answers 503 with Retry-After at once instead of queueing;
// health checks still answer; and the bound frees as requests finish. The same while the event
// loop is held up past MAX_EVENT_LOOP_DELAY with requests in flight (others wait unread
// meanwhile), but not when nothing was in flight; and while a request
// in flight is older than MAX_QUEUE_AGE. With API_WORKERS the bound is the machine's, shared.
import { loadConfig } from '../../src/config';
import { BUSY_MESSAGE, concurrencyBound } from '../../src/plugins/load-shedding';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { eventually } from '../helpers/wait';

let t: TestApp;
let inject: Inject;
beforeAll(async () => {
  t = await buildTestApp({ MAX_CONCURRENT_REQUESTS: '3', SIGNUP_MAX_REQUESTS: '100' });
  inject = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
});
afterAll(() => t.close());

let n = 0;
const signUp = (app = t) => {
  n += 1;
  return app.app.inject({
    method: 'POST',
    url: '/auth/register-student/',
    payload: {
      email: `busy${n}@example.test`,
      username: `busy_${n}`,
      password: 'Passw0rd!',
      first_name: 'Nour',
      last_name: 'Kamel',
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
    },
  });
};

describe('load shedding', () => {
  it('answers 503 with Retry-After past the bound, keeps /readyz, and frees the bound afterwards', async () => {
    // Sign-ups that stay in flight until released: their mail waits.
    const send = t.app.mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    t.app.mailer.send = async (message) => {
      waiting += 1;
      await held;
      return send(message);
    };
    try {
      const busy = [signUp(), signUp(), signUp()];
      await eventually('three requests in flight', () => waiting === 3);
      expect(t.app.inFlight()).toBe(3);

      const shed = await Promise.all([inject({ method: 'GET', url: '/api/me/' }), signUp()]);
      for (const res of shed) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual({ detail: BUSY_MESSAGE });
      }
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

      release();
      expect((await Promise.all(busy)).map((r) => r.statusCode)).toEqual([201, 201, 201]);
      await eventually('the bound to free', () => t.app.inFlight() === 0);
      expect((await inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    } finally {
      t.app.mailer.send = send;
      release();
    }
  });
});

const expectShed = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({ detail: BUSY_MESSAGE });
};

/** Keeps this process's event loop busy for `ms`, as a long query of the embedded database does. */
function holdEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else runs meanwhile
  }
}

describe('shedding by event-loop delay', () => {
  let busy: TestApp;
  let asManager: Inject;
  beforeAll(async () => {
    busy = await buildTestApp({
      MAX_CONCURRENT_REQUESTS: '0',
      MAX_EVENT_LOOP_DELAY: '250ms',
      MAX_QUEUE_AGE: '0',
    });
    asManager = await injectAs(
      busy.app,
      await createUser(busy.app, { role: 'operations_manager' }),
    );
  });
  afterAll(() => busy.close());

  it('answers 503 with Retry-After while the loop is held up with a request in flight, keeps /readyz, then serves again', async () => {
    // Building the app (the embedded database) held the loop up too.
    await eventually('the loop to be quiet', () => busy.app.eventLoopDelay() < 250, 20_000);
    expect((await asManager({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    const send = busy.app.mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let working = false;
    // A sign-up whose work holds the loop, as a long query of the embedded database does, and
    // stays in flight after it.
    busy.app.mailer.send = async (message) => {
      working = true;
      holdEventLoop(1000);
      await held;
      return send(message);
    };
    try {
      const stuck = signUp(busy);
      await eventually('a sign-up at work', () => working);
      const [shed, ready] = await Promise.all([
        asManager({ method: 'GET', url: '/api/me/' }),
        busy.app.inject({ method: 'GET', url: '/readyz' }),
      ]);
      expectShed(shed);
      expect(ready.statusCode).toBe(200);
      release();
      expect((await stuck).statusCode).toBe(201);
    } finally {
      busy.app.mailer.send = send;
      release();
    }
    await eventually('the delay to fall', () => busy.app.eventLoopDelay() < 250, 20_000);
    expect((await asManager({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
  });

  it('serves a request after a held-up loop when nothing was in flight: no backlog to relieve', async () => {
    await eventually('nothing in flight', () => busy.app.inFlight() === 0);
    holdEventLoop(1000);
    expect(busy.app.eventLoopDelay()).toBeGreaterThan(250);
    expect((await asManager({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
  });
});

describe('shedding by queue age', () => {
  let slow: TestApp;
  let asManager: Inject;
  beforeAll(async () => {
    slow = await buildTestApp({
      MAX_CONCURRENT_REQUESTS: '0',
      MAX_EVENT_LOOP_DELAY: '0',
      MAX_QUEUE_AGE: '300ms',
      SIGNUP_MAX_REQUESTS: '100',
    });
    asManager = await injectAs(
      slow.app,
      await createUser(slow.app, { role: 'operations_manager' }),
    );
  });
  afterAll(() => slow.close());

  it('answers 503 while a request in flight is older than MAX_QUEUE_AGE, and serves once it is done', async () => {
    const send = slow.app.mailer.send;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    slow.app.mailer.send = async (message) => {
      waiting += 1;
      await held;
      return send(message);
    };
    try {
      const stuck = signUp(slow);
      await eventually('a sign-up in flight', () => waiting === 1);
      const since = performance.now();
      await eventually('the sign-up to grow old', () => performance.now() - since > 400);
      expectShed(await asManager({ method: 'GET', url: '/api/me/' }));
      release();
      expect((await stuck).statusCode).toBe(201);
      await eventually('nothing in flight', () => slow.app.inFlight() === 0);
      expect((await asManager({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    } finally {
      slow.app.mailer.send = send;
      release();
    }
  });
});

describe('the concurrency bound with API_WORKERS', () => {
  const bound = (env: Record<string, string>, driver: 'pg' | 'pglite' = 'pg') =>
    concurrencyBound(loadConfig({ DATABASE_URL: 'postgres://db/x', ...env }), driver);

  it("is the machine's, shared among the workers", () => {
    expect(bound({ MAX_CONCURRENT_REQUESTS: '40' })).toBe(40);
    expect(bound({ MAX_CONCURRENT_REQUESTS: '40', API_WORKERS: '2' })).toBe(20);
    expect(bound({ MAX_CONCURRENT_REQUESTS: '5', API_WORKERS: '2' })).toBe(3);
    // The default follows the pool: four requests per pooled connection, for the machine.
    expect(bound({ PG_POOL_SIZE: '10' })).toBe(40);
    expect(bound({ PG_POOL_SIZE: '10', API_WORKERS: '4' })).toBe(10);
    expect(bound({}, 'pglite')).toBe(32);
    expect(bound({ MAX_CONCURRENT_REQUESTS: '0', API_WORKERS: '2' })).toBe(0);
  });
});
