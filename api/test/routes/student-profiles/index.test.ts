import { eq, sql } from 'drizzle-orm';
import { attendance, evaluations, studentProfiles, type UserRow } from '../../helpers/db';
import { countStudentProfiles, findStudentProfiles } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, signedInAs, type TestApp } from '../../helpers/app';
import { createSara, createStaff, NEW_PROFILE } from '../../helpers/people';
import { NOT_EVALUATED } from 'shared-domain/factory';
import { createCall, createGroup, updateProfile } from '../../helpers/groups';
import { isoTime } from '../../../src/db/client';

let t: TestApp;
let instructor: UserRow;
let supervisor: UserRow;
let manager: UserRow;
let enrolled: UserRow;
let groupId: number;
let callId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ instructor, supervisor, manager } = await createStaff(t.app));
  groupId = (
    await createGroup(t.app, {
      days: 'sun/wed',
      hours: '4 PM - 6 PM',
      currentLevel: 5,
      instructorId: instructor.id,
      accountManagerId: manager.id,
    })
  ).id;
  callId = (
    await createCall(t.app, {
      time: '14:30:00',
      months: 7,
      instructorId: instructor.id,
      supervisorId: supervisor.id,
    })
  ).id;
  enrolled = await createSara(t.app);
  await t.app.db
    .update(studentProfiles)
    .set({
      status: 'active',
      currentLevel: 5,
      totalLevels: 6,
      remainingLevels: 3,
      offer: '3 levels for 1200',
      certificate: 'yes',
      groupId,
      callId,
    })
    .where(eq(studentProfiles.userId, enrolled.id));
  await updateProfile(t.app, enrolled.id, { amount: '1500.00', outstandingAmount: '250.50' });
  await t.app.db
    .insert(attendance)
    .values({ studentId: enrolled.id, sessionOne: true, sessionTwo: true, sessionFour: true });
  await t.app.db.insert(evaluations).values({
    studentId: enrolled.id,
    oral: 35,
    participation: 15,
    written: 8,
    listening: 7,
    tasks: 9,
    passFail: 'pass',
  });
});
afterAll(() => t.close());

const profileUrl = (id: number) => `/api/student-profiles/${id}/`;

