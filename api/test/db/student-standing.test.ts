// The standing of migration 0022 (sessions held and attended, last level failed) stays equal to
// what each student's group, attendance and level history say, through bulk loads, edits and
// removals of attendance, a group's sessions, a change of group, level decisions, removed groups
// and students, truncation, and the API's own writes.
import { SESSION_KEYS } from 'shared-domain';
import { clearCentre, seedCentre } from '../../src/seed/centre';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const exec = (text: string) => t.app.database.withRawClient((c) => c.exec(text));

interface Standing {
  student_id: number;
  sessions_held: number;
  sessions_attended: number;
  last_level_failed: boolean;
}

/** The kept standing beside the same read afresh from every profile's group, attendance and levels. */
async function standing() {
  return t.app.database.withRawClient(async (c) => ({
    kept: await c.query<Standing>(
      `SELECT student_id, sessions_held::int AS sessions_held,
         sessions_attended::int AS sessions_attended, last_level_failed
       FROM student_standing ORDER BY student_id`,
    ),
    counted: await c.query<Standing>(
      `SELECT sp.user_id AS student_id,
         (${SESSION_KEYS.map((key) => `coalesce(g.${key}, false)::int`).join(' + ')}) AS sessions_held,
         (${SESSION_KEYS.map((key) => `coalesce(g.${key} AND a.${key}, false)::int`).join(' + ')})
           AS sessions_attended,
         coalesce((SELECT lh.outcome = 'failed' FROM level_history lh
           WHERE lh.student_id = sp.user_id ORDER BY lh.created_at DESC, lh.id DESC LIMIT 1), false)
           AS last_level_failed
       FROM student_profiles sp
         LEFT JOIN groups g ON g.id = sp.group_id
         LEFT JOIN attendance a ON a.student_id = sp.user_id
       ORDER BY sp.user_id`,
    ),
  }));
}

async function expectExact() {
  const { kept, counted } = await standing();
  expect(kept).toEqual(counted);
  return kept;
}

const attendedSum = (rows: Standing[]) => rows.reduce((sum, row) => sum + row.sessions_attended, 0);

