import type { UserRow } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { NO_SESSIONS } from 'shared-domain/factory';
import { createGroup, setAttendance, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
let instructor: UserRow;
let groupId: number;
let mine: UserRow;
let theirs: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  instructor = await createUser(t.app, { role: 'instructor' });
  groupId = (await createGroup(t.app, { instructorId: instructor.id })).id;
  mine = await createUser(t.app, { role: 'student', firstName: 'Aya', lastName: 'Nabil' });
  theirs = await createUser(t.app, { role: 'student', firstName: 'Mai', lastName: 'Ezzat' });
  await updateProfile(t.app, mine.id, { groupId, currentLevel: 2 });
  await setAttendance(t.app, mine.id, { sessionOne: true, sessionThree: true });
  await setAttendance(t.app, theirs.id, { sessionTwo: true });
});
afterAll(() => t.close());

const BASE = '/api/student-attendance/';
const flags = (...present: number[]) =>
  Object.fromEntries(Object.keys(NO_SESSIONS).map((key, i) => [key, present.includes(i + 1)]));

describe('GET /api/student-attendance/', () => {
  it('lists the records with the nine sessions and the number attended', async () => {
    const res = await asManager({ method: 'GET', url: BASE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results[0]).toEqual({
      id: mine.id,
      student: mine.id,
      student_info: { id: mine.id, name: 'Aya Nabil', current_level: 2, remaining_levels: 0 },
      ...flags(1, 3),
      total_attendance: 2,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('searches by student and filters by group', async () => {
    const found = await asManager({ method: 'GET', url: `${BASE}?search=ezzat` });
    expect(found.json().results.map((r: { id: number }) => r.id)).toEqual([theirs.id]);
    const inGroup = await asManager({ method: 'GET', url: `${BASE}?group=${groupId}` });
    expect(inGroup.json().results.map((r: { id: number }) => r.id)).toEqual([mine.id]);
  });

  it("shows an instructor their group's students only, and refuses students", async () => {
    const asInstructor = await injectAs(t.app, instructor);
    const res = await asInstructor({ method: 'GET', url: BASE });
    expect(res.json()).toMatchObject({ count: 1, results: [{ id: mine.id }] });
    const asStudent = await injectAs(t.app, mine);
    expect((await asStudent({ method: 'GET', url: BASE })).statusCode).toBe(403);
  });
});

describe('writing attendance', () => {
  let student: UserRow;
  beforeEach(async () => {
    student = await createUser(t.app, { role: 'student' });
  });

  it('creates a record with POST, coercing the values to booleans', async () => {
    const res = await asManager({
      method: 'POST',
      url: BASE,
      payload: {
        student: student.id,
        session_one: 'true',
        session_two: 1,
        session_three: 'yes',
        session_four: 'false',
        session_five: 0,
        session_six: null,
        session_seven: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: student.id, ...flags(1, 2, 3, 7), total_attendance: 4 });
  });

  it('requires the student, and refuses a second record or a value that is no boolean', async () => {
    const missing = await asManager({ method: 'POST', url: BASE, payload: { session_one: true } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ student: ['Student ID is required'] });
    await setAttendance(t.app, student.id, { sessionOne: false });
    const again = await asManager({ method: 'POST', url: BASE, payload: { student: student.id } });
    expect(again.json()).toEqual({
      student: ['student attendance with this student already exists.'],
    });
    const bad = await asManager({
      method: 'PATCH',
      url: `${BASE}${student.id}/`,
      payload: { session_one: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ session_one: ['Must be a valid boolean.'] });
  });

  it("upserts with PATCH, the group screen's one call per student", async () => {
    const url = `${BASE}${student.id}/`;
    const created = await asManager({ method: 'PATCH', url, payload: flags(1, 2) });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...flags(1, 2), total_attendance: 2 });
    const changed = await asManager({ method: 'PATCH', url, payload: { session_nine: true } });
    expect(changed.json()).toMatchObject({ ...flags(1, 2, 9), total_attendance: 3 });
  });

  it('deletes a record and answers 404 for one that does not exist', async () => {
    await setAttendance(t.app, student.id, { sessionFive: true });
    expect((await asManager({ method: 'DELETE', url: `${BASE}${student.id}/` })).statusCode).toBe(
      204,
    );
    expect((await asManager({ method: 'DELETE', url: `${BASE}${student.id}/` })).statusCode).toBe(
      404,
    );
  });

  it('refuses writes by an instructor, even for their own students', async () => {
    const asInstructor = await injectAs(t.app, instructor);
    const res = await asInstructor({
      method: 'PATCH',
      url: `${BASE}${mine.id}/`,
      payload: { session_nine: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});
