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
  t = await buildTestApp();
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

  it('revokes the whole family when a rotated token is presented again', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const stolen = refreshCookie(await login(user.email))!.value;
    const current = refreshCookie(await refresh(stolen))!.value;
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
    await refresh(stolen);
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

  it('answers 204 without a cookie too', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout/' })).statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('carry the user id and role', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const inject = await injectAs(t.app, user);
    const token = (await login(user.email)).json().access as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: String(user.id), role: 'supervisor' });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect((await inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
  });
});
