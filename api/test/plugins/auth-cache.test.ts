// The signed-in check is reused for SIGNED_IN_CACHE and verified tokens are kept by signature:
// a change made through this process holds at once, one made through another process once the
// bound has passed, and a kept token still expires.
import {
  buildTestApp,
  createUser,
  refreshCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../helpers/app';

/** The processes' SIGNED_IN_CACHE (the default, 5s, is configuration's test). */
const BOUND_MS = 2000;

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SIGNED_IN_CACHE: `${BOUND_MS}ms` });
  other = await buildTestApp({ SIGNED_IN_CACHE: `${BOUND_MS}ms` }, { sharing: t });
});
afterAll(async () => {
  await other?.close();
  await t.close();
});
afterEach(() => jest.restoreAllMocks());

const login = async (app: TestApp, email: string) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/auth/login/',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { access: res.json().access as string, refresh: refreshCookie(res)!.value };
};
const me = (app: TestApp, access: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/me/',
    headers: { authorization: `Bearer ${access}` },
  });
const asBearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** Date.now (the caches' clock and the token's) held at `time`. */
function clockAt(time: number) {
  jest.spyOn(Date, 'now').mockReturnValue(time);
}

/** Date.now moved on by `ms` from here. */
const clockAhead = (ms: number) => clockAt(Date.now() + ms);

/** `admin` (signed in on `app`) deactivates the user `id`. */
async function deactivate(app: TestApp, admin: { access: string }, id: number) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/`,
    headers: asBearer(admin.access),
    payload: { is_active: false },
  });
  expect(res.statusCode).toBe(200);
}

describe('the signed-in cache', () => {
  it('forgets a session at once when this process logs it out', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const session = await login(t, user.email);
    expect((await me(t, session.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      cookies: { refresh_token: session.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t, session.access)).statusCode).toBe(401);
  });

  it('forgets a session at once when this process finds its refresh token reused', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const session = await login(t, user.email);
    expect((await me(t, session.access)).statusCode).toBe(200);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/auth/refresh/', cookies: { refresh_token: token } });
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    // Past the grace period the rotated token is reuse: the answer is a 401 and the session goes.
    clockAhead(60_000);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await me(t, session.access)).statusCode).toBe(401);
  });

  it("signs out the user's other sessions at once when they change their password here", async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const kept = await login(t, user.email);
    const elsewhere = await login(t, user.email);
    expect((await me(t, elsewhere.access)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/me/password/',
      headers: asBearer(kept.access),
      payload: { current_password: TEST_PASSWORD, new_password: 'Another-Pass-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, elsewhere.access)).statusCode).toBe(401);
    expect((await me(t, kept.access)).statusCode).toBe(200);
  });

  it('refuses a user at once when this process deactivates them or changes their role', async () => {
    const admin = await login(t, (await createUser(t.app, { role: 'operations_manager' })).email);
    const user = await createUser(t.app, { role: 'account_manager' });
    const session = await login(t, user.email);
    const schedule = () =>
      t.app.inject({ method: 'GET', url: '/api/schedule/', headers: asBearer(session.access) });
    expect((await schedule()).statusCode).toBe(200);

    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}/`,
        headers: asBearer(admin.access),
        payload,
      });
    expect((await patch({ role: 'instructor' })).statusCode).toBe(200);
    expect((await schedule()).statusCode).toBe(403);
    expect((await patch({ is_active: false })).statusCode).toBe(200);
    expect((await me(t, session.access)).json()).toEqual({ detail: 'Your account is inactive.' });
  });

  it('lets another process see a deactivation once the bound has passed', async () => {
    const admin = await login(
      other,
      (await createUser(t.app, { role: 'operations_manager' })).email,
    );
    const user = await createUser(t.app, { role: 'supervisor' });
    const session = await login(t, user.email);
    const checkedFrom = Date.now();
    expect((await me(t, session.access)).statusCode).toBe(200);

    await deactivate(other, admin, user.id);
    // The process that made the change refuses at once; this one once the bound has passed.
    expect((await me(other, session.access)).statusCode).toBe(403);
    // Its check was kept until at least checkedFrom + BOUND_MS.
    clockAt(checkedFrom + BOUND_MS - 1);
    expect((await me(t, session.access)).statusCode).toBe(200);
    jest.restoreAllMocks();
    clockAhead(BOUND_MS + 1);
    expect((await me(t, session.access)).statusCode).toBe(403);
  });

  it('is not kept at all with SIGNED_IN_CACHE=0: another process sees a change at once', async () => {
    const uncached = await buildTestApp({ SIGNED_IN_CACHE: '0' }, { sharing: t });
    try {
      const user = await createUser(t.app, { role: 'supervisor' });
      const session = await login(uncached, user.email);
      expect((await me(uncached, session.access)).statusCode).toBe(200);
      const admin = await login(t, (await createUser(t.app, { role: 'operations_manager' })).email);
      await deactivate(t, admin, user.id);
      expect((await me(uncached, session.access)).statusCode).toBe(403);
    } finally {
      await uncached.close();
    }
  });
});

describe('verified tokens', () => {
  it('are kept until they expire, and a changed signature is verified afresh', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const session = await login(t, user.email);
    expect((await me(t, session.access)).statusCode).toBe(200);
    const [header, payload, signature] = session.access.split('.');
    const forged = [header, payload, `${signature!.slice(0, -2)}AA`].join('.');
    expect((await me(t, forged)).statusCode).toBe(401);
    // The same signature under another payload is not the kept token.
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect((await me(t, [header, otherPayload, signature].join('.'))).statusCode).toBe(401);

    clockAhead(16 * 60 * 1000);
    expect((await me(t, session.access)).statusCode).toBe(401);
  });
});
