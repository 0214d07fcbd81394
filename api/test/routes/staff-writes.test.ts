// Writes that name staff, and what a write answers: an inactive staff member cannot be newly
// assigned to a group or a call (one already assigned may stay while other fields change), and a
// PATCH or PUT answers what that request wrote, read in its own transaction, even when another
// writer changes the record right after it commits.
import { eq } from 'drizzle-orm';
import { users } from '../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { createCall, createGroup } from '../helpers/groups';

let t: TestApp;
let asOps: Inject;
let active: number;
let inactive: number;
beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  active = (await createUser(t.app, { role: 'instructor' })).id;
  inactive = (
    await createUser(t.app, {
      role: 'instructor',
      isActive: false,
      firstName: 'Yassin',
      lastName: 'Shawky',
    })
  ).id;
});
afterAll(() => t.close());

// The refusal names the person, not an id.
const INACTIVE = ['Yassin Shawky is inactive and cannot be assigned.'];
const group = (extra: Record<string, unknown> = {}) => ({
  days: 'sat/tue',
  hours: '12 PM - 2 PM',
  current_level: 3,
  ...extra,
});
const call = (extra: Record<string, unknown> = {}) => ({
  instructor: active,
  time: '10:45:00',
  months: 7,
  supervisor: null,
  account_manager: null,
  ...extra,
});

describe('assigning an inactive staff member', () => {
  it('is refused with a field error on a new group and a new call', async () => {
    const g = await asOps({
      method: 'POST',
      url: '/api/groups/',
      payload: group({ instructor: inactive }),
    });
    expect(g.statusCode).toBe(400);
    expect(g.json()).toEqual({ instructor: INACTIVE });
    const c = await asOps({
      method: 'POST',
      url: '/api/calls/',
      payload: call({ instructor: inactive }),
    });
    expect(c.statusCode).toBe(400);
    expect(c.json()).toEqual({ instructor: INACTIVE });
  });

  it('is refused when a group or call is changed to name them', async () => {
    const g = await createGroup(t.app, { days: 'mon/thu', currentLevel: 2 });
    const patched = await asOps({
      method: 'PATCH',
      url: `/api/groups/${g.id}/`,
      payload: { instructor: inactive },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ instructor: INACTIVE });
    const c = await createCall(t.app, { instructorId: active });
    const put = await asOps({
      method: 'PUT',
      url: `/api/calls/${c.id}/`,
      payload: call({ instructor: inactive }),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ instructor: INACTIVE });
  });

  it('lets other fields change while an assignment made before the deactivation stays', async () => {
    const teacher = await createUser(t.app, { role: 'instructor' });
    const g = await createGroup(t.app, {
      days: 'mon/thu',
      hours: '8 AM - 10 AM',
      instructorId: teacher.id,
      currentLevel: 1,
    });
    const c = await createCall(t.app, { instructorId: teacher.id });
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, teacher.id));
    const patched = await asOps({
      method: 'PATCH',
      url: `/api/groups/${g.id}/`,
      payload: { instructor: teacher.id, max_capacity: 9 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ instructor: teacher.id, max_capacity: 9 });
    const put = await asOps({
      method: 'PUT',
      url: `/api/calls/${c.id}/`,
      payload: call({ instructor: teacher.id, months: 9 }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ instructor: teacher.id, months: 9 });
  });
});

describe('the answer of a write', () => {
  /**
   * Runs `write` while another writer changes the record as soon as any transaction of the app
   * commits: an answer read after the commit would show that writer's value instead.
   */
  async function withWriterAfterCommit<T>(other: () => Promise<unknown>, write: () => Promise<T>) {
    const db = t.app.db;
    const transaction = db.transaction;
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      const result = await transaction.apply(db, args);
      await other();
      return result;
    }) as typeof transaction;
    try {
      return await write();
    } finally {
      db.transaction = transaction;
    }
  }
  const raw = (text: string, params: unknown[]) =>
    t.app.database.withRawClient((c) => c.query(text, params));

  it('of a group shows what this request wrote, not a later writer', async () => {
    const g = await createGroup(t.app, { days: 'sun/wed', hours: '6 PM - 8 PM', currentLevel: 4 });
    const res = await withWriterAfterCommit(
      () => raw('UPDATE groups SET max_capacity = 99 WHERE id = $1', [g.id]),
      () => asOps({ method: 'PATCH', url: `/api/groups/${g.id}/`, payload: { max_capacity: 12 } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().max_capacity).toBe(12);
  });

  it('of a call shows what this request wrote, not a later writer', async () => {
    const c = await createCall(t.app, { instructorId: active });
    const res = await withWriterAfterCommit(
      () => raw('UPDATE calls SET months = 1 WHERE id = $1', [c.id]),
      () => asOps({ method: 'PUT', url: `/api/calls/${c.id}/`, payload: call({ months: 11 }) }),
    );
    expect(res.json().months).toBe(11);
  });

  it('of a student and an evaluation shows what this request wrote, not a later writer', async () => {
    const student = await createUser(t.app, { role: 'student' });
    const profile = await withWriterAfterCommit(
      () => raw("UPDATE student_profiles SET offer = 'theirs' WHERE user_id = $1", [student.id]),
      () =>
        asOps({
          method: 'PATCH',
          url: `/api/student-profiles/${student.id}/`,
          payload: { offer: 'mine' },
        }),
    );
    expect(profile.json().offer).toBe('mine');
    const evaluation = await withWriterAfterCommit(
      () => raw('UPDATE evaluations SET oral = 1 WHERE student_id = $1', [student.id]),
      () =>
        asOps({
          method: 'PATCH',
          url: `/api/student-evaluations/${student.id}/`,
          payload: { oral: 9 },
        }),
    );
    expect(evaluation.json().oral).toBe(9);
  });
});