describe('student_standing', () => {
  it('follows every kind of change to profiles, groups, attendance and level history', async () => {
    expect(await expectExact()).toEqual([]);
    await seedCentre(t.app.database, { students: 300, seed: 7 });
    const seeded = await expectExact();
    expect(seeded).toHaveLength(300);
    expect(attendedSum(seeded)).toBeGreaterThan(0);

    // Attendance edited in bulk, one session, created and removed.
    await exec('UPDATE attendance SET session_one = NOT session_one WHERE student_id % 2 = 0');
    await expectExact();
    await exec('UPDATE attendance SET session_two = true WHERE student_id % 5 = 0');
    await expectExact();
    await exec(
      `INSERT INTO attendance (student_id, session_one, session_two)
       SELECT user_id, true, true FROM student_profiles
       WHERE group_id IS NOT NULL AND user_id NOT IN (SELECT student_id FROM attendance)
       LIMIT 5`,
    );
    await expectExact();
    await exec('DELETE FROM attendance WHERE student_id % 7 = 0');
    await expectExact();

    // Level decisions: a failure, a newer pass over it, one removed, and a group's bulk update.
    const failedLast = (rows: Standing[]) => rows.filter((row) => row.last_level_failed).length;
    const decide = (outcome: string, where: string, daysAgo: number) =>
      exec(
        `INSERT INTO level_history (student_id, group_id, level, new_level, outcome, oral,
           participation, written, listening, tasks, total_score, pass_fail, sessions,
           total_attendance, created_at)
         SELECT user_id, group_id, 1, NULL, '${outcome}', 10, 5, 2, 2, 2, 21, 'fail',
           '{t,f,f,f,f,f,f,f,f}', 1, now() - interval '${daysAgo} days'
         FROM student_profiles WHERE ${where}`,
      );
    const before = failedLast(await expectExact());
    await decide('failed', 'user_id % 4 = 1', 1);
    const failed = failedLast(await expectExact());
    expect(failed).toBeGreaterThan(before);
    await decide('passed', 'user_id % 8 = 1', 0);
    expect(failedLast(await expectExact())).toBeLessThan(failed);
    // An older failure under a newer pass changes nothing.
    await decide('failed', 'user_id % 8 = 1', 400);
    await expectExact();
    await exec(
      `DELETE FROM level_history WHERE id IN (SELECT max(id) FROM level_history
         WHERE outcome = 'passed' GROUP BY student_id LIMIT 10)`,
    );
    await expectExact();
    await exec("UPDATE level_history SET outcome = 'no_levels' WHERE id % 3 = 0");
    await expectExact();

    // A group's sessions, a change of group, a removed group and removed students.
    await exec('UPDATE groups SET session_nine = true, session_eight = false WHERE id % 3 = 0');
    await expectExact();
    await exec("UPDATE groups SET hours = '6 PM - 8 PM' WHERE id % 4 = 0");
    await expectExact();
    await exec(
      `UPDATE student_profiles SET group_id = (SELECT min(id) FROM groups)
       WHERE user_id IN (SELECT user_id FROM student_profiles WHERE group_id IS NOT NULL
         ORDER BY user_id DESC LIMIT 10)`,
    );
    await expectExact();
    await exec('UPDATE student_profiles SET group_id = NULL WHERE user_id % 11 = 0');
    await expectExact();
    await exec(
      'DELETE FROM groups WHERE id = (SELECT max(group_id) FROM student_profiles WHERE group_id IS NOT NULL)',
    );
    await expectExact();
    await exec(
      'DELETE FROM users WHERE id IN (SELECT user_id FROM student_profiles WHERE group_id IS NOT NULL LIMIT 10)',
    );
    expect(await expectExact()).toHaveLength(290);

    await exec('TRUNCATE attendance');
    expect(attendedSum(await expectExact())).toBe(0);
    await exec('TRUNCATE level_history');
    expect(failedLast(await expectExact())).toBe(0);
    await clearCentre(t.app.database);
    expect(await expectExact()).toEqual([]);
  });

  describe('through the API', () => {
    let asManager: Inject;
    let groupId: number;
    let student: number;

    beforeAll(async () => {
      asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
      const instructor = await createUser(t.app, { role: 'instructor' });
      groupId = (
        await createGroup(t.app, {
          instructorId: instructor.id,
          sessionOne: true,
          sessionTwo: true,
          sessionThree: true,
          sessionFour: true,
        })
      ).id;
      student = (await createUser(t.app, { role: 'student', firstName: 'Nour', lastName: 'Adel' }))
        .id;
      await updateProfile(t.app, student, { groupId, status: 'active' });
      await setAttendance(t.app, student, { sessionOne: true, sessionTwo: true, sessionSix: true });
    });

    const mine = async () => (await expectExact()).find((row) => row.student_id === student);
    const atRisk = async () => {
      const res = await asManager({ method: 'GET', url: '/api/reports/at-risk/?threshold=50' });
      expect(res.statusCode).toBe(200);
      return res.json().results.find((row: { id: number }) => row.id === student);
    };

    it('counts only the sessions the group has held', async () => {
      expect(await mine()).toEqual({
        student_id: student,
        sessions_held: 4,
        sessions_attended: 2,
        last_level_failed: false,
      });
      expect(await atRisk()).toBeUndefined();
    });

    it('follows attendance edits and removals', async () => {
      const url = `/api/student-attendance/${student}/`;
      const edited = await asManager({ method: 'PATCH', url, payload: { session_two: false } });
      expect(edited.statusCode).toBe(200);
      expect(await mine()).toMatchObject({ sessions_held: 4, sessions_attended: 1 });
      expect(await atRisk()).toMatchObject({
        sessions_held: 4,
        sessions_attended: 1,
        attendance_percent: 25,
        low_attendance: true,
      });

      expect((await asManager({ method: 'DELETE', url })).statusCode).toBe(204);
      expect(await mine()).toMatchObject({ sessions_held: 4, sessions_attended: 0 });
      expect(await atRisk()).toMatchObject({ sessions_attended: 0, attendance_percent: 0 });

      const created = await asManager({
        method: 'POST',
        url: '/api/student-attendance/',
        payload: { student, session_one: true, session_three: true, session_four: true },
      });
      expect(created.statusCode).toBe(201);
      expect(await mine()).toMatchObject({ sessions_held: 4, sessions_attended: 3 });
      expect(await atRisk()).toBeUndefined();
    });

    it("follows the group's sessions and the student's change of group", async () => {
      const url = `/api/groups/${groupId}/`;
      const held = await asManager({
        method: 'PATCH',
        url,
        payload: { session_five: true, session_six: true, session_seven: true },
      });
      expect(held.statusCode).toBe(200);
      expect(await mine()).toMatchObject({ sessions_held: 7, sessions_attended: 3 });
      expect(await atRisk()).toMatchObject({ attendance_percent: 43, low_attendance: true });

      await updateProfile(t.app, student, { groupId: null });
      expect(await mine()).toMatchObject({ sessions_held: 0, sessions_attended: 0 });
      expect(await atRisk()).toBeUndefined();
    });

    it("follows a level update: the group's sessions start afresh, a failure is kept", async () => {
      const [passing, failing] = await Promise.all(
        ['Salma', 'Omar'].map((firstName) =>
          createUser(t.app, { role: 'student', firstName, lastName: 'Fathy' }),
        ),
      );
      for (const user of [passing!, failing!]) {
        await updateProfile(t.app, user.id, { groupId, status: 'active', remainingLevels: 2 });
        await setAttendance(t.app, user.id, { sessionOne: true, sessionFive: true });
      }
      await setEvaluation(t.app, passing!.id, { oral: 40, participation: 20, passFail: 'pass' });
      await setEvaluation(t.app, failing!.id, { oral: 10, passFail: 'fail' });
      const of = async (id: number) => (await expectExact()).find((row) => row.student_id === id);
      expect(await of(failing!.id)).toMatchObject({
        sessions_attended: 2,
        last_level_failed: false,
      });

      const res = await asManager({
        method: 'PATCH',
        url: `/api/groups/${groupId}/update-level/`,
        payload: { current_level: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(await of(passing!.id)).toMatchObject({
        sessions_held: 0,
        sessions_attended: 0,
        last_level_failed: false,
      });
      expect(await of(failing!.id)).toMatchObject({ sessions_held: 0, last_level_failed: true });

      // Back in a group and active, the failed student is at risk for it.
      await updateProfile(t.app, failing!.id, { groupId, status: 'active' });
      const res2 = await asManager({ method: 'GET', url: '/api/reports/at-risk/' });
      expect(
        res2.json().results.find((row: { id: number }) => row.id === failing!.id),
      ).toMatchObject({ failed_last_level: true, low_attendance: false, sessions_held: 0 });
    });
  });
});
