import { eq } from 'drizzle-orm';
import { emailTokens, users } from '../../helpers/db';
import {
  APP_URL,
  buildTestApp,
  createUser,
  latestLink,
  refreshCookie,
  TEST_PASSWORD,
  tokenOf,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, body?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as object }) });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('e-mail verification', () => {
  it('verifies through the mailed link, once', async () => {
    const user = await createUser(t.app, { role: 'student', isVerified: false });
    expect((await post('/auth/resend-verification/', { email: user.email })).statusCode).toBe(200);
    const link = (await latestLink(t.app, user.email))!;
    expect(link.startsWith(`${APP_URL}/auth/verify-email/`)).toBe(true);

    const res = await get(`/auth/verify-email/${tokenOf(link)}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified successfully.' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isVerified).toBe(true);

    const again = await get(`/auth/verify-email/${tokenOf(link)}/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Invalid or expired verification link.' });
  });

  it('refuses an unknown or expired link', async () => {
    expect((await get('/auth/verify-email/not-a-token/')).json()).toEqual({
      error: 'Invalid or expired verification link.',
    });
    const user = await createUser(t.app, { role: 'student', isVerified: false });
    await post('/auth/resend-verification/', { email: user.email });
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    expect(
      (await get(`/auth/verify-email/${tokenOf((await latestLink(t.app, user.email))!)}/`))
        .statusCode,
    ).toBe(400);
  });

  it('makes an earlier link stop working when a new one is sent', async () => {
    const user = await createUser(t.app, { role: 'student', isVerified: false });
    await post('/auth/resend-verification/', { email: user.email });
    const old = (await latestLink(t.app, user.email))!;
    await post('/auth/resend-verification/', { email: user.email });
    expect((await get(`/auth/verify-email/${tokenOf(old)}/`)).statusCode).toBe(400);
    expect(
      (await get(`/auth/verify-email/${tokenOf((await latestLink(t.app, user.email))!)}/`))
        .statusCode,
    ).toBe(200);
  });

  it('answers resend requests alike whether or not the address exists, and mails no verified user', async () => {
    const verified = await createUser(t.app, { role: 'student' });
    const known = await post('/auth/resend-verification/', { email: verified.email });
    const unknown = await post('/auth/resend-verification/', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestLink(t.app, verified.email)).toBeUndefined();
    expect(await latestLink(t.app, 'ghost@example.test')).toBeUndefined();
  });

  it('answers 400 for a malformed address and 429 when repeated', async () => {
    const bad = await post('/auth/resend-verification/', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Please enter a valid email address'] });
    const email = 'repeat@example.test';
    for (let i = 0; i < 3; i++)
      expect((await post('/auth/resend-verification/', { email })).statusCode).toBe(200);
    const limited = await post('/auth/resend-verification/', { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
  });
});

describe('password reset', () => {
  it('resets through the mailed link, once, and signs every session out', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const signedIn = await post('/auth/login/', { email: user.email, password: TEST_PASSWORD });
    const session = refreshCookie(signedIn)!.value;
    const access = signedIn.json().access as string;
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/me/',
        headers: { authorization: `Bearer ${access}` },
      });
    expect((await me()).statusCode).toBe(200);

    const asked = await post('/auth/forgot-password/', { email: user.email });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'If the email exists, a reset link will be sent.' });
    const link = (await latestLink(t.app, user.email))!;
    expect(link.startsWith(`${APP_URL}/auth/reset-password/`)).toBe(true);
    const token = tokenOf(link);

    expect((await get(`/auth/validate-reset-token/${token}/`)).json()).toEqual({ valid: true });
    const reset = await post(`/auth/reset-password/${token}/`, {
      password: 'NewPassw0rd',
      confirm_password: 'NewPassw0rd',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully.' });

    expect(
      (await post('/auth/login/', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/auth/login/', { email: user.email, password: 'NewPassw0rd' })).statusCode,
    ).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh/',
      cookies: { refresh_token: session },
    });
    expect(refresh.statusCode).toBe(401);
    // The access token of the old session is refused at once, not when it expires.
    expect((await me()).statusCode).toBe(401);

    const spent = await get(`/auth/validate-reset-token/${token}/`);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({ valid: false, error: 'Invalid or expired reset token.' });
    const reuse = await post(`/auth/reset-password/${token}/`, { password: 'Other1234' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: 'Invalid or expired reset token.' });
  });

  it('answers the same 200 for an unknown address and mails nothing', async () => {
    const res = await post('/auth/forgot-password/', { email: 'unknown@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'If the email exists, a reset link will be sent.' });
    expect(await latestLink(t.app, 'unknown@example.test')).toBeUndefined();
  });

  it('checks the new password and its confirmation before the token', async () => {
    const user = await createUser(t.app, { role: 'student' });
    await post('/auth/forgot-password/', { email: user.email });
    const token = tokenOf((await latestLink(t.app, user.email))!);
    const weak = await post(`/auth/reset-password/${token}/`, { password: 'Short1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ['Password must be at least 8 characters long'] });
    const mismatch = await post(`/auth/reset-password/${token}/`, {
      password: 'NewPassw0rd',
      confirm_password: 'Different1',
    });
    expect(mismatch.json()).toEqual({ confirm_password: ['Passwords do not match'] });
    expect((await get(`/auth/validate-reset-token/${token}/`)).json()).toEqual({ valid: true });
    expect(
      (await post(`/auth/reset-password/${token}/`, { password: 'NewPassw0rd' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired or unknown reset token', async () => {
    const user = await createUser(t.app, { role: 'student' });
    await post('/auth/forgot-password/', { email: user.email });
    const token = tokenOf((await latestLink(t.app, user.email))!);
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    expect((await get(`/auth/validate-reset-token/${token}/`)).statusCode).toBe(400);
    const res = await post(`/auth/reset-password/${token}/`, { password: 'NewPassw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid or expired reset token.' });
    expect((await get(`/auth/validate-reset-token/${'x'.repeat(500)}/`)).statusCode).toBe(400);
  });

  it('answers 429 when reset links are asked for repeatedly', async () => {
    const email = 'flood@example.test';
    for (let i = 0; i < 3; i++)
      expect((await post('/auth/forgot-password/', { email })).statusCode).toBe(200);
    const limited = await post('/auth/forgot-password/', { email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/auth/forgot-password/', { email: 'someone-else@example.test' })).statusCode,
    ).toBe(200);
  });
});

describe('mail requests per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ EMAIL_CLIENT_MAX_REQUESTS: '4', EMAIL_CLIENT_WINDOW: '1h' });
  });
  afterAll(() => limited.close());

  const ask = (url: string, email: string, remoteAddress = '203.0.113.7') =>
    limited.app.inject({ method: 'POST', url, payload: { email }, remoteAddress });

  it('answer 429 past EMAIL_CLIENT_MAX_REQUESTS, whatever the addresses, and only for that client', async () => {
    const known = await createUser(limited.app, { role: 'student' });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await ask('/auth/forgot-password/', `victim${i}@example.test`)).statusCode);
    answers.push((await ask('/auth/resend-verification/', 'victim9@example.test')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200]);

    const refused = await ask('/auth/forgot-password/', known.email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    expect((await ask('/auth/resend-verification/', 'victim10@example.test')).statusCode).toBe(429);
    // The refused request mailed nothing.
    expect(await latestLink(limited.app, known.email)).toBeUndefined();

    // Another client is not held back by this one.
    expect((await ask('/auth/forgot-password/', known.email, '198.51.100.2')).statusCode).toBe(200);
    expect(await latestLink(limited.app, known.email)).toMatch(/\/auth\/reset-password\//);
  });
});
