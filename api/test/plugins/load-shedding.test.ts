// Past MAX_CONCURRENT_REQUESTS the API answers 503 with Retry-After at once instead of queueing;
// health checks still answer; and the bound frees as requests finish.
import { BUSY_MESSAGE } from '../../src/plugins/load-shedding';
import { buildTestApp, createUser, injectAs, type TestApp } from '../helpers/app';
import { eventually } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAX_CONCURRENT_REQUESTS: '3', SIGNUP_MAX_REQUESTS: '100' });
});
afterAll(() => t.close());

let n = 0;
const signUp = () => {
  n += 1;
  return t.app.inject({
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
    const inject = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
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
