import type { UserRow } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createCall, createGroup, setEvaluation, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
let instructor: UserRow;
let supervisor: UserRow;
let groupId: number;
let otherGroupId: number;
/** inGroup: in instructor's group; onCall: on supervisor's call; elsewhere: another group. */
let inGroup: UserRow;
let onCall: UserRow;
let elsewhere: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'account_manager' }));
  instructor = await createUser(t.app, { role: 'instructor' });
  supervisor = await createUser(t.app, { role: 'supervisor' });
  groupId = (await createGroup(t.app, { instructorId: instructor.id })).id;
  otherGroupId = (await createGroup(t.app, { days: 'sat/tue' })).id;
  const callId = (await createCall(t.app, { supervisorId: supervisor.id })).id;
  inGroup = await createUser(t.app, { role: 'student', firstName: 'Amira', lastName: 'Zaki' });
  onCall = await createUser(t.app, { role: 'student', firstName: 'Nada', lastName: 'Fahmy' });
  elsewhere = await createUser(t.app, { role: 'student', firstName: 'Reem', lastName: 'Saad' });
  await updateProfile(t.app, inGroup.id, { groupId, currentLevel: 5, remainingLevels: 3 });
  await updateProfile(t.app, onCall.id, { callId });
  await updateProfile(t.app, elsewhere.id, { groupId: otherGroupId });
  for (const student of [inGroup, onCall, elsewhere])
    await setEvaluation(t.app, student.id, { oral: 40, participation: 15, written: 8 });
});
afterAll(() => t.close());

