import { eq } from 'drizzle-orm';
import { calls, studentProfiles, type UserRow } from '../../helpers/db';
import {
  buildTestApp,
  createUser,
  injectAs,
  signedInAs,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { createOtherInstructor, createSara, createStaff } from '../../helpers/people';
import { createCall, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asOps: Inject;
let instructor: UserRow;
let supervisor: UserRow;
let manager: UserRow;
let otherInstructor: UserRow;
let callId: number;
let sara: UserRow;

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  ({ instructor, supervisor, manager } = await createStaff(t.app));
  otherInstructor = await createOtherInstructor(t.app);
  const call = await createCall(t.app, {
    time: '14:30:00',
    months: 7,
    instructorId: instructor.id,
    supervisorId: supervisor.id,
    accountManagerId: manager.id,
  });
  callId = call.id;
  sara = await createSara(t.app);
  await updateProfile(t.app, sara.id, { callId, currentLevel: 3 });
  await createCall(t.app, { time: '09:15:00', months: 3, instructorId: otherInstructor.id });
});
afterAll(() => t.close());

function callPayload(extra: Record<string, unknown> = {}) {
  return {
    instructor: instructor.id,
    time: '10:45:00',
    months: 7,
    supervisor: null,
    account_manager: null,
    ...extra,
  };
}

