// The Movement report on a small centre whose every figure is worked out by hand below.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  buildTestApp,
  createUser,
  injectAs,
  signedInAs,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { type UserRow } from '../../helpers/db';
import { createGroup, updateProfile } from '../../helpers/groups';

/**
 * Group A: level 5, Ines teaching, Sara supervising. Group B: level 7, Omar teaching.
 *
 * Level updates (level_history):
 *   s1  A  L4 -> L5  passed     2026-03-10  moved up
 *   s2  A  L5        failed     2026-03-20  repeated
 *   s2  A  L5        failed     2026-03-25  repeated again: still one student in March
 *   s3  B  L6 -> L7  passed     2026-03-12  moved up
 *   s4  B  L6        no_levels  2026-03-12  neither (no level left to move to)
 *   s7  A  L5 -> L4  passed     2026-03-15  neither (moved down)
 *   s5  B  L6 -> L6  passed     2026-05-03  repeated (placed again at the same level)
 *   s1  A  L5 -> L6  passed     2026-05-20  moved up
 *   s6  B  L3 -> L4  passed     2026-01-15  moved up (before March)
 *
 * Status changes to inactive (audit trail):
 *   s8   active -> inactive, and out of group A   2026-03-05  left (level 5, group A)
 *   s9   waiting -> inactive, in group B           2026-05-10  left (level 7, group B)
 *   s10  created inactive                          2026-03-07  not a departure
 *   s11  inactive -> active                        2026-03-08  not a departure
 *   s12  made inactive through the API, today (in the test)    left (no group)
 */