describe('GET /api/student-profiles/{userId}/', () => {
  it('answers the full profile shape, with phone numbers for managers', async () => {
    const res = await (
      await injectAs(t.app, manager)
    )({ method: 'GET', url: profileUrl(enrolled.id) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: enrolled.id,
      user: {
        id: enrolled.id,
        username: enrolled.username,
        first_name: 'Sara',
        middle_name: '',
        last_name: 'Hassan',
        full_name: 'Sara Hassan',
        email: enrolled.email,
        phone_number: '+201001112223',
        nationality: 'Egyptian',
        gender: 'female',
        is_verified: true,
        is_active: true,
      },
      status: 'active',
      current_level: 5,
      total_levels: 6,
      remaining_levels: 3,
      private_or_group: 'group',
      amount: '1500.00',
      outstanding_amount: '250.50',
      indebtedness: true,
      currency: 'USD',
      offer: '3 levels for 1200',
      certificate: 'yes',
      // No level finished yet (audit/index.test.ts covers a history).
      level_history: [],
      group: {
        id: groupId,
        days: 'sun/wed',
        hours: '4 PM - 6 PM',
        current_level: 5,
        instructor: 'Omar Khalil',
        instructor_id: instructor.id,
        supervisor: null,
        supervisor_id: null,
        account_manager: 'Karim Nasser',
        account_manager_id: manager.id,
      },
      call: {
        id: callId,
        time: '14:30:00',
        months: 7,
        instructor: 'Omar Khalil',
        instructor_id: instructor.id,
        supervisor: 'Dina Saleh',
        supervisor_id: supervisor.id,
        account_manager: null,
        account_manager_id: null,
      },
      attendance: {
        sessions: [true, true, false, true, false, false, false, false, false],
        total_attendance: 3,
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
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const ops = await signedInAs(t.app, 'operations_manager');
    expect(
      (await ops.inject({ method: 'GET', url: profileUrl(enrolled.id) })).json().user.phone_number,
    ).toBe('+201001112223');
  });

  it('lets a student read their own profile, with no record yet shown as empty', async () => {
    const { user, inject } = await signedInAs(t.app, 'student');
    const res = await inject({ method: 'GET', url: profileUrl(user.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      ...NEW_PROFILE,
      evaluation: NOT_EVALUATED,
    });
    // Their own number, as on their profile page; other students' numbers stay hidden.
    expect(user.phoneNumber).toMatch(/^\+20/);
    expect(res.json().user.phone_number).toBe(user.phoneNumber);
  });

  it("refuses a student reading another student's profile", async () => {
    const { inject } = await signedInAs(t.app, 'student');
    const res = await inject({ method: 'GET', url: profileUrl(enrolled.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('lets the instructor and supervisor assigned through the group or call read it, without phones', async () => {
    for (const staff of [instructor, supervisor]) {
      const res = await (
        await injectAs(t.app, staff)
      )({ method: 'GET', url: profileUrl(enrolled.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.phone_number).toBeNull();
    }
  });

  it('refuses supervisors and instructors who are not assigned to the student', async () => {
    for (const role of ['instructor', 'supervisor'] as const) {
      const { inject } = await signedInAs(t.app, role);
      expect((await inject({ method: 'GET', url: profileUrl(enrolled.id) })).statusCode).toBe(403);
    }
  });

  it('answers 404 for a missing student, a staff id and a malformed id', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    for (const url of [
      profileUrl(999999),
      profileUrl(instructor.id),
      '/api/student-profiles/abc/',
      '/api/student-profiles/99999999999/',
    ]) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('gives created_at and updated_at as UTC ISO-8601 to the millisecond, in the detail and the list', async () => {
    const student = await createUser(t.app, { role: 'student', lastName: 'Timestamped' });
    // Microseconds are cut to milliseconds, as a JS Date's are; an offset becomes UTC.
    await t.app.db
      .update(studentProfiles)
      .set({ createdAt: sql`'2026-03-04 07:06:07.891789+02'::timestamptz` })
      .where(eq(studentProfiles.userId, student.id));
    const [row] = await t.app.db
      .select({ updatedAt: studentProfiles.updatedAt })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, student.id));
    const stamps = {
      created_at: '2026-03-04T05:06:07.891Z',
      updated_at: isoTime(row!.updatedAt),
    };
    const ops = await signedInAs(t.app, 'operations_manager');
    expect((await ops.inject({ method: 'GET', url: profileUrl(student.id) })).json()).toMatchObject(
      stamps,
    );
    const list = await ops.inject({
      method: 'GET',
      url: '/api/student-profiles/?search=Timestamped',
    });
    expect(list.json().results).toEqual([expect.objectContaining({ id: student.id, ...stamps })]);
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: profileUrl(enrolled.id) })).statusCode).toBe(
      401,
    );
  });
});

describe('the reusable profile query', () => {
  it('lists, filters, pages and counts within what the viewer may see', async () => {
    const extra = await Promise.all([1, 2, 3].map(() => createUser(t.app, { role: 'student' })));
    const admin = { id: manager.id, role: manager.role };
    const all = await findStudentProfiles(t.app.db, { viewer: admin });
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => a - b));
    expect(all.map((p) => p.id)).toEqual(
      expect.arrayContaining([enrolled.id, ...extra.map((u) => u.id)]),
    );
    expect(await countStudentProfiles(t.app.db, { viewer: admin })).toBe(all.length);

    const page = await findStudentProfiles(t.app.db, { viewer: admin, limit: 2, offset: 1 });
    expect(page.map((p) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));

    const waiting = sql`sp.status = ${'waiting'}`;
    expect(await countStudentProfiles(t.app.db, { viewer: admin, where: waiting })).toBe(
      all.length - 1,
    );
    const teacher = { id: instructor.id, role: instructor.role };
    expect((await findStudentProfiles(t.app.db, { viewer: teacher })).map((p) => p.id)).toEqual([
      enrolled.id,
    ]);
    expect(await countStudentProfiles(t.app.db, { viewer: teacher, where: waiting })).toBe(0);
  });
});
