import { eq } from 'drizzle-orm';
import { studentProfiles, users } from '../../helpers/db';
import { APP_URL, buildTestApp, latestLink, signedInAs, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
function payload(extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `Signup${n}@Example.test`,
    username: `signup_${n}`,
    password: 'Passw0rd!',
    first_name: 'Nour',
    middle_name: '',
    last_name: 'Kamel',
    phone_number: '+201001234567',
    nationality: 'Egyptian',
    gender: 'female',
    ...extra,
  };
}

const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, payload: body as object });

describe('POST /auth/register-student/', () => {
  it('creates an active, unverified student with a waiting profile and mails a verification link', async () => {
    const body = payload();
    const res = await post('/auth/register-student/', body);
    expect(res.statusCode).toBe(201);
    const { message, user } = res.json();
    expect(message).toBe(
      'Student account created successfully! Please check your email for verification.',
    );
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      username: body.username,
      full_name: 'Nour Kamel',
      role: 'student',
      is_active: true,
      is_verified: false,
    });
    expect(user).not.toHaveProperty('password');
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id));
    expect(profile).toMatchObject({
      status: 'waiting',
      currentLevel: 1,
      totalLevels: 0,
      remainingLevels: 0,
      privateOrGroup: 'group',
      currency: 'USD',
      amount: '0.00',
      outstandingAmount: '0.00',
    });
    expect(await latestLink(t.app, user.email)).toMatch(
      new RegExp(`^${APP_URL}/auth/verify-email/[\\w-]{43}$`),
    );
    const login = await post('/auth/login/', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it('answers field errors with the sign-up messages', async () => {
    const res = await post(
      '/auth/register-student/',
      payload({
        first_name: 'N',
        username: 'a b',
        phone_number: '0123',
        password: 'password',
        gender: '',
        nationality: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['First name must be at least 2 characters'],
      username: ['Username can only contain letters, numbers, and underscores'],
      phone_number: ['Please enter a valid phone number'],
      password: ['Password must contain uppercase, lowercase, and number'],
      gender: ['Please select your gender'],
      nationality: ['Nationality is required'],
    });
  });

  it('answers 409 for a taken e-mail or username, naming which', async () => {
    const first = payload();
    expect((await post('/auth/register-student/', first)).statusCode).toBe(201);
    const sameEmail = await post(
      '/auth/register-student/',
      payload({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      detail: 'An account with this email or username already exists.',
      email: ['A user with this email already exists.'],
    });
    const sameUsername = await post(
      '/auth/register-staff/',
      payload({ username: first.username.toUpperCase(), role: 'instructor' }),
    );
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toEqual({
      detail: 'An account with this email or username already exists.',
      username: ['A user with this username already exists.'],
    });
  });
});

describe('POST /auth/register-staff/', () => {
  it('creates an inactive staff account that cannot log in until an administrator activates it', async () => {
    const body = payload({ role: 'instructor' });
    const res = await post('/auth/register-staff/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Staff account created successfully! Please check your email for verification.',
    );
    const user = res.json().user;
    expect(user).toMatchObject({ role: 'instructor', is_active: false, is_verified: false });
    expect(
      await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, user.id)),
    ).toEqual([]);

    const refused = await post('/auth/login/', { email: body.email, password: body.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Your staff account is awaiting activation by an administrator.',
    });

    const { inject } = await signedInAs(t.app, 'account_manager');
    const activated = await inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/`,
      payload: { is_active: true },
    });
    expect(activated.statusCode).toBe(200);
    expect(
      (await post('/auth/login/', { email: body.email, password: body.password })).statusCode,
    ).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.awaitingActivation).toBe(false);
  });

  it('accepts account_manager and supervisor sign-ups', async () => {
    for (const role of ['account_manager', 'supervisor']) {
      const res = await post('/auth/register-staff/', payload({ role }));
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe(role);
    }
  });

  it('refuses any other role with a 400', async () => {
    for (const role of ['operations_manager', 'student', 'admin']) {
      const res = await post('/auth/register-staff/', payload({ role }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ role: [`"${role}" is not a valid choice.`] });
    }
    const missing = await post('/auth/register-staff/', payload());
    expect(missing.json()).toEqual({ role: ['Please select your role'] });
  });
});

describe('sign-up limit per address', () => {
  it('answers 429 with Retry-After past SIGNUP_MAX_REQUESTS, student and staff sign-ups together, per address', async () => {
    const limited = await buildTestApp(
      { SIGNUP_MAX_REQUESTS: '3', TRUST_PROXY: '1' },
      { sharing: t },
    );
    try {
      const signUp = (url: string, body: object, address: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'x-forwarded-for': address },
        });
      const classroom = '203.0.113.10';
      expect((await signUp('/auth/register-student/', payload(), classroom)).statusCode).toBe(201);
      expect((await signUp('/auth/register-student/', payload(), classroom)).statusCode).toBe(201);
      const staff = await signUp(
        '/auth/register-staff/',
        payload({ role: 'instructor' }),
        classroom,
      );
      expect(staff.statusCode).toBe(201);
      const refused = await signUp('/auth/register-student/', payload(), classroom);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().detail).toMatch(
        /^Request was throttled\. Expected available in \d+ seconds\.$/,
      );
      // No account was made and no mail sent for the refused one.
      const refusedEmail = `Signup${n}@Example.test`.toLowerCase();
      expect(await latestLink(limited.app, refusedEmail)).toBeUndefined();
      // Another address is not affected.
      expect((await signUp('/auth/register-student/', payload(), '198.51.100.4')).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});
