import { eq } from 'drizzle-orm';
import { NO_ATTENDANCE, NO_SESSIONS, NOT_EVALUATED } from 'shared-domain/factory';
import { groups, studentProfiles, type UserRow } from '../../helpers/db';
import {
  buildTestApp,
  createUser,
  injectAs,
  signedInAs,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { createOtherInstructor, createSara, createStaff } from '../../helpers/people';
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../../helpers/groups';

let t: TestApp;
let ops: UserRow;
let asOps: Inject;
let instructor: UserRow;
let supervisor: UserRow;
let manager: UserRow;
let otherInstructor: UserRow;
let groupId: number;
let sara: UserRow;
let ali: UserRow;

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const NOT_FOUND = { detail: 'Not found.' };

beforeAll(async () => {
  t = await buildTestApp();
  ops = await createUser(t.app, { role: 'operations_manager' });
  asOps = await injectAs(t.app, ops);
  ({ instructor, supervisor, manager } = await createStaff(t.app));
  otherInstructor = await createOtherInstructor(t.app);
  const group = await createGroup(t.app, {
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    currentLevel: 5,
    instructorId: instructor.id,
    supervisorId: supervisor.id,
    accountManagerId: manager.id,
    maxCapacity: 12,
    sessionOne: true,
    sessionTwo: true,
  });
  groupId = group.id;
  sara = await createSara(t.app);
  ali = await createUser(t.app, {
    role: 'student',
    firstName: 'Ali',
    lastName: 'Mostafa',
    phoneNumber: '+201009998887',
  });
  await updateProfile(t.app, sara.id, {
    groupId,
    currentLevel: 5,
    totalLevels: 6,
    remainingLevels: 3,
    status: 'active',
  });
  await updateProfile(t.app, ali.id, { groupId, currentLevel: 5, remainingLevels: 1 });
  await setEvaluation(t.app, sara.id, {
    oral: 35,
    participation: 15,
    written: 8,
    listening: 7,
    tasks: 9,
    passFail: 'pass',
  });
  await setAttendance(t.app, sara.id, { sessionOne: true, sessionThree: true });
  // A group of the other instructor, so that visibility has something to leave out.
  await createGroup(t.app, {
    days: 'mon/thu',
    hours: '10 AM - 12 PM',
    instructorId: otherInstructor.id,
  });
});
afterAll(() => t.close());

function groupPayload(extra: Record<string, unknown> = {}) {
  return { days: 'sat/tue', hours: '12 PM - 2 PM', current_level: 3, ...extra };
}

describe('GET /api/groups/', () => {
  it('answers the list row of docs/api.md, staff as ids and names, students with phones for managers', async () => {
    const res = await asOps({ method: 'GET', url: '/api/groups/?search=omar%20khalil' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    const row = body.results[0];
    expect(Object.keys(row)).toEqual([
      'id',
      'days',
      'hours',
      'current_level',
      'instructor',
      'instructor_name',
      'supervisor',
      'supervisor_name',
      'account_manager',
      'account_manager_name',
      'students_count',
      'max_capacity',
      'students',
      ...Object.keys(NO_SESSIONS),
      'created_at',
      'updated_at',
    ]);
    expect(row).toMatchObject({
      id: groupId,
      days: 'sun/wed',
      hours: '4 PM - 6 PM',
      current_level: 5,
      instructor: instructor.id,
      instructor_name: 'Omar Khalil',
      supervisor: supervisor.id,
      supervisor_name: 'Dina Saleh',
      account_manager: manager.id,
      account_manager_name: 'Karim Nasser',
      students_count: 2,
      max_capacity: 12,
      session_one: true,
      session_two: true,
      session_three: false,
      session_nine: false,
    });
    expect(row.students).toEqual([
      { id: ali.id, name: 'Ali Mostafa', phone_number: '+201009998887', remaining_levels: 1 },
      { id: sara.id, name: 'Sara Hassan', phone_number: '+201001112223', remaining_levels: 3 },
    ]);
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it('shows an assigned instructor or supervisor only their groups, without phone numbers', async () => {
    for (const user of [instructor, supervisor]) {
      const res = await (await injectAs(t.app, user))({ method: 'GET', url: '/api/groups/' });
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(1);
      const [row] = res.json().results;
      expect(row.id).toBe(groupId);
      expect(row.students.map((s: { phone_number: unknown }) => s.phone_number)).toEqual([
        null,
        null,
      ]);
    }
    const other = await (
      await injectAs(t.app, otherInstructor)
    )({
      method: 'GET',
      url: '/api/groups/',
    });
    expect(other.json().results.map((g: { id: number }) => g.id)).not.toContain(groupId);
  });

  it('refuses students with 403 and anonymous callers with 401', async () => {
    const { inject } = await signedInAs(t.app, 'student');
    const res = await inject({ method: 'GET', url: '/api/groups/' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await t.app.inject({ method: 'GET', url: '/api/groups/' })).statusCode).toBe(401);
  });

  it('pages with page and limit (or page_size) in the database, past the end too', async () => {
    const paging = await signedInAs(t.app, 'operations_manager');
    const teacher = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Paging',
      lastName: 'Teacher',
    });
    for (const hours of [
      '10 AM - 11 AM',
      '11 AM - 12 PM',
      '12 PM - 1 PM',
      '1 PM - 2 PM',
      '2 PM - 3 PM',
    ]) {
      await createGroup(t.app, { days: 'sat/tue', hours, instructorId: teacher.id });
    }
    const url = (query: string) => `/api/groups/?search=paging%20teacher&${query}`;
    const first = (await paging.inject({ method: 'GET', url: url('limit=2') })).json();
    expect(first.count).toBe(5);
    expect(first.results.map((g: { hours: string }) => g.hours)).toEqual([
      '10 AM - 11 AM',
      '11 AM - 12 PM',
    ]);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    const last = (await paging.inject({ method: 'GET', url: url('page=3&page_size=2') })).json();
    expect(last.results.map((g: { hours: string }) => g.hours)).toEqual(['2 PM - 3 PM']);
    expect(last.next).toBeNull();
    expect(last.previous).toContain('page=2');
    const past = await paging.inject({ method: 'GET', url: url('page=9&limit=2') });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 5, results: [] });
  });

  it('searches days, hours, staff names, levels by number or label, and ids', async () => {
    const ids = async (search: string) =>
      (
        await asOps({
          method: 'GET',
          url: `/api/groups/?page_size=1000&search=${encodeURIComponent(search)}`,
        })
      )
        .json()
        .results.map((g: { id: number }) => g.id);
    expect(await ids('omar')).toEqual([groupId]);
    expect(await ids('Dina Saleh')).toEqual([groupId]);
    expect(await ids('sun/wed')).toContain(groupId);
    expect(await ids('4 pm - 6')).toContain(groupId);
    expect(await ids('L3')).toContain(groupId);
    expect(await ids('5')).toContain(groupId);
    expect(await ids('L4')).not.toContain(groupId);
    expect(await ids('nobody at all')).toEqual([]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('refuses bad paging values with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'limit=-1', 'page_size=1.5']) {
      const res = await asOps({ method: 'GET', url: `/api/groups/?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/groups/{id}/', () => {
  it('adds each student level, attendance and evaluation (defaults when there is none)', async () => {
    const res = await asOps({ method: 'GET', url: `/api/groups/${groupId}/` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: groupId, students_count: 2, instructor_name: 'Omar Khalil' });
    expect(body.students).toEqual([
      {
        id: ali.id,
        name: 'Ali Mostafa',
        phone_number: '+201009998887',
        remaining_levels: 1,
        current_level: 5,
        attendance: NO_ATTENDANCE,
        evaluation: NOT_EVALUATED,
      },
      {
        id: sara.id,
        name: 'Sara Hassan',
        phone_number: '+201001112223',
        remaining_levels: 3,
        current_level: 5,
        attendance: {
          sessions: [true, false, true, false, false, false, false, false, false],
          total_attendance: 2,
        },
        evaluation: {
          oral: 35,
          participation: 15,
          written: 8,
          listening: 7,
          tasks: 9,
          total_score: 74,
          pass_fail: 'pass',
        },
      },
    ]);
  });

  it('lets assigned staff read it without phones, and refuses the others', async () => {
    const asInstructor = await injectAs(t.app, instructor);
    const res = await asInstructor({ method: 'GET', url: `/api/groups/${groupId}/` });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().students.every((s: { phone_number: unknown }) => s.phone_number === null),
    ).toBe(true);
    const other = await (
      await injectAs(t.app, otherInstructor)
    )({
      method: 'GET',
      url: `/api/groups/${groupId}/`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(FORBIDDEN);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999999999999']) {
      const res = await asOps({ method: 'GET', url: `/api/groups/${id}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('POST /api/groups/', () => {
  it('creates a group (201, the list row) and stores hours in one spelling with parsed hours', async () => {
    const teacher = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Mai',
      lastName: 'Adel',
    });
    const res = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: groupPayload({
        hours: '2pm-4pm',
        instructor: teacher.id,
        supervisor: supervisor.id,
        account_manager: manager.id,
        max_capacity: '8',
        session_one: 'true',
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      days: 'sat/tue',
      hours: '2 PM - 4 PM',
      current_level: 3,
      instructor: teacher.id,
      instructor_name: 'Mai Adel',
      supervisor: supervisor.id,
      supervisor_name: 'Dina Saleh',
      account_manager: manager.id,
      account_manager_name: 'Karim Nasser',
      students_count: 0,
      students: [],
      max_capacity: 8,
      session_one: true,
      session_two: false,
    });
    const [stored] = await t.app.db.select().from(groups).where(eq(groups.id, body.id));
    expect(stored).toMatchObject({ hours: '2 PM - 4 PM', startHour: 14, endHour: 16 });
  });

  it('makes an account manager the account manager of the group they create', async () => {
    const asManager = await injectAs(t.app, manager);
    const otherManager = await createUser(t.app, { role: 'account_manager' });
    for (const account_manager of [otherManager.id, null, undefined]) {
      const res = await asManager({
        method: 'POST',
        url: '/api/groups/',
        payload: groupPayload({ account_manager }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        account_manager: manager.id,
        account_manager_name: 'Karim Nasser',
      });
    }
    const byOps = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: groupPayload({ account_manager: otherManager.id }),
    });
    expect(byOps.json().account_manager).toBe(otherManager.id);
  });

  it('refuses hours and days outside the rules with the spec messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ hours: '9 AM - 11 AM' }, { hours: ['Hours must be between 10 AM and 10 PM'] }],
      [{ hours: '9 PM - 11 PM' }, { hours: ['Hours must be between 10 AM and 10 PM'] }],
      [{ hours: '6 PM - 4 PM' }, { hours: ['End time must be after start time'] }],
      [{ hours: '4 PM - 4 PM' }, { hours: ['End time must be after start time'] }],
      [{ hours: 'after lunch' }, { hours: ['Hours must look like 4 PM - 6 PM'] }],
      [{ hours: '' }, { hours: ['Please select the hours'] }],
      [{ days: 'fri/sat' }, { days: ['"fri/sat" is not a valid choice.'] }],
      [{ days: undefined }, { days: ['Please select the days'] }],
      [{ current_level: 15 }, { current_level: ['Levels must be between 1 and 14'] }],
      [{ max_capacity: 0 }, { max_capacity: ['Max capacity must be a positive whole number'] }],
    ];
    for (const [extra, errors] of cases) {
      const res = await asOps({
        method: 'POST',
        url: '/api/groups/',
        payload: groupPayload(extra),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
  });

  it('refuses staff ids that name nobody or someone of another role', async () => {
    const student = await createUser(t.app, { role: 'student' });
    const res = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: groupPayload({
        instructor: supervisor.id,
        supervisor: 999999,
        account_manager: student.id,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      instructor: [`User ${supervisor.id} is not an instructor.`],
      supervisor: ['Invalid pk "999999" - object does not exist.'],
      account_manager: [`User ${student.id} is not an account manager.`],
    });
    const wrongType = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: groupPayload({ instructor: 'omar', supervisor: 1.5, account_manager: [1] }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual([
      'account_manager',
      'instructor',
      'supervisor',
    ]);
  });

  it('refuses to book an instructor twice at overlapping hours on the same days', async () => {
    const teacher = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Nour',
      lastName: 'Samir',
    });
    const create = (days: string, hours: string) =>
      asOps({
        method: 'POST',
        url: '/api/groups/',
        payload: groupPayload({ days, hours, instructor: teacher.id }),
      });
    expect((await create('mon/thu', '4 PM - 6 PM')).statusCode).toBe(201);
    for (const hours of ['4 PM - 6 PM', '5 PM - 7 PM', '3 PM - 5 PM', '2 PM - 8 PM']) {
      const res = await create('mon/thu', hours);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ hours: ['Nour Samir already teaches mon/thu 4 PM - 6 PM'] });
    }
    // Back to back, or on other days, is no clash; nor is another instructor at the same time.
    expect((await create('mon/thu', '6 PM - 8 PM')).statusCode).toBe(201);
    expect((await create('mon/thu', '2 PM - 4 PM')).statusCode).toBe(201);
    expect((await create('sat/tue', '4 PM - 6 PM')).statusCode).toBe(201);
    const booked = await t.app.db
      .select({ hours: groups.hours, days: groups.days })
      .from(groups)
      .where(eq(groups.instructorId, teacher.id));
    expect(booked).toHaveLength(4);
    const other = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: groupPayload({
        days: 'mon/thu',
        hours: '4 PM - 6 PM',
        instructor: otherInstructor.id,
      }),
    });
    expect(other.statusCode).toBe(201);
  });

  it('books only one of three simultaneous overlapping groups of one instructor', async () => {
    const teacher = await createUser(t.app, { role: 'instructor' });
    // Every pair of these overlaps (4-5 PM is in all three), whichever is booked first.
    const responses = await Promise.all(
      ['4 PM - 6 PM', '4 PM - 5 PM', '3 PM - 5 PM'].map((hours) =>
        asOps({
          method: 'POST',
          url: '/api/groups/',
          payload: groupPayload({ days: 'sun/wed', hours, instructor: teacher.id }),
        }),
      ),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 400, 400]);
    const booked = await t.app.db.select().from(groups).where(eq(groups.instructorId, teacher.id));
    expect(booked).toHaveLength(1);
  });

  it('refuses supervisors, instructors and students with 403', async () => {
    for (const role of ['supervisor', 'instructor', 'student'] as const) {
      const { inject } = await signedInAs(t.app, role);
      const res = await inject({ method: 'POST', url: '/api/groups/', payload: groupPayload() });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('PATCH /api/groups/{id}/', () => {
  it('changes only the fields sent and re-parses new hours', async () => {
    const group = await createGroup(t.app, { days: 'sat/tue', hours: '6 PM - 8 PM' });
    const res = await asOps({
      method: 'PATCH',
      url: `/api/groups/${group.id}/`,
      payload: { hours: '7 pm - 9 pm', session_three: true, max_capacity: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: group.id,
      days: 'sat/tue',
      hours: '7 PM - 9 PM',
      session_three: true,
      session_one: false,
      max_capacity: null,
    });
    const [stored] = await t.app.db.select().from(groups).where(eq(groups.id, group.id));
    expect(stored).toMatchObject({ startHour: 19, endHour: 21 });
    const empty = await asOps({ method: 'PATCH', url: `/api/groups/${group.id}/`, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().hours).toBe('7 PM - 9 PM');
  });

  it('assigns and empties staff, checking their roles', async () => {
    const group = await createGroup(t.app, { days: 'sat/tue', hours: '8 PM - 10 PM' });
    const url = `/api/groups/${group.id}/`;
    const assign = await asOps({
      method: 'PATCH',
      url,
      payload: { instructor: otherInstructor.id, supervisor: supervisor.id },
    });
    expect(assign.json()).toMatchObject({
      instructor: otherInstructor.id,
      instructor_name: 'Hany Fouad',
      supervisor: supervisor.id,
    });
    const wrong = await asOps({ method: 'PATCH', url, payload: { supervisor: manager.id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ supervisor: [`User ${manager.id} is not a supervisor.`] });
    const emptied = await asOps({
      method: 'PATCH',
      url,
      payload: { instructor: null, supervisor: '' },
    });
    expect(emptied.json()).toMatchObject({
      instructor: null,
      instructor_name: null,
      supervisor: null,
    });
  });

  it('refuses a change that double-books the instructor, but not a group against itself', async () => {
    const teacher = await createUser(t.app, {
      role: 'instructor',
      firstName: 'Laila',
      lastName: 'Amin',
    });
    await createGroup(t.app, { days: 'sun/wed', hours: '10 AM - 12 PM', instructorId: teacher.id });
    const moving = await createGroup(t.app, {
      days: 'sun/wed',
      hours: '12 PM - 2 PM',
      instructorId: teacher.id,
    });
    const url = `/api/groups/${moving.id}/`;
    const clash = await asOps({ method: 'PATCH', url, payload: { hours: '11 AM - 1 PM' } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ hours: ['Laila Amin already teaches sun/wed 10 AM - 12 PM'] });
    const [unchanged] = await t.app.db.select().from(groups).where(eq(groups.id, moving.id));
    expect(unchanged!.hours).toBe('12 PM - 2 PM');
    expect(
      (await asOps({ method: 'PATCH', url, payload: { hours: '12 PM - 3 PM' } })).statusCode,
    ).toBe(200);
    // Handing a group to a busy instructor is a clash too.
    const elsewhere = await createGroup(t.app, { days: 'sun/wed', hours: '10 AM - 11 AM' });
    const handOver = await asOps({
      method: 'PATCH',
      url: `/api/groups/${elsewhere.id}/`,
      payload: { instructor: teacher.id },
    });
    expect(handOver.statusCode).toBe(400);
    expect(handOver.json().hours).toEqual(['Laila Amin already teaches sun/wed 10 AM - 12 PM']);
  });

  it('refuses a max capacity below the students already in the group', async () => {
    const res = await asOps({
      method: 'PATCH',
      url: `/api/groups/${groupId}/`,
      payload: { max_capacity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      max_capacity: ['Max capacity cannot be less than the 2 students already in the group.'],
    });
  });

  it('answers 404 for an unknown group and 403 for non-managers', async () => {
    const missing = await asOps({
      method: 'PATCH',
      url: '/api/groups/999999/',
      payload: { days: 'sat/tue' },
    });
    expect(missing.statusCode).toBe(404);
    const res = await (
      await injectAs(t.app, instructor)
    )({
      method: 'PATCH',
      url: `/api/groups/${groupId}/`,
      payload: { session_five: true },
    });
    expect(res.statusCode).toBe(403);
    const [stored] = await t.app.db.select().from(groups).where(eq(groups.id, groupId));
    expect(stored!.sessionFive).toBe(false);
  });
});

describe('DELETE /api/groups/{id}/', () => {
  it('deletes the group; its students keep their profiles with no group', async () => {
    const group = await createGroup(t.app, { days: 'mon/thu', hours: '8 PM - 10 PM' });
    const student = await createUser(t.app, { role: 'student' });
    await updateProfile(t.app, student.id, {
      groupId: group.id,
      status: 'active',
      currentLevel: 4,
    });
    const res = await asOps({ method: 'DELETE', url: `/api/groups/${group.id}/` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [profile] = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.id));
    expect(profile).toMatchObject({ groupId: null, status: 'active', currentLevel: 4 });
    const again = await asOps({ method: 'DELETE', url: `/api/groups/${group.id}/` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses non-managers with 403 and keeps the group', async () => {
    const res = await (
      await injectAs(t.app, supervisor)
    )({
      method: 'DELETE',
      url: `/api/groups/${groupId}/`,
    });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(groups).where(eq(groups.id, groupId))).toHaveLength(1);
  });
});

describe('bad input to the group routes', () => {
  const BODIES = [
    '{"days": ',
    '"text"',
    '[1,2]',
    'null',
    JSON.stringify({ days: 7, hours: ['x'], current_level: 'top', instructor: { id: 1 } }),
    JSON.stringify({
      days: 'sat/tue',
      hours: '4 PM - 6 PM',
      current_level: 1e308,
      max_capacity: 1e20,
    }),
    JSON.stringify({
      days: 'sat/tue',
      hours: `${'1'.repeat(5000)} PM - 6 PM`,
      instructor: 2 ** 40,
    }),
    JSON.stringify({ days: 'sat/tue', hours: '4 PM - 6 PM', session_one: 'maybe', extra: true }),
  ];

  it('never answers 500 to malformed bodies, wrong types or out-of-range numbers', async () => {
    for (const payload of BODIES) {
      for (const [method, url] of [
        ['POST', '/api/groups/'],
        ['PATCH', `/api/groups/${groupId}/`],
        ['PATCH', '/api/groups/999999/'],
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
  });
});
