import { eq } from 'drizzle-orm';
import { groups, users } from '../../helpers/db';
import {
  buildTestApp,
  createUser,
  signedInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

let n = 0;
function staff(role: string, extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `staff${n}@example.test`,
    username: `staff_${n}`,
    first_name: 'Hany',
    middle_name: '',
    last_name: 'Fouad',
    password: 'Passw0rd1',
    phone_number: '+20 (100) 123-4567',
    nationality: 'Egyptian',
    gender: 'male',
    role,
    ...extra,
  };
}

describe('who may use /api/users/', () => {
  it.each(['student', 'instructor', 'supervisor'] as const)(
    'refuses a %s with 403 on every call',
    async (role) => {
      const { inject } = await signedInAs(t.app, role);
      const target = await createUser(t.app, { role: 'instructor' });
      for (const call of [
        { method: 'GET' as const, url: '/api/users/' },
        { method: 'POST' as const, url: '/api/users/', payload: staff('instructor') },
        {
          method: 'PATCH' as const,
          url: `/api/users/${target.id}/`,
          payload: { nationality: 'Saudi' },
        },
        { method: 'DELETE' as const, url: `/api/users/${target.id}/` },
      ]) {
        const res = await inject(call);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    },
  );

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/', () => {
  let list: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    list = await signedInAs(t.app, 'operations_manager');
    await createUser(t.app, {
      role: 'instructor',
      firstName: 'Zeinab',
      lastName: 'Searchable',
      phoneNumber: '+201555000111',
    });
    await createUser(t.app, {
      role: 'supervisor',
      isActive: false,
      email: 'inactive.sup@example.test',
    });
    await createUser(t.app, { role: 'account_manager' });
    await createUser(t.app, { role: 'student', firstName: 'Zeinab' });
  });

  it('pages staff in the DRF shape, never listing students', async () => {
    const all = (await list.inject({ method: 'GET', url: '/api/users/?page_size=1000' })).json();
    expect(all.count).toBe(all.results.length);
    expect(all.results.every((u: { role: string }) => u.role !== 'student')).toBe(true);

    const first = await list.inject({ method: 'GET', url: '/api/users/?page_size=2' });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBe(all.count);
    expect(page.results).toHaveLength(2);
    expect(page.previous).toBeNull();
    // Built on the configured API_URL (the test default: port 8000), not on the Host header.
    // The links carry the page's last and first ids as keyset cursors.
    const lastId = page.results[1].id;
    expect(page.next).toBe(`http://localhost:8000/api/users/?page_size=2&page=2&after=${lastId}`);
    const second = (await list.inject({ method: 'GET', url: '/api/users/?limit=2&page=2' })).json();
    expect(second.results[0].id).not.toBe(page.results[0].id);
    expect(second.previous).toBe(
      `http://localhost:8000/api/users/?limit=2&before=${second.results[0].id}`,
    );
    const followed = (
      await list.inject({
        method: 'GET',
        url: new URL(page.next).pathname + new URL(page.next).search,
      })
    ).json();
    expect(followed.results).toEqual(second.results);
  });

  it('builds page links on API_URL whatever Host the request names', async () => {
    const spoofed = await list.inject({
      method: 'GET',
      url: '/api/users/?page_size=1',
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(spoofed.json().next).toMatch(
      /^http:\/\/localhost:8000\/api\/users\/\?page_size=1&page=2&after=\d+$/,
    );
  });

  it('answers a page past the end with no results and the true count', async () => {
    const res = await list.inject({ method: 'GET', url: '/api/users/?page=99' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
    expect(res.json().count).toBeGreaterThan(0);
  });

  it('searches names, e-mail, username and phone', async () => {
    const byName = (
      await list.inject({ method: 'GET', url: '/api/users/?search=zeinab%20sear' })
    ).json();
    expect(byName.count).toBe(1);
    expect(byName.results[0].last_name).toBe('Searchable');
    expect(
      (await list.inject({ method: 'GET', url: '/api/users/?search=555000' })).json().count,
    ).toBe(1);
    expect(
      (await list.inject({ method: 'GET', url: '/api/users/?search=INACTIVE.SUP' })).json().count,
    ).toBe(1);
    expect((await list.inject({ method: 'GET', url: '/api/users/?search=%25' })).json().count).toBe(
      0,
    );
  });

  it('filters by a comma list of roles and by is_active', async () => {
    const res = (
      await list.inject({
        method: 'GET',
        url: '/api/users/?role=supervisor,account_manager&page_size=1000',
      })
    ).json();
    expect(new Set(res.results.map((u: { role: string }) => u.role))).toEqual(
      new Set(['supervisor', 'account_manager']),
    );
    const inactive = (
      await list.inject({ method: 'GET', url: '/api/users/?is_active=false' })
    ).json();
    expect(inactive.results.map((u: { email: string }) => u.email)).toContain(
      'inactive.sup@example.test',
    );
    expect(inactive.results.every((u: { is_active: boolean }) => !u.is_active)).toBe(true);
    const bad = await list.inject({ method: 'GET', url: '/api/users/?role=wizard' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ role: ['"wizard" is not a valid choice.'] });
  });

  it('shows an account manager instructors and supervisors only', async () => {
    const { inject } = await signedInAs(t.app, 'account_manager');
    const res = (await inject({ method: 'GET', url: '/api/users/?page_size=1000' })).json();
    expect(res.count).toBeGreaterThan(0);
    expect(
      res.results.every((u: { role: string }) => ['instructor', 'supervisor'].includes(u.role)),
    ).toBe(true);
    expect(
      (await inject({ method: 'GET', url: '/api/users/?role=operations_manager' })).json().count,
    ).toBe(0);
  });
});

describe('POST /api/users/', () => {
  it('lets an operations manager create any staff role, active', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const body = staff('account_manager');
    const res = await inject({ method: 'POST', url: '/api/users/', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      role: 'account_manager',
      is_active: true,
      full_name: 'Hany Fouad',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets an account manager create instructors and supervisors only', async () => {
    const { inject } = await signedInAs(t.app, 'account_manager');
    expect(
      (await inject({ method: 'POST', url: '/api/users/', payload: staff('supervisor') }))
        .statusCode,
    ).toBe(201);
    for (const role of ['account_manager', 'operations_manager']) {
      const res = await inject({ method: 'POST', url: '/api/users/', payload: staff(role) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('answers field errors with the Add Staff messages', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const res = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: { email: 'bad', password: 'Short1', phone_number: 'call me', role: 'student' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      email: ['Please enter a valid email address'],
      username: ['This field is required'],
      first_name: ['This field is required'],
      password: ['Password must be at least 8 characters'],
      phone_number: ['Please enter a valid phone number'],
      role: ['"student" is not a valid choice.'],
    });
  });

  it('refuses a taken e-mail or username with 400 field errors', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const existing = await createUser(t.app, { role: 'instructor' });
    const res = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: staff('instructor', { email: existing.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with this email already exists.'] });
    const dupName = await inject({
      method: 'POST',
      url: '/api/users/',
      payload: staff('instructor', { username: existing.username }),
    });
    expect(dupName.json()).toEqual({ username: ['A user with this username already exists.'] });
  });
});

describe('PATCH /api/users/{id}/', () => {
  it('updates the editable fields of a staff member', async () => {
    const { inject } = await signedInAs(t.app, 'account_manager');
    const target = await createUser(t.app, { role: 'instructor' });
    const res = await inject({
      method: 'PATCH',
      url: `/api/users/${target.id}/`,
      payload: {
        phone_number: '+20 111 222 3333',
        nationality: 'Jordanian',
        gender: 'male',
        role: 'supervisor',
        is_active: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      phone_number: '+20 111 222 3333',
      nationality: 'Jordanian',
      gender: 'male',
      role: 'supervisor',
      is_active: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: target.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses an account manager on a manager account, and promoting to manager', async () => {
    const { inject } = await signedInAs(t.app, 'account_manager');
    for (const role of ['account_manager', 'operations_manager'] as const) {
      const manager = await createUser(t.app, { role });
      const res = await inject({
        method: 'PATCH',
        url: `/api/users/${manager.id}/`,
        payload: { nationality: 'Saudi' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect(
        (await inject({ method: 'DELETE', url: `/api/users/${manager.id}/` })).statusCode,
      ).toBe(403);
    }
    const instructor = await createUser(t.app, { role: 'instructor' });
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/users/${instructor.id}/`,
          payload: { role: 'account_manager' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets an operations manager re-role anyone else', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const target = await createUser(t.app, { role: 'account_manager' });
    const res = await inject({
      method: 'PATCH',
      url: `/api/users/${target.id}/`,
      payload: { role: 'operations_manager' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('operations_manager');
  });

  it.each(['operations_manager', 'account_manager'] as const)(
    'never lets a %s re-role, deactivate or delete themself',
    async (role) => {
      const { user, inject } = await signedInAs(t.app, role);
      const url = `/api/users/${user.id}/`;
      const reRole = await inject({ method: 'PATCH', url, payload: { role: 'instructor' } });
      expect(reRole.statusCode).toBe(400);
      expect(reRole.json()).toEqual({ detail: 'You cannot change your own role.' });
      const deactivate = await inject({ method: 'PATCH', url, payload: { is_active: false } });
      expect(deactivate.json()).toEqual({ detail: 'You cannot deactivate your own account.' });
      const remove = await inject({ method: 'DELETE', url });
      expect(remove.statusCode).toBe(400);
      expect(remove.json()).toEqual({ detail: 'You cannot delete your own account.' });
      const own = await inject({ method: 'PATCH', url, payload: { nationality: 'Emirati' } });
      expect(own.statusCode).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ role, isActive: true, nationality: 'Emirati' });
    },
  );

  it('answers 404 for an unknown or malformed id and 400 for a taken e-mail', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const missing = await inject({
      method: 'PATCH',
      url: '/api/users/999999/',
      payload: { nationality: 'Saudi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    expect(
      (await inject({ method: 'PATCH', url: '/api/users/abc/', payload: {} })).statusCode,
    ).toBe(404);
    const a = await createUser(t.app, { role: 'instructor' });
    const b = await createUser(t.app, { role: 'instructor' });
    const taken = await inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/`,
      payload: { email: a.email },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['A user with this email already exists.'] });
    const same = await inject({
      method: 'PATCH',
      url: `/api/users/${b.id}/`,
      payload: { email: b.email },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('removes the staff member and empties their group assignments', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    const teacher = await createUser(t.app, { role: 'instructor' });
    const [group] = await t.app.db
      .insert(groups)
      .values({
        days: 'sat/tue',
        hours: '4 PM - 6 PM',
        startHour: 16,
        endHour: 18,
        instructorId: teacher.id,
        currentLevel: 4,
      })
      .returning();
    const res = await inject({ method: 'DELETE', url: `/api/users/${teacher.id}/` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.app.db.select().from(users).where(eq(users.id, teacher.id))).toEqual([]);
    const [kept] = await t.app.db.select().from(groups).where(eq(groups.id, group!.id));
    expect(kept).toMatchObject({ instructorId: null, hours: '4 PM - 6 PM', currentLevel: 4 });
    expect((await inject({ method: 'DELETE', url: `/api/users/${teacher.id}/` })).statusCode).toBe(
      404,
    );
  });
});