describe('GET /api/calls/', () => {
  it('answers the call shape of docs/api.md with its students, phones for managers', async () => {
    const res = await asOps({ method: 'GET', url: '/api/calls/?search=14:30' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    const row = body.results[0];
    expect(Object.keys(row)).toEqual([
      'id',
      'time',
      'months',
      'instructor',
      'instructor_name',
      'supervisor',
      'supervisor_name',
      'account_manager',
      'account_manager_name',
      'students',
      'created_at',
      'updated_at',
    ]);
    expect(row).toMatchObject({
      id: callId,
      time: '14:30:00',
      months: 7,
      instructor: instructor.id,
      instructor_name: 'Omar Khalil',
      supervisor: supervisor.id,
      supervisor_name: 'Dina Saleh',
      account_manager: manager.id,
      account_manager_name: 'Karim Nasser',
      students: [
        { id: sara.id, name: 'Sara Hassan', phone_number: '+201001112223', current_level: 3 },
      ],
    });
    expect(new Date(row.updated_at).toISOString()).toBe(row.updated_at);
  });

  it('shows assigned staff only their calls, without phone numbers', async () => {
    for (const user of [instructor, supervisor]) {
      const res = await (await injectAs(t.app, user))({ method: 'GET', url: '/api/calls/' });
      expect(res.json().count).toBe(1);
      expect(res.json().results[0]).toMatchObject({
        id: callId,
        students: [{ id: sara.id, phone_number: null }],
      });
    }
    const other = await (
      await injectAs(t.app, otherInstructor)
    )({ method: 'GET', url: '/api/calls/' });
    expect(other.json().results.map((c: { id: number }) => c.id)).not.toContain(callId);
  });

  it('refuses students with 403 and anonymous callers with 401', async () => {
    const { inject } = await signedInAs(t.app, 'student');
    expect((await inject({ method: 'GET', url: '/api/calls/' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/calls/' })).statusCode).toBe(401);
  });

  it('searches times, staff names and months, and pages in the database', async () => {
    const caller = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Paging',
      lastName: 'Caller',
    });
    for (const time of ['10:00:00', '11:00:00', '12:00:00']) {
      await createCall(t.app, { time, months: 2, instructorId: caller.id });
    }
    const get = (query: string) => asOps({ method: 'GET', url: `/api/calls/?${query}` });
    const first = (await get('search=paging&limit=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((c: { time: string }) => c.time)).toEqual(['10:00:00', '11:00:00']);
    expect(first.next).toContain('page=2');
    const second = (await get('search=paging&limit=2&page=2')).json();
    expect(second.results.map((c: { time: string }) => c.time)).toEqual(['12:00:00']);
    expect((await get('search=paging&page_size=2&page=5')).json()).toMatchObject({
      count: 3,
      results: [],
    });
    const ids = async (search: string) =>
      (await get(`page_size=1000&search=${encodeURIComponent(search)}`))
        .json()
        .results.map((c: { id: number }) => c.id);
    expect(await ids('dina')).toEqual([callId]);
    expect(await ids('7')).toContain(callId);
    expect(await ids('14:3')).toEqual([callId]);
    // What the card shows: '2:30 PM', '7 months', 'Call #id'.
    expect(await ids('2:30 PM')).toEqual([callId]);
    expect(await ids('2:30 pm')).toEqual([callId]);
    expect(await ids('7 months')).toContain(callId);
    expect(await ids('2 months')).not.toContain(callId);
    expect(await ids(`Call #${callId}`)).toEqual([callId]);
    expect(await ids('no such call')).toEqual([]);
  });
});

describe('GET /api/calls/{id}/', () => {
  it('answers one call; 403 for staff not on it, 404 for an unknown id', async () => {
    const res = await asOps({ method: 'GET', url: `/api/calls/${callId}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: callId, months: 7 });
    const other = await (
      await injectAs(t.app, otherInstructor)
    )({
      method: 'GET',
      url: `/api/calls/${callId}/`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
    expect((await asOps({ method: 'GET', url: '/api/calls/999999/' })).statusCode).toBe(404);
  });
});

describe('POST /api/calls/', () => {
  it('creates a call (201) with the caller as instructor', async () => {
    const res = await asOps({
      method: 'POST',
      url: '/api/calls/',
      payload: callPayload({ months: '7', supervisor: supervisor.id, account_manager: manager.id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      time: '10:45:00',
      months: 7,
      instructor: instructor.id,
      instructor_name: 'Omar Khalil',
      supervisor: supervisor.id,
      account_manager: manager.id,
      students: [],
    });
  });

  it('requires the Caller Name and checks time, months and staff roles', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ instructor: undefined }, { instructor: ['Caller Name is required'] }],
      [{ instructor: null }, { instructor: ['Caller Name is required'] }],
      [{ time: '2:30 PM' }, { time: ['Time must be in HH:MM:SS format'] }],
      [{ time: '24:00:00' }, { time: ['Time must be in HH:MM:SS format'] }],
      [{ months: 0 }, { months: ['Months must be at least 1'] }],
      [{ months: 'seven' }, { months: ['Duration must be a number of months, e.g. 7 months'] }],
      [
        { instructor: supervisor.id },
        { instructor: [`User ${supervisor.id} is not an instructor.`] },
      ],
      [{ supervisor: 999999 }, { supervisor: ['Invalid pk "999999" - object does not exist.'] }],
      [
        { account_manager: instructor.id },
        { account_manager: [`User ${instructor.id} is not an account manager.`] },
      ],
    ];
    for (const [extra, errors] of cases) {
      const res = await asOps({ method: 'POST', url: '/api/calls/', payload: callPayload(extra) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
  });

  it('makes an account manager the account manager of the call they create', async () => {
    const asManager = await injectAs(t.app, manager);
    const otherManager = await createUser(t.app, { role: 'account_manager' });
    const res = await asManager({
      method: 'POST',
      url: '/api/calls/',
      payload: callPayload({ account_manager: otherManager.id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      account_manager: manager.id,
      account_manager_name: 'Karim Nasser',
    });
  });

  it('refuses supervisors, instructors and students with 403', async () => {
    for (const role of ['supervisor', 'instructor', 'student'] as const) {
      const { inject } = await signedInAs(t.app, role);
      const res = await inject({ method: 'POST', url: '/api/calls/', payload: callPayload() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('PUT /api/calls/{id}/', () => {
  it('replaces the whole call', async () => {
    const call = await createCall(t.app, {
      instructorId: instructor.id,
      supervisorId: supervisor.id,
      accountManagerId: manager.id,
    });
    const res = await asOps({
      method: 'PUT',
      url: `/api/calls/${call.id}/`,
      payload: callPayload({ instructor: otherInstructor.id, time: '20:15:00', months: 12 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: call.id,
      time: '20:15:00',
      months: 12,
      instructor: otherInstructor.id,
      instructor_name: 'Hany Fouad',
      supervisor: null,
      supervisor_name: null,
      account_manager: null,
    });
  });

  it('answers 400 for every missing field and keeps the call', async () => {
    const call = await createCall(t.app, { instructorId: instructor.id, months: 4 });
    const res = await asOps({ method: 'PUT', url: `/api/calls/${call.id}/`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      instructor: ['Caller Name is required'],
      time: ['This field is required'],
      months: ['This field is required'],
      supervisor: ['This field is required'],
      account_manager: ['This field is required'],
    });
    const { supervisor: _omitted, ...withoutSupervisor } = callPayload();
    const partial = await asOps({
      method: 'PUT',
      url: `/api/calls/${call.id}/`,
      payload: withoutSupervisor,
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ supervisor: ['This field is required'] });
    const [stored] = await t.app.db.select().from(calls).where(eq(calls.id, call.id));
    expect(stored!.months).toBe(4);
  });

  it('answers 404 for an unknown call and 403 for non-managers', async () => {
    expect(
      (await asOps({ method: 'PUT', url: '/api/calls/999999/', payload: callPayload() }))
        .statusCode,
    ).toBe(404);
    const res = await (
      await injectAs(t.app, instructor)
    )({
      method: 'PUT',
      url: `/api/calls/${callId}/`,
      payload: callPayload({ months: 1 }),
    });
    expect(res.statusCode).toBe(403);
    const [stored] = await t.app.db.select().from(calls).where(eq(calls.id, callId));
    expect(stored!.months).toBe(7);
  });
});

describe('DELETE /api/calls/{id}/', () => {
  it('deletes the call; its students keep their profiles with no call', async () => {
    const call = await createCall(t.app);
    const student = await createUser(t.app, { role: 'student' });
    await updateProfile(t.app, student.id, { callId: call.id, status: 'active' });
    const res = await asOps({ method: 'DELETE', url: `/api/calls/${call.id}/` });
    expect(res.statusCode).toBe(204);
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.id));
    expect(profile).toMatchObject({ callId: null, status: 'active' });
    expect((await asOps({ method: 'DELETE', url: `/api/calls/${call.id}/` })).statusCode).toBe(404);
  });

  it('refuses non-managers with 403', async () => {
    const res = await (
      await injectAs(t.app, supervisor)
    )({
      method: 'DELETE',
      url: `/api/calls/${callId}/`,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(calls).where(eq(calls.id, callId))).toHaveLength(1);
  });
});

describe('bad input to the call routes', () => {
  it('never answers 500 to malformed bodies, wrong types or out-of-range numbers', async () => {
    const bodies = [
      '{"time": ',
      '"text"',
      'null',
      '[]',
      JSON.stringify({
        instructor: 'x',
        time: 1430,
        months: [7],
        supervisor: {},
        account_manager: true,
      }),
      JSON.stringify(callPayload({ months: 1e308, instructor: 2 ** 40 })),
      JSON.stringify(callPayload({ months: 100000, time: '99:99:99' })),
      JSON.stringify(callPayload({ time: 'x'.repeat(100_000) })),
    ];
    for (const payload of bodies) {
      for (const [method, url] of [
        ['POST', '/api/calls/'],
        ['PUT', `/api/calls/${callId}/`],
        ['PUT', '/api/calls/999999/'],
      ] as const) {
        const res = await asOps({
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    for (const id of ['abc', '-1', '99999999999']) {
      expect((await asOps({ method: 'DELETE', url: `/api/calls/${id}/` })).statusCode).toBe(404);
    }
  });
});