describe('GET /api/reports/movement/', () => {
  let t: TestApp;
  let ops: Inject;
  let supervisor: Inject;
  let omar: UserRow;
  let groupA: number;
  let groupB: number;
  const s: Record<string, UserRow> = {};

  async function levelUpdate(
    student: UserRow,
    group: number,
    level: number,
    newLevel: number | null,
    outcome: 'passed' | 'failed' | 'no_levels',
    at: string,
  ) {
    await t.app.db.execute(sql`INSERT INTO level_history (student_id, group_id, level, new_level,
      outcome, oral, participation, written, listening, tasks, total_score, pass_fail, sessions,
      total_attendance, created_at)
      VALUES (${student.id}, ${group}, ${level}, ${newLevel}, ${outcome}, 0, 0, 0, 0, 0, 0,
        'pending', ARRAY[false, false, false, false, false, false, false, false, false], 0,
        ${at}::timestamptz)`);
  }

  /** A student write's audit row, as the trigger of migration 0009 words it. */
  async function statusChange(student: UserRow, changes: object, at: string) {
    await t.app.db.execute(sql`INSERT INTO audit_log (at, actor_role, actor_name, action,
      resource, record_id, student_id, changes)
      VALUES (${at}::timestamptz, 'operations_manager', 'Ops', 'student.update', 'student',
        ${student.id}, ${student.id}, ${JSON.stringify(changes)}::jsonb)`);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    ops = (await signedInAs(t.app, 'operations_manager')).inject;
    const sara = await createUser(t.app, { role: 'supervisor', firstName: 'Sara' });
    supervisor = await injectAs(t.app, sara);
    const ines = await createUser(t.app, { role: 'instructor', firstName: 'Ines' });
    omar = await createUser(t.app, { role: 'instructor', firstName: 'Omar' });
    groupA = (
      await createGroup(t.app, { currentLevel: 5, instructorId: ines.id, supervisorId: sara.id })
    ).id;
    groupB = (await createGroup(t.app, { currentLevel: 7, days: 'sat/tue', instructorId: omar.id }))
      .id;
    for (const key of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12'])
      s[key] = await createUser(t.app, { role: 'student', firstName: key, lastName: 'Movement' });
    await updateProfile(t.app, s.s8!.id, { status: 'inactive', currentLevel: 5, groupId: null });
    await updateProfile(t.app, s.s9!.id, { status: 'inactive', currentLevel: 7, groupId: groupB });

    await levelUpdate(s.s1!, groupA, 4, 5, 'passed', '2026-03-10T09:00:00Z');
    await levelUpdate(s.s2!, groupA, 5, null, 'failed', '2026-03-20T09:00:00Z');
    await levelUpdate(s.s2!, groupA, 5, null, 'failed', '2026-03-25T09:00:00Z');
    await levelUpdate(s.s3!, groupB, 6, 7, 'passed', '2026-03-12T09:00:00Z');
    await levelUpdate(s.s4!, groupB, 6, null, 'no_levels', '2026-03-12T09:00:00Z');
    await levelUpdate(s.s7!, groupA, 5, 4, 'passed', '2026-03-15T09:00:00Z');
    await levelUpdate(s.s5!, groupB, 6, 6, 'passed', '2026-05-03T09:00:00Z');
    await levelUpdate(s.s1!, groupA, 5, 6, 'passed', '2026-05-20T09:00:00Z');
    await levelUpdate(s.s6!, groupB, 3, 4, 'passed', '2026-01-15T09:00:00Z');

    await statusChange(
      s.s8!,
      {
        status: { before: 'active', after: 'inactive' },
        group_id: { before: groupA, after: null },
      },
      '2026-03-05T12:00:00Z',
    );
    await statusChange(
      s.s9!,
      { status: { before: 'waiting', after: 'inactive' } },
      '2026-05-10T12:00:00Z',
    );
    await statusChange(
      s.s10!,
      { status: { before: null, after: 'inactive' }, current_level: { before: null, after: 1 } },
      '2026-03-07T12:00:00Z',
    );
    await statusChange(
      s.s11!,
      { status: { before: 'inactive', after: 'active' } },
      '2026-03-08T12:00:00Z',
    );
  });
  afterAll(() => t.close());

  const get = async (inject: Inject, url: string) => {
    const res = await inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const month = (name: string, movedUp: number, repeated: number, left: number) => ({
    month: name,
    moved_up: movedUp,
    repeated,
    left,
  });

  const SPRING = 'from=2026-03-01&to=2026-05-31';

  it('counts each month of the period: moved up, repeated and left', async () => {
    expect(await get(ops, `/api/reports/movement/?${SPRING}`)).toEqual({
      months: [
        // s1 and s3 up; s2 repeated (twice, one student); s8 left.
        month('2026-03', 2, 1, 1),
        // Nothing happened in April: the month is there, with zeros.
        month('2026-04', 0, 0, 0),
        // s1 up again; s5 placed again at L6; s9 left.
        month('2026-05', 1, 1, 1),
      ],
      totals: { moved_up: 3, repeated: 2, left: 2 },
    });
  });

  it('narrows by level, instructor and group', async () => {
    // Level 5: s2's fails and s1's pass of L5, and s8, who left from level 5.
    expect((await get(ops, `/api/reports/movement/?${SPRING}&level=5`)).months).toEqual([
      month('2026-03', 0, 1, 1),
      month('2026-04', 0, 0, 0),
      month('2026-05', 1, 0, 0),
    ]);
    // Omar's group B: s3 up in March; s5 repeated and s9 left in May.
    const omars = [month('2026-03', 1, 0, 0), month('2026-04', 0, 0, 0), month('2026-05', 0, 1, 1)];
    expect(
      (await get(ops, `/api/reports/movement/?${SPRING}&instructor=${omar.id}`)).months,
    ).toEqual(omars);
    expect((await get(ops, `/api/reports/movement/?${SPRING}&group=${groupB}`)).months).toEqual(
      omars,
    );
  });

  it("gives a supervisor only their own group's movement", async () => {
    // Group A: s1 up and s2 repeated, s8 left (the group the write took away) in March; s1 up
    // in May. Group B's and s12's (no group) movement is not theirs.
    expect(await get(supervisor, '/api/reports/movement/')).toEqual({
      months: [month('2026-03', 1, 1, 1), month('2026-04', 0, 0, 0), month('2026-05', 1, 0, 0)],
      totals: { moved_up: 2, repeated: 1, left: 1 },
    });
  });

  it('reads a departure written through the API, and runs from the first month with movement', async () => {
    const left = await ops({
      method: 'PATCH',
      url: `/api/student-profiles/${s.s12!.id}/`,
      payload: { status: 'inactive' },
    });
    expect(left.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(await get(ops, `/api/reports/movement/?from=${today}`)).toEqual({
      months: [month(today.slice(0, 7), 0, 0, 1)],
      totals: { moved_up: 0, repeated: 0, left: 1 },
    });
    const all = await get(ops, '/api/reports/movement/');
    // s6's January pass opens the report; s12's departure, this month, closes it.
    expect(all.months[0]).toEqual(month('2026-01', 1, 0, 0));
    expect(all.months.at(-1).month).toBe(today.slice(0, 7));
    expect(all.totals).toEqual({ moved_up: 4, repeated: 2, left: 3 });
  });

  it('answers a period without movement with no month', async () => {
    expect(await get(ops, '/api/reports/movement/?from=2025-01-01&to=2025-12-31')).toEqual({
      months: [],
      totals: { moved_up: 0, repeated: 0, left: 0 },
    });
  });

  it('refuses filters it cannot read, on their field', async () => {
    const reversed = await ops({
      method: 'GET',
      url: '/api/reports/movement/?from=2026-05-01&to=2026-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ to: ['The end of the range cannot be before its start.'] });
    for (const query of ['from=2026-02-30', 'level=15', 'group=abc']) {
      const res = await ops({ method: 'GET', url: `/api/reports/movement/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([query.split('=')[0]]);
    }
  });

  it('exports the months the screen shows', async () => {
    const res = await ops({
      method: 'GET',
      url: `/api/reports/movement/export/?${SPRING}&instructor=${omar.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="movement.csv"');
    expect(csvRows(res)).toEqual([
      ['Month', 'Moved Up', 'Repeated', 'Left'],
      ['2026-03', '1', '0', '0'],
      ['2026-04', '0', '0', '0'],
      ['2026-05', '0', '1', '1'],
    ]);
  });
});

/** The CSV's lines, each split into its cells (no cell here holds a comma or line break). */
function csvRows(res: LightMyRequestResponse): string[][] {
  return res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}
