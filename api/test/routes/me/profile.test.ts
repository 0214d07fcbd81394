import { eq } from 'drizzle-orm';
import { users } from '../../helpers/db';
import {
  buildTestApp,
  createUser,
  injectAs,
  refreshCookie,
  signedInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_ACCOUNT_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

describe('PATCH /api/me/', () => {
  it('changes one’s own names, phone and nationality, and answers the user', async () => {
    const { user, inject } = await signedInAs(t.app, 'student');
    const res = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: {
        first_name: '  Nour ',
        middle_name: 'El',
        last_name: 'Hassan',
        phone_number: '+201234567890',
        nationality: 'Jordanian',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: 'Nour',
      middle_name: 'El',
      last_name: 'Hassan',
      full_name: 'Nour El Hassan',
      phone_number: '+201234567890',
      nationality: 'Jordanian',
      email: user.email,
      role: 'student',
    });
    const partial = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: { middle_name: '' },
    });
    expect(partial.json()).toMatchObject({
      first_name: 'Nour',
      middle_name: '',
      last_name: 'Hassan',
    });
  });

  it('applies the sign-up rules and refuses an empty change', async () => {
    const { inject } = await signedInAs(t.app, 'instructor');
    const res = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: { first_name: 'N', last_name: ' ', phone_number: '0123', nationality: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['First name must be at least 2 characters'],
      last_name: ['Last name is required'],
      phone_number: ['Please enter a valid phone number'],
      nationality: ['Nationality is required'],
    });
    const empty = await inject({ method: 'PATCH', url: '/api/me/', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'No data provided for update' });
  });

  it('changes nothing but one’s own profile: role, e-mail and status are not editable here', async () => {
    const { user, inject } = await signedInAs(t.app, 'instructor');
    const res = await inject({
      method: 'PATCH',
      url: '/api/me/',
      payload: {
        nationality: 'Omani',
        role: 'operations_manager',
        email: 'x@y.z',
        is_active: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      role: 'instructor',
      email: user.email,
      isActive: true,
      nationality: 'Omani',
    });
  });
});

describe('POST /api/me/password/', () => {
  async function logIn(email: string, password: string) {
    return t.app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });
  }

  it('changes the password, keeps this session and signs out every other one', async () => {
    const user = await createUser(t.app, { role: 'supervisor' });
    const here = await injectAs(t.app, user);
    const elsewhere = await logIn(user.email, TEST_PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    const elsewhereBearer = { authorization: `Bearer ${elsewhere.json().access}` };

    const res = await here({
      method: 'POST',
      url: '/api/me/password/',
      payload: { current_password: TEST_PASSWORD, new_password: 'Fresh1pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password changed. Your other sessions were signed out.',
    });

    expect((await here({ method: 'GET', url: '/api/me/' })).statusCode).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/me/', headers: elsewhereBearer });
    expect(other.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh/',
      cookies: { refresh_token: refreshCookie(elsewhere)!.value },
    });
    expect(refresh.statusCode).toBe(401);

    expect((await logIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(user.email, 'Fresh1pass')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and an unchanged one', async () => {
    const { inject } = await signedInAs(t.app, 'student');
    const change = (payload: object) =>
      inject({ method: 'POST', url: '/api/me/password/', payload });
    const wrong = await change({ current_password: 'Wrong1pass', new_password: 'Fresh1pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Current password is incorrect.'] });
    const weak = await change({ current_password: TEST_PASSWORD, new_password: 'short' });
    expect(weak.json()).toEqual({
      new_password: [
        'Password must be at least 8 characters long',
        'Password must contain uppercase, lowercase, and number',
      ],
    });
    const missing = await change({});
    expect(missing.json()).toEqual({
      current_password: ['Current password is required'],
      new_password: ['Password is required'],
    });
    const same = await change({ current_password: TEST_PASSWORD, new_password: TEST_PASSWORD });
    expect(same.json()).toEqual({
      new_password: ['The new password must be different from the current one.'],
    });
  });

  it('counts wrong current passwords as failed log-ins of the account, then answers 429', async () => {
    const { inject } = await signedInAs(t.app, 'student');
    const change = (current: string) =>
      inject({
        method: 'POST',
        url: '/api/me/password/',
        payload: { current_password: current, new_password: 'Fresh1pass' },
      });
    for (let i = 0; i < 3; i += 1) expect((await change('Wrong1pass')).statusCode).toBe(400);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
