import { eq } from 'drizzle-orm';
import { users } from '../../helpers/db';
import {
  buildTestApp,
  createUser,
  injectAs,
  refreshCookie,
  TEST_PASSWORD,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  // No load shedding: the races below need every parallel request in flight at once.
  t = await buildTestApp({ MAX_CONCURRENT_REQUESTS: '0' });
});
afterAll(() => t.close());

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });

const refresh = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/refresh/',
    headers: { 'content-type': 'application/json' },
    cookies: token ? { refresh_token: token } : {},
  });

/** Moves every rotation of the user's tokens back past the 30-second grace period. */
const agePastGrace = (userId: number) =>
  t.app.database.withRawClient((c) =>
    c.query(
      "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '31 seconds' WHERE user_id = $1 AND rotated_at IS NOT NULL",
      [userId],
    ),
  );

const me = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${access}` } });

describe('POST /auth/login/', () => {
  it('answers the access token and the user, and sets the refresh cookie', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { id: user.id, email: user.email, role: 'instructor' },
    });
    const cookie = refreshCookie(res)!;
    expect(cookie).toMatchObject({ path: '/auth/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value.length).toBeGreaterThan(20);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('matches the e-mail address whatever its case', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    expect((await login(user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('answers field errors with the spec messages', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/auth/login/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
    const bad = await login('not-an-email', '123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters long'],
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const wrong = await login(user.email, 'Wrong1234');
    const unknown = await login('nobody@example.test');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(refreshCookie(wrong)).toBeUndefined();
  });

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const user = await createUser(t.app, { role: 'instructor', isActive: false });
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This account has been deactivated.' });
    expect((await login(user.email, 'Wrong1234')).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after repeated failures, even for the right password', async () => {
    const user = await createUser(t.app, { role: 'account_manager' });
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'Wrong1234')).statusCode).toBe(401);
    const res = await login(user.email);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });

  it('evaluates no more attempts than the limit when they arrive all at once', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const burst = await Promise.all([
      ...Array.from({ length: 99 }, () => login(user.email, 'Wrong1234')),
      login(user.email),
    ]);
    const statuses = burst.map((r) => r.statusCode);
    // Five attempts were checked (one may be the right password); every other one was refused
    // before its password was looked at.
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
  });

  it('forgets earlier failures after a successful log-in', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    for (let i = 0; i < 4; i++) await login(user.email, 'Wrong1234');
    expect((await login(user.email)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong1234')).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('POST /auth/refresh/', () => {
  it('answers a new access token and rotates the refresh cookie', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const first = refreshCookie(await login(user.email))!.value;
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    const second = refreshCookie(res)!;
    expect(second.value).not.toBe(first);
    expect(second.path).toBe('/auth/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me/',
      headers: { authorization: `Bearer ${res.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await refresh(second.value)).statusCode).toBe(200);
  });

  it('revokes the whole family when a token rotated past the grace period is presented again', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const stolen = refreshCookie(await login(user.email))!.value;
    const current = refreshCookie(await refresh(stolen))!.value;
    await agePastGrace(user.id);
    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      detail: 'Refresh token is invalid or expired.',
      code: 'token_not_valid',
    });
    expect(refreshCookie(reuse)!.value).toBe('');
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('keeps other log-ins of the same user working after a reuse', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const other = refreshCookie(await login(user.email))!.value;
    const stolen = refreshCookie(await login(user.email))!.value;
    await refresh(stolen);
    await agePastGrace(user.id);
    expect((await refresh(stolen)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Refresh token not provided.', code: 'token_not_valid' });
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  it('answers 401 for an expired refresh token', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const token = refreshCookie(await login(user.email))!.value;
    await t.app.database.withRawClient((c) =>
      c.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [user.id],
      ),
    );
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('answers 401 once the account is deactivated', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const token = refreshCookie(await login(user.email))!.value;
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('POST /auth/refresh/ within the grace period', () => {
  it('answers parallel refreshes with one token with the same new token, and keeps the session', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const token = refreshCookie(await login(user.email))!.value;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const cookies = new Set(answers.map((r) => refreshCookie(r)!.value));
    expect(cookies.size).toBe(1);
    const [next] = [...cookies];
    expect(next).not.toBe(token);
    for (const answer of answers) expect((await me(answer.json().access)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('answers a refresh whose response was lost with the family current token', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const first = refreshCookie(await login(user.email))!.value;
    const lost = refreshCookie(await refresh(first))!.value;
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    expect(refreshCookie(again)!.value).toBe(lost);
    // Two rotations on: the tab that lost two answers still gets the current token.
    const third = refreshCookie(await refresh(lost))!.value;
    const late = await refresh(first);
    expect(refreshCookie(late)!.value).toBe(third);
    expect((await refresh(third)).statusCode).toBe(200);
  });

  it('refuses without clearing the cookie when the family current token cannot be given', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const first = refreshCookie(await login(user.email))!.value;
    await refresh(first);
    await t.app.database.withRawClient((c) =>
      c.query(
        "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND rotated_at IS NULL",
        [user.id],
      ),
    );
    const res = await refresh(first);
    expect(res.statusCode).toBe(401);
    expect(refreshCookie(res)).toBeUndefined();
  });

  it('still refuses a token of a logged-out family', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const first = refreshCookie(await login(user.email))!.value;
    const next = refreshCookie(await refresh(first))!.value;
    await t.app.inject({ method: 'POST', url: '/auth/logout/', cookies: { refresh_token: next } });
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('revokes on reuse at once when REFRESH_REUSE_GRACE is 0', async () => {
    const strict = await buildTestApp({ REFRESH_REUSE_GRACE: '0' }, { sharing: t });
    try {
      const user = await createUser(strict.app, { role: 'student' });
      const post = (url: string, token: string) =>
        strict.app.inject({ method: 'POST', url, cookies: { refresh_token: token } });
      const loginRes = await strict.app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const first = refreshCookie(loginRes)!.value;
      const next = refreshCookie(await post('/auth/refresh/', first))!.value;
      expect((await post('/auth/refresh/', first)).statusCode).toBe(401);
      expect((await post('/auth/refresh/', next)).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /auth/logout/', () => {
  it('answers 204, clears the cookie and ends the refresh family', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const token = refreshCookie(await login(user.email))!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      headers: { 'content-type': 'application/json' },
      cookies: { refresh_token: token },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = refreshCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/auth/');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('with only the access token ends the session that token belongs to', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const laptop = await login(user.email);
    const phone = await login(user.email);
    const access = laptop.json().access as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(access)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(laptop)!.value)).statusCode).toBe(401);
    // The user's other session is not this token's: it stays signed in.
    expect((await me(phone.json().access as string)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(phone)!.value)).statusCode).toBe(200);
  });

  it('with an access token that is not valid answers 204 and ends nothing', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const session = await login(user.email);
    const access = session.json().access as string;
    const [header, payload] = access.split('.');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      headers: { authorization: `Bearer ${header}.${payload}.forged` },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(access)).statusCode).toBe(200);
  });

  it('answers 204 without a cookie too', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout/' })).statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('are refused at once after log-out, not when they expire', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const res = await login(user.email);
    const access = res.json().access as string;
    expect((await me(access)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      cookies: { refresh_token: refreshCookie(res)!.value },
    });
    const after = await me(access);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_not_valid');
  });

  it('of a family revoked for reuse are refused at once', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const first = refreshCookie(await login(user.email))!.value;
    const access = (await refresh(first)).json().access as string;
    await agePastGrace(user.id);
    await refresh(first);
    expect((await me(access)).statusCode).toBe(401);
  });

  it('of another session of the same user keep working after a log-out', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const phone = (await login(user.email)).json().access as string;
    const laptop = await login(user.email);
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout/',
      cookies: { refresh_token: refreshCookie(laptop)!.value },
    });
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('carry the user id and role', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const inject = await injectAs(t.app, user);
    const token = (await login(user.email)).json().access as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: String(user.id), role: 'supervisor' });
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect((await inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
  });
});
