import { eq } from 'drizzle-orm';
import { studentProfiles, users } from '../../helpers/db';
import { buildTestApp, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { NEW_PROFILE } from '../../helpers/people';

let t: TestApp;
let asManager: Inject;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '1000' });
  asManager = (await signedInAs(t.app, 'account_manager')).inject;
});
afterAll(() => t.close());

let n = 0;
function newStudent(extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `new.student${n}@example.test`,
    username: `new_student_${n}`,
    first_name: 'Laila',
    middle_name: 'Adel',
    last_name: 'Mansour',
    password: 'Passw0rd1',
    phone_number: '+20 (100) 555-0101',
    nationality: 'Egyptian',
    gender: 'female',
    ...extra,
  };
}

const create = (payload: unknown, inject: Inject = asManager) =>
  inject({ method: 'POST', url: '/api/student/', payload: payload as object });

describe('POST /api/student/', () => {
  it('creates the student with the defaults of spec section 3 and answers the profile', async () => {
    const payload = newStudent();
    const res = await create(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      full_name: 'Laila Adel Mansour',
      ...NEW_PROFILE,
      offer: null,
      certificate: null,
      evaluation: { total_score: 0, pass_fail: 'pending' },
      user: {
        full_name: 'Laila Adel Mansour',
        email: payload.email,
        username: payload.username,
        phone_number: '+20 (100) 555-0101',
        gender: 'female',
        nationality: 'Egyptian',
        is_active: true,
      },
    });
    expect(body.id).toBe(body.user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, body.id));
    expect(row!.role).toBe('student');
    expect(row!.passwordHash).not.toContain('Passw0rd1');
    // The new student can sign in with the password the admin chose.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: payload.email, password: 'Passw0rd1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores the given values, trimmed, with every level bought still to come', async () => {
    const res = await create(
      newStudent({
        first_name: '  Nour ',
        email: '  Nour.Trim@Example.test ',
        amount: '1500',
        outstanding_amount: 250.5,
        currency: 'EGP',
        total_levels: '6',
        current_level: 3,
        private_or_group: 'private',
        offer: ' 3 levels for 1200 ',
        certificate: 'yes',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      full_name: 'Nour Adel Mansour',
      user: { email: 'nour.trim@example.test', first_name: 'Nour' },
      amount: '1500.00',
      outstanding_amount: '250.50',
      indebtedness: true,
      currency: 'EGP',
      total_levels: 6,
      remaining_levels: 6,
      current_level: 3,
      private_or_group: 'private',
      offer: '3 levels for 1200',
      certificate: 'yes',
    });
  });

  it('lists every missing required field in one message, marking each field', async () => {
    const res = await create({ email: 'only@example.test', username: ' ', gender: 'male' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail:
        'Missing required fields: username, first_name, middle_name, last_name, password, phone_number, nationality',
      username: ['This field is required'],
      first_name: ['This field is required'],
      middle_name: ['This field is required'],
      last_name: ['This field is required'],
      password: ['This field is required'],
      phone_number: ['This field is required'],
      nationality: ['This field is required'],
    });
    const empty = await asManager({ method: 'POST', url: '/api/student/' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(
      'Missing required fields: email, username, first_name, middle_name, last_name, password, phone_number, nationality, gender',
    );
  });

  it.each([
    [{ current_level: 0 }, { current_level: ['Levels must be between 1 and 14'] }],
    [{ current_level: 15 }, { current_level: ['Levels must be between 1 and 14'] }],
    [{ total_levels: 15 }, { total_levels: ['Levels must be between 1 and 14'] }],
    [{ total_levels: -1 }, { total_levels: ['Total levels must be 0 or a positive number'] }],
    [{ total_levels: 'many' }, { total_levels: ['Total levels must be 0 or a positive number'] }],
    [{ amount: -5 }, { amount: ['Amount cannot be negative'] }],
    [{ outstanding_amount: -1 }, { outstanding_amount: ['Outstanding amount cannot be negative'] }],
    [
      { amount: 100, outstanding_amount: 200 },
      { outstanding_amount: ['Outstanding amount cannot be greater than total amount'] },
    ],
    [{ email: 'not-an-email' }, { email: ['Please enter a valid email address'] }],
    [{ password: 'Short1' }, { password: ['Password must be at least 8 characters'] }],
    [
      { password: 'alllowercase1' },
      { password: ['Password must contain uppercase, lowercase, and number'] },
    ],
    [{ phone_number: 'call me' }, { phone_number: ['Please enter a valid phone number'] }],
    [{ gender: 'other' }, { gender: ['"other" is not a valid choice.'] }],
    [{ private_or_group: 'solo' }, { private_or_group: ['"solo" is not a valid choice.'] }],
    [{ amount: 'lots' }, { amount: ['A valid number is required.'] }],
  ])('refuses %j with its field error', async (extra, errors) => {
    const res = await create(newStudent(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('refuses an e-mail or username that is taken (case-insensitively) with field errors', async () => {
    const first = newStudent();
    expect((await create(first)).statusCode).toBe(201);
    const res = await create(
      newStudent({ email: first.email.toUpperCase(), username: first.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['A user with this email already exists.'],
      username: ['A user with this username already exists.'],
    });
  });

  it('creates nothing when refused', async () => {
    const before = (await t.app.db.select().from(studentProfiles)).length;
    await create(newStudent({ current_level: 20 }));
    await create(newStudent({ first_name: '' }));
    expect((await t.app.db.select().from(studentProfiles)).length).toBe(before);
  });

  it.each(['operations_manager', 'account_manager'] as const)(
    'lets the %s create students',
    async (role) => {
      const { inject } = await signedInAs(t.app, role);
      expect((await create(newStudent(), inject)).statusCode).toBe(201);
    },
  );

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses a %s with 403 before looking at the payload',
    async (role) => {
      const { inject } = await signedInAs(t.app, role);
      for (const payload of [newStudent(), {}]) {
        const res = await create(payload, inject);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
    },
  );

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/student/', payload: newStudent() });
    expect(res.statusCode).toBe(401);
  });
});
