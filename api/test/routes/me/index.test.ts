import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, signedInAs, type TestApp } from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/', () => {
  it('answers the signed-in user in the API user shape', async () => {
    const { user, inject } = await signedInAs(t.app, 'operations_manager', {
      firstName: 'Mona',
      lastName: 'Fathy',
    });
    const res = await inject({ method: 'GET', url: '/api/me/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'email',
        'username',
        'first_name',
        'middle_name',
        'last_name',
        'full_name',
        'phone_number',
        'gender',
        'nationality',
        'role',
        'is_active',
        'is_verified',
        'created_at',
        'updated_at',
        'locale',
        'digits',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      full_name: 'Mona Fathy',
      role: 'operations_manager',
      is_active: true,
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect((await inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'token_not_valid',
    });
    for (const authorization of ['Bearer nonsense', 'Basic abc', 'Bearer a.b.c extra']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/me/',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    const user = await createUser(t.app, { role: 'student' });
    const forged = await new SignJWT({ role: 'operations_manager', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-of-sufficient-length!'));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me/',
          headers: { authorization: `Bearer ${forged}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const user = await createUser(t.app, { role: 'student' });
    const expired = await new SignJWT({ role: 'student', token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.app.config.jwtSecret!));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
    });
  });

  it('answers 403 once the account is deactivated and 401 once it is deleted', async () => {
    const user = await createUser(t.app, { role: 'instructor' });
    const inject = await injectAs(t.app, user);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const inactive = await inject({ method: 'GET', url: '/api/me/' });
    expect(inactive.statusCode).toBe(403);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect((await inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
  });
});
