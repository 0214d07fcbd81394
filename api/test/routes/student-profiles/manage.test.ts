import { eq } from 'drizzle-orm';
import {
  attendance,
  emailOutbox,
  evaluations,
  levelHistory,
  refreshTokens,
  studentProfiles,
  users,
  type UserRow,
} from '../../helpers/db';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import {
  createCall,
  createGroup,
  setAttendance,
  setEvaluation,
  updateProfile,
} from '../../helpers/groups';

let t: TestApp;
let asManager: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  asManager = (await signedInAs(t.app, 'account_manager')).inject;
});
afterAll(() => t.close());

const url = (id: number) => `/api/student-profiles/${id}/`;
const patch = (id: number, payload: unknown, inject: Inject = asManager) =>
  inject({ method: 'PATCH', url: url(id), payload: payload as object });

async function profileRow(id: number) {
  const [row] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id));
  return row!;
}

describe('PATCH /api/student-profiles/{userId}/', () => {
  let student: UserRow;
  beforeEach(async () => {
    student = await createUser(t.app, { role: 'student' });
    await updateProfile(t.app, student.id, {
      amount: '1000.00',
      outstandingAmount: '400.00',
      totalLevels: 6,
      remainingLevels: 4,
    });
  });

  it('changes the fields sent and answers the whole profile', async () => {
    const group = await createGroup(t.app, { currentLevel: 7 });
    const call = await createCall(t.app);
    const res = await patch(student.id, {
      status: 'active',
      current_level: '7',
      amount: 1200,
      outstanding_amount: '0',
      offer: '2 levels for 900',
      certificate: 'no',
      private_or_group: 'private',
      group_id: group.id,
      call_id: String(call.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: student.id,
      status: 'active',
      current_level: 7,
      amount: '1200.00',
      outstanding_amount: '0.00',
      indebtedness: false,
      currency: 'USD',
      offer: '2 levels for 900',
      certificate: 'no',
      private_or_group: 'private',
      group: { id: group.id, current_level: 7 },
      call: { id: call.id },
      total_levels: 6,
      remaining_levels: 4,
    });
    expect(res.json().user.phone_number).toBe(student.phoneNumber);
  });

  it('records a change of the amounts as one adjustment entry of the ledger, by who made it', async () => {
    const res = await patch(student.id, { amount: '1100', outstanding_amount: '50.25' });
    expect(res.json()).toMatchObject({ amount: '1100.00', outstanding_amount: '50.25' });
    const ledger = (await asManager({ method: 'GET', url: `${url(student.id)}ledger/` })).json();
    expect(ledger.totals).toEqual({
      charged_minor: 110000,
      paid_minor: 104975,
      outstanding_minor: 5025,
    });
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: 'adjustment',
      charge_minor: 10000,
      paid_minor: 44975,
      reason: "Changed on the student's profile",
      recorded_by: { name: expect.any(String) },
    });
  });

  it('changes the currency only while the ledger is empty', async () => {
    const fresh = await createUser(t.app, { role: 'student' });
    expect((await patch(fresh.id, { currency: 'EGP' })).json().currency).toBe('EGP');
    const refused = await patch(student.id, { currency: 'EGP' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      currency: ["The currency cannot change once the student's ledger has entries."],
    });
    expect((await profileRow(student.id)).currency).toBe('USD');
  });

  it('empties a group, call or offer with null', async () => {
    const group = await createGroup(t.app);
    await updateProfile(t.app, student.id, { groupId: group.id, offer: 'x' });
    const res = await patch(student.id, { group_id: null, call_id: '', offer: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ group: null, call: null, offer: null });
  });

  it('moves remaining_levels with total_levels, keeping the levels already passed', async () => {
    // 6 bought, 2 passed, 4 to come.
    expect((await patch(student.id, { total_levels: 9 })).json()).toMatchObject({
      total_levels: 9,
      remaining_levels: 7,
    });
    expect((await patch(student.id, { total_levels: 5 })).json()).toMatchObject({
      total_levels: 5,
      remaining_levels: 3,
    });
    expect((await patch(student.id, { total_levels: 1 })).json()).toMatchObject({
      total_levels: 1,
      remaining_levels: 0,
    });
    expect((await patch(student.id, { total_levels: 1 })).json().remaining_levels).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['only unknown fields', { favourite_colour: 'blue' }],
  ])('refuses %s with "No data provided for update"', async (_what, payload) => {
    const res =
      payload === undefined
        ? await asManager({ method: 'PATCH', url: url(student.id) })
        : await patch(student.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'No data provided for update' });
  });

  it.each([
    [{ status: 'graduated' }, { status: ['"graduated" is not a valid choice.'] }],
    [{ current_level: 0 }, { current_level: ['Levels must be between 1 and 14'] }],
    [{ current_level: 15 }, { current_level: ['Levels must be between 1 and 14'] }],
    [{ current_level: 'ten' }, { current_level: ['Levels must be between 1 and 14'] }],
    [{ total_levels: 15 }, { total_levels: ['Levels must be between 1 and 14'] }],
    [{ total_levels: -2 }, { total_levels: ['Total levels must be 0 or a positive number'] }],
    [{ amount: 'abc' }, { amount: ['A valid number is required.'] }],
    [{ amount: -1 }, { amount: ['Amount cannot be negative'] }],
    [{ outstanding_amount: -1 }, { outstanding_amount: ['Outstanding amount cannot be negative'] }],
    [{ private_or_group: 'solo' }, { private_or_group: ['"solo" is not a valid choice.'] }],
    [{ group_id: 'abc' }, { group_id: ['A valid id is required.'] }],
    [{ currency: '' }, { currency: ['This field is required'] }],
    [
      { amount: 100, outstanding_amount: 200 },
      { outstanding_amount: ['Outstanding amount cannot be greater than total amount'] },
    ],
    // Compared with the stored amount (1000.00) and outstanding amount (400.00).
    [
      { outstanding_amount: '1000.01' },
      { outstanding_amount: ['Outstanding amount cannot be greater than total amount'] },
    ],
    [
      { amount: 399.99 },
      { outstanding_amount: ['Outstanding amount cannot be greater than total amount'] },
    ],
  ])('rejects %j with field errors and stores nothing', async (payload, errors) => {
    const before = await profileRow(student.id);
    const res = await patch(student.id, { ...payload, certificate: 'changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await profileRow(student.id)).toEqual(before);
  });

  it('refuses a group or call that does not exist', async () => {
    const res = await patch(student.id, { group_id: 999999, call_id: 888888 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      group_id: ['Invalid pk "999999" - object does not exist.'],
      call_id: ['Invalid pk "888888" - object does not exist.'],
    });
  });

  it('refuses a new student in a group at max_capacity, but keeps one already in it', async () => {
    const group = await createGroup(t.app, { maxCapacity: 2 });
    const seated = await Promise.all([1, 2].map(() => createUser(t.app, { role: 'student' })));
    for (const s of seated)
      expect((await patch(s.id, { group_id: group.id })).statusCode).toBe(200);
    const res = await patch(student.id, { group_id: group.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ group_id: ['This group is full (max capacity 2).'] });
    expect((await profileRow(student.id)).groupId).toBeNull();
    // Saving a seated student with their own group is not a new arrival.
    expect((await patch(seated[0]!.id, { group_id: group.id, status: 'active' })).statusCode).toBe(
      200,
    );
  });

  it('seats only as many of several simultaneous arrivals as the group has room for', async () => {
    const group = await createGroup(t.app, { maxCapacity: 3 });
    const arrivals = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createUser(t.app, { role: 'student' })),
    );
    const answers = await Promise.all(arrivals.map((s) => patch(s.id, { group_id: group.id })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 400, 400]);
    const seated = await t.app.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.groupId, group.id));
    expect(seated).toHaveLength(3);
  });

  it('answers 404 for an unknown student, a staff id and a malformed id', async () => {
    const staff = await createUser(t.app, { role: 'instructor' });
    for (const target of [url(999999), url(staff.id), '/api/student-profiles/abc/']) {
      const res = await asManager({ method: 'PATCH', url: target, payload: { status: 'active' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const { user, inject } = await signedInAs(t.app, role);
      const target = role === 'student' ? user.id : student.id;
      const res = await patch(target, { status: 'active' }, inject);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    },
  );

  it('lets an operations manager update too', async () => {
    const { inject } = await signedInAs(t.app, 'operations_manager');
    expect((await patch(student.id, { status: 'inactive' }, inject)).json().status).toBe(
      'inactive',
    );
  });
});

describe('DELETE /api/student-profiles/{userId}/', () => {
  it('removes the student and everything of theirs', async () => {
    const student = await createUser(t.app, { role: 'student' });
    await setEvaluation(t.app, student.id, { oral: 40 });
    await setAttendance(t.app, student.id, { sessionOne: true });
    await t.app.db.insert(levelHistory).values({
      studentId: student.id,
      level: 1,
      newLevel: 2,
      outcome: 'passed',
      oral: 40,
      participation: 15,
      written: 8,
      listening: 8,
      tasks: 8,
      totalScore: 79,
      passFail: 'pass',
      sessions: Array(9).fill(true),
      totalAttendance: 9,
    });
    await t.app.db.insert(refreshTokens).values({
      tokenHash: 'f'.repeat(64),
      familyId: '00000000-0000-4000-8000-000000000001',
      userId: student.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.app.db
      .insert(emailOutbox)
      .values({ toAddress: student.email, subject: 'Verify', body: 'link', link: 'x' });
    const other = await createUser(t.app, { role: 'student' });

    const res = await asManager({ method: 'DELETE', url: url(student.id) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const [table, column] of [
      [users, users.id],
      [studentProfiles, studentProfiles.userId],
      [evaluations, evaluations.studentId],
      [attendance, attendance.studentId],
      [levelHistory, levelHistory.studentId],
      [refreshTokens, refreshTokens.userId],
    ] as const) {
      expect(await t.app.db.select().from(table).where(eq(column, student.id))).toEqual([]);
    }
    expect(
      await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, student.email)),
    ).toEqual([]);
    expect((await asManager({ method: 'GET', url: url(other.id) })).statusCode).toBe(200);
    expect((await asManager({ method: 'DELETE', url: url(student.id) })).statusCode).toBe(404);
  });

  it('answers 404 for a staff id, leaving the staff member alone', async () => {
    const staff = await createUser(t.app, { role: 'instructor' });
    const res = await asManager({ method: 'DELETE', url: url(staff.id) });
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
  });

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const student = await createUser(t.app, { role: 'student' });
      const { inject } = await signedInAs(t.app, role);
      const res = await inject({ method: 'DELETE', url: url(student.id) });
      expect(res.statusCode).toBe(403);
      expect(await t.app.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(1);
    },
  );
});