const BASE = '/api/student-evaluations/';
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET /api/student-evaluations/', () => {
  it('lists the records with the student summary and the computed total', async () => {
    const res = await asManager({ method: 'GET', url: BASE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results[0]).toEqual({
      id: inGroup.id,
      student: inGroup.id,
      student_info: { id: inGroup.id, name: 'Amira Zaki', current_level: 5, remaining_levels: 3 },
      oral: 40,
      participation: 15,
      written: 8,
      listening: 0,
      tasks: 0,
      total_score: 63,
      pass_fail: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('pages, searches by student and filters by group', async () => {
    const page = (await asManager({ method: 'GET', url: `${BASE}?page=2&page_size=2` })).json();
    expect(page.count).toBe(3);
    expect(ids(page)).toEqual([elsewhere.id]);
    expect(ids((await asManager({ method: 'GET', url: `${BASE}?search=fahmy` })).json())).toEqual([
      onCall.id,
    ]);
    expect(
      ids((await asManager({ method: 'GET', url: `${BASE}?group=${otherGroupId}` })).json()),
    ).toEqual([elsewhere.id]);
    expect((await asManager({ method: 'GET', url: `${BASE}?group=999999` })).json().count).toBe(0);
    const bad = await asManager({ method: 'GET', url: `${BASE}?group=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ group: ['A valid id is required.'] });
  });

  it('shows supervisors and instructors only the students of their groups and calls', async () => {
    const asInstructor = await injectAs(t.app, instructor);
    expect(ids((await asInstructor({ method: 'GET', url: BASE })).json())).toEqual([inGroup.id]);
    const asSupervisor = await injectAs(t.app, supervisor);
    expect(ids((await asSupervisor({ method: 'GET', url: BASE })).json())).toEqual([onCall.id]);
    const stranger = await injectAs(t.app, await createUser(t.app, { role: 'instructor' }));
    expect((await stranger({ method: 'GET', url: BASE })).json().count).toBe(0);
    expect((await asInstructor({ method: 'GET', url: `${BASE}${inGroup.id}/` })).json().id).toBe(
      inGroup.id,
    );
    expect((await asInstructor({ method: 'GET', url: `${BASE}${elsewhere.id}/` })).statusCode).toBe(
      403,
    );
  });

  it('refuses students with 403, the list and their own record alike', async () => {
    const asStudent = await injectAs(t.app, inGroup);
    for (const url of [BASE, `${BASE}${inGroup.id}/`]) {
      const res = await asStudent({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });

  it('answers 404 for a student without a record', async () => {
    const fresh = await createUser(t.app, { role: 'student' });
    expect((await asManager({ method: 'GET', url: `${BASE}${fresh.id}/` })).statusCode).toBe(404);
  });
});

describe('writing evaluations', () => {
  let student: UserRow;
  beforeEach(async () => {
    student = await createUser(t.app, { role: 'student' });
  });

  it('creates a record with POST, defaults for what is not sent', async () => {
    const res = await asManager({
      method: 'POST',
      url: BASE,
      payload: { student: String(student.id), oral: '45', participation: 18, pass_fail: 'pass' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: student.id,
      student: student.id,
      oral: 45,
      participation: 18,
      written: 0,
      listening: 0,
      tasks: 0,
      total_score: 63,
      pass_fail: 'pass',
    });
    const again = await asManager({ method: 'POST', url: BASE, payload: { student: student.id } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      student: ['student evaluation with this student already exists.'],
    });
  });

  it('requires the student', async () => {
    for (const payload of [{ oral: 10 }, { student: '' }, { student: null }, undefined]) {
      const res = await asManager({ method: 'POST', url: BASE, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ student: ['Student ID is required'] });
    }
    const staff = await createUser(t.app, { role: 'supervisor' });
    for (const id of [999999, staff.id]) {
      const res = await asManager({ method: 'POST', url: BASE, payload: { student: id } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ student: [`Invalid pk "${id}" - object does not exist.`] });
    }
  });

  it.each([
    ['oral', 51, 'Oral score must be between 0 and 50'],
    ['oral', -1, 'Oral score must be between 0 and 50'],
    ['participation', 21, 'Participation score must be between 0 and 20'],
    ['written', 11, 'Written score must be between 0 and 10'],
    ['listening', 10.5, 'A valid integer is required.'],
    ['listening', 'ten', 'Listening score must be between 0 and 10'],
    ['tasks', 99, 'Tasks score must be between 0 and 10'],
    ['pass_fail', 'maybe', '"maybe" is not a valid choice.'],
  ])('refuses %s = %j with "%s" on create and update', async (field, value, message) => {
    const created = await asManager({
      method: 'POST',
      url: BASE,
      payload: { student: student.id, [field]: value },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ [field]: [message] });
    const updated = await asManager({
      method: 'PATCH',
      url: `${BASE}${student.id}/`,
      payload: { oral: 20, [field]: value },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ [field]: [message] });
    expect((await asManager({ method: 'GET', url: `${BASE}${student.id}/` })).statusCode).toBe(404);
  });

  it('upserts with PATCH: creates the missing record, then changes only what is sent', async () => {
    const first = await asManager({
      method: 'PATCH',
      url: `${BASE}${student.id}/`,
      payload: { oral: 35, participation: 15, written: 8, listening: 7, tasks: 9 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: student.id, total_score: 74, pass_fail: 'pending' });
    const second = await asManager({
      method: 'PATCH',
      url: `${BASE}${student.id}/`,
      payload: { oral: 29, pass_fail: 'fail' },
    });
    expect(second.json()).toMatchObject({
      oral: 29,
      participation: 15,
      total_score: 68,
      pass_fail: 'fail',
    });
    const untouched = await asManager({ method: 'PATCH', url: `${BASE}${student.id}/` });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toMatchObject({ oral: 29, total_score: 68 });
  });

  it('answers 404 when patching a user who is not a student', async () => {
    const staff = await createUser(t.app, { role: 'instructor' });
    for (const id of [999999, staff.id]) {
      const res = await asManager({ method: 'PATCH', url: `${BASE}${id}/`, payload: { oral: 5 } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('deletes a record, then answers 404', async () => {
    await setEvaluation(t.app, student.id, { oral: 12 });
    const res = await asManager({ method: 'DELETE', url: `${BASE}${student.id}/` });
    expect(res.statusCode).toBe(204);
    expect((await asManager({ method: 'GET', url: `${BASE}${student.id}/` })).statusCode).toBe(404);
    expect((await asManager({ method: 'DELETE', url: `${BASE}${student.id}/` })).statusCode).toBe(
      404,
    );
  });

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses every write by a %s with 403',
    async (role) => {
      const viewer = role === 'instructor' ? instructor : await createUser(t.app, { role });
      const inject = await injectAs(t.app, viewer);
      for (const call of [
        { method: 'POST' as const, url: BASE, payload: { student: inGroup.id } },
        { method: 'PATCH' as const, url: `${BASE}${inGroup.id}/`, payload: { oral: 50 } },
        { method: 'DELETE' as const, url: `${BASE}${inGroup.id}/` },
      ]) {
        const res = await inject(call);
        expect(res.statusCode).toBe(403);
      }
      expect((await asManager({ method: 'GET', url: `${BASE}${inGroup.id}/` })).json().oral).toBe(
        40,
      );
    },
  );

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});
