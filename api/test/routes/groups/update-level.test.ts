import { asc, eq, inArray, sql } from 'drizzle-orm';
import { NO_ATTENDANCE, NOT_EVALUATED } from 'shared-domain/factory';
import {
  attendance,
  evaluations,
  groups,
  levelHistory,
  studentProfiles,
  type UserRow,
} from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asOps: Inject;
let instructor: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  instructor = await createUser(t.app, {
    role: 'instructor',
    firstName: 'Omar',
    lastName: 'Khalil',
  });
});
afterAll(() => t.close());

const levelUrl = (id: number) => `/api/groups/${id}/update-level/`;

interface Enrolment {
  remaining: number;
  evaluation?: {
    oral: number;
    participation: number;
    written?: number;
    listening?: number;
    tasks?: number;
    passFail: 'pending' | 'pass' | 'fail';
  };
  sessions?: number;
}

const SESSION_NAMES = [
  'sessionOne',
  'sessionTwo',
  'sessionThree',
  'sessionFour',
  'sessionFive',
  'sessionSix',
  'sessionSeven',
  'sessionEight',
  'sessionNine',
] as const;

/** A level-4 group on sun/wed with the given students in it. */
async function groupWith(students: Record<string, Enrolment>) {
  const group = await createGroup(t.app, {
    days: 'sun/wed',
    hours: '4 PM - 6 PM',
    currentLevel: 4,
    sessionOne: true,
    sessionTwo: true,
    sessionNine: true,
  });
  const ids: Record<string, number> = {};
  for (const [name, enrolment] of Object.entries(students)) {
    const user = await createUser(t.app, { role: 'student', firstName: name, lastName: 'Test' });
    ids[name] = user.id;
    await updateProfile(t.app, user.id, {
      groupId: group.id,
      status: 'active',
      currentLevel: 4,
      totalLevels: 6,
      remainingLevels: enrolment.remaining,
    });
    if (enrolment.evaluation) await setEvaluation(t.app, user.id, enrolment.evaluation);
    if (enrolment.sessions !== undefined) {
      const flags = Object.fromEntries(
        SESSION_NAMES.map((key, index) => [key, index < enrolment.sessions!]),
      );
      await setAttendance(t.app, user.id, flags);
    }
  }
  return { groupId: group.id, ids };
}

async function profileOf(id: number) {
  const [profile] = await t.app.db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, id));
  return profile!;
}

/** Everything a level update may change, to compare before and after a refused one. */
async function snapshot(groupId: number, studentIds: number[]) {
  return {
    group: await t.app.db.select().from(groups).where(eq(groups.id, groupId)),
    profiles: await t.app.db
      .select()
      .from(studentProfiles)
      .where(inArray(studentProfiles.userId, studentIds))
      .orderBy(asc(studentProfiles.userId)),
    evaluations: await t.app.db
      .select()
      .from(evaluations)
      .where(inArray(evaluations.studentId, studentIds))
      .orderBy(asc(evaluations.studentId)),
    attendance: await t.app.db
      .select()
      .from(attendance)
      .where(inArray(attendance.studentId, studentIds))
      .orderBy(asc(attendance.studentId)),
    history: await t.app.db
      .select()
      .from(levelHistory)
      .where(inArray(levelHistory.studentId, studentIds)),
  };
}

describe('PATCH /api/groups/{id}/update-level/', () => {
  it('advances, fails and lets go the right students, counts them and keeps their history', async () => {
    const { groupId, ids } = await groupWith({
      // pass_fail 'pass' counts whatever the scores say.
      Marked: {
        remaining: 2,
        evaluation: { oral: 10, participation: 5, passFail: 'pass' },
        sessions: 7,
      },
      // pending with a total of 70 and oral 30 passes.
      Scored: {
        remaining: 1,
        evaluation: {
          oral: 30,
          participation: 20,
          written: 10,
          listening: 5,
          tasks: 5,
          passFail: 'pending',
        },
        sessions: 9,
      },
      // pending with a total of 75 but oral below 30 fails.
      LowOral: {
        remaining: 3,
        evaluation: {
          oral: 29,
          participation: 20,
          written: 10,
          listening: 10,
          tasks: 6,
          passFail: 'pending',
        },
        sessions: 5,
      },
      // pending with oral 40 but a total of 69 fails.
      LowTotal: {
        remaining: 3,
        evaluation: { oral: 40, participation: 19, written: 10, passFail: 'pending' },
      },
      // 'fail' counts whatever the scores say.
      Marked_fail: {
        remaining: 3,
        evaluation: {
          oral: 50,
          participation: 20,
          written: 10,
          listening: 10,
          tasks: 10,
          passFail: 'fail',
        },
      },
      // no evaluation at all: pending with zeros, a fail.
      Unscored: { remaining: 4 },
      // passed, but no levels left.
      Finished: {
        remaining: 0,
        evaluation: { oral: 45, participation: 20, written: 10, passFail: 'pending' },
        sessions: 8,
      },
    });

    const res = await asOps({
      method: 'PATCH',
      url: levelUrl(groupId),
      payload: { current_level: 5 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Group level updated successfully.');
    const decided = (name: string, decision: string) => ({
      id: ids[name]!,
      name: `${name} Test`,
      level: 4,
      new_level: decision === 'passed' ? 5 : null,
      decision,
    });
    expect(body.data.summary).toEqual({
      students_passed: 2,
      students_failed: 4,
      students_no_levels: 1,
      // Each student decided on, by id (the summary's links to their history).
      students: [
        decided('Marked', 'passed'),
        decided('Scored', 'passed'),
        decided('LowOral', 'failed'),
        decided('LowTotal', 'failed'),
        decided('Marked_fail', 'failed'),
        decided('Unscored', 'failed'),
        decided('Finished', 'no_levels'),
      ],
    });
    expect(body.data.group).toMatchObject({
      id: groupId,
      current_level: 5,
      students_count: 2,
      session_one: false,
      session_two: false,
      session_nine: false,
    });
    expect(body.data.group.students.map((s: { id: number }) => s.id).sort()).toEqual(
      [ids.Marked!, ids.Scored!].sort(),
    );

    // Passed with levels left: new level, one level spent, still in the group, a fresh start.
    expect(await profileOf(ids.Marked!)).toMatchObject({
      groupId,
      status: 'active',
      currentLevel: 5,
      remainingLevels: 1,
    });
    expect(await profileOf(ids.Scored!)).toMatchObject({
      groupId,
      currentLevel: 5,
      remainingLevels: 0,
    });
    const detail = (await asOps({ method: 'GET', url: `/api/groups/${groupId}/` })).json();
    for (const student of detail.students) {
      expect(student.attendance).toEqual(NO_ATTENDANCE);
      expect(student.evaluation).toEqual(NOT_EVALUATED);
    }

    // Failed: same level, out of the group, waiting, their last scores untouched.
    for (const name of ['LowOral', 'LowTotal', 'Marked_fail', 'Unscored']) {
      expect(await profileOf(ids[name]!)).toMatchObject({
        groupId: null,
        status: 'waiting',
        currentLevel: 4,
        remainingLevels: name === 'Unscored' ? 4 : 3,
      });
    }
    const [lowOralScores] = await t.app.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.studentId, ids.LowOral!));
    expect(lowOralScores).toMatchObject({ oral: 29, totalScore: 75, passFail: 'pending' });
    // Passed without levels: out of the group, waiting, level unchanged.
    expect(await profileOf(ids.Finished!)).toMatchObject({
      groupId: null,
      status: 'waiting',
      currentLevel: 4,
      remainingLevels: 0,
    });

    const history = await t.app.db
      .select()
      .from(levelHistory)
      .where(eq(levelHistory.groupId, groupId))
      .orderBy(asc(levelHistory.studentId));
    expect(history).toHaveLength(7);
    const byStudent = new Map(history.map((row) => [row.studentId, row]));
    expect(byStudent.get(ids.Marked!)).toMatchObject({
      level: 4,
      newLevel: 5,
      outcome: 'passed',
      oral: 10,
      participation: 5,
      totalScore: 15,
      passFail: 'pass',
      sessions: [true, true, true, true, true, true, true, false, false],
      totalAttendance: 7,
    });
    expect(byStudent.get(ids.Scored!)).toMatchObject({
      outcome: 'passed',
      totalScore: 70,
      totalAttendance: 9,
    });
    expect(byStudent.get(ids.LowOral!)).toMatchObject({
      newLevel: null,
      outcome: 'failed',
      oral: 29,
      totalScore: 75,
      totalAttendance: 5,
    });
    expect(byStudent.get(ids.Unscored!)).toMatchObject({
      outcome: 'failed',
      totalScore: 0,
      passFail: 'pending',
      sessions: Array(9).fill(false),
      totalAttendance: 0,
    });
    expect(byStudent.get(ids.Finished!)).toMatchObject({
      outcome: 'no_levels',
      newLevel: null,
      oral: 45,
      totalScore: 75,
      totalAttendance: 8,
    });
  });

  it('moves an empty group to the new level with nothing to count', async () => {
    const { groupId } = await groupWith({});
    const res = await asOps({
      method: 'PATCH',
      url: levelUrl(groupId),
      payload: { current_level: '7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      summary: { students_passed: 0, students_failed: 0, students_no_levels: 0, students: [] },
      group: { id: groupId, current_level: 7, students: [], students_count: 0 },
    });
  });

  it('answers 400 {error} for a missing or invalid level and changes nothing', async () => {
    const { groupId, ids } = await groupWith({
      Kept: {
        remaining: 2,
        evaluation: { oral: 40, participation: 20, written: 10, passFail: 'pass' },
        sessions: 3,
      },
    });
    const before = await snapshot(groupId, Object.values(ids));
    const cases: [unknown, string][] = [
      [{}, 'Please select a new level'],
      [{ current_level: null }, 'Please select a new level'],
      [{ current_level: '' }, 'Please select a new level'],
      [{ current_level: 0 }, 'Levels must be between 1 and 14'],
      [{ current_level: 15 }, 'Levels must be between 1 and 14'],
      [{ current_level: 2.5 }, 'Levels must be between 1 and 14'],
      [{ current_level: 'L2' }, 'Levels must be between 1 and 14'],
      [{ current_level: 1e308 }, 'Levels must be between 1 and 14'],
      [{ current_level: [5] }, 'Levels must be between 1 and 14'],
      [null, 'Please select a new level'],
      [[5], 'Please select a new level'],
    ];
    for (const [payload, error] of cases) {
      const res = await asOps({
        method: 'PATCH',
        url: levelUrl(groupId),
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const malformed = await asOps({
      method: 'PATCH',
      url: levelUrl(groupId),
      payload: '{"current_level": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await snapshot(groupId, Object.values(ids))).toEqual(before);
  });

  it('answers 404 for an unknown group, before or after the level is checked', async () => {
    for (const payload of [{ current_level: 5 }, {}]) {
      const res = await asOps({ method: 'PATCH', url: levelUrl(999999), payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const malformedId = await asOps({
      method: 'PATCH',
      url: '/api/groups/abc/update-level/',
      payload: {},
    });
    expect(malformedId.statusCode).toBe(404);
  });

  it('refuses supervisors, instructors (even their own group) and students with 403', async () => {
    const { groupId, ids } = await groupWith({ Kept: { remaining: 2 } });
    await t.app.db
      .update(groups)
      .set({ instructorId: instructor.id })
      .where(eq(groups.id, groupId));
    const before = await snapshot(groupId, Object.values(ids));
    for (const user of [
      instructor,
      await createUser(t.app, { role: 'supervisor' }),
      await createUser(t.app, { role: 'student' }),
    ]) {
      const res = await (
        await injectAs(t.app, user)
      )({
        method: 'PATCH',
        url: levelUrl(groupId),
        payload: { current_level: 5 },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot(groupId, Object.values(ids))).toEqual(before);
  });

  it('leaves the database unchanged when a write fails midway', async () => {
    const { groupId, ids } = await groupWith({
      Passing: {
        remaining: 2,
        evaluation: { oral: 40, participation: 20, written: 10, passFail: 'pass' },
        sessions: 6,
      },
      Failing: {
        remaining: 2,
        evaluation: { oral: 10, participation: 5, passFail: 'fail' },
        sessions: 2,
      },
      Done: {
        remaining: 0,
        evaluation: { oral: 40, participation: 20, written: 10, passFail: 'pass' },
      },
    });
    const before = await snapshot(groupId, Object.values(ids));
    // The group's own update is the last write: by then history is kept and students have moved.
    await t.app.db.execute(
      sql.raw(`CREATE FUNCTION refuse_level_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'refused for the test';
        END;
        $$`),
    );
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER refuse_level_update BEFORE UPDATE ON groups
        FOR EACH ROW WHEN (OLD.id = ${groupId}) EXECUTE FUNCTION refuse_level_update()`),
    );
    try {
      const res = await asOps({
        method: 'PATCH',
        url: levelUrl(groupId),
        payload: { current_level: 5 },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Server error.' });
    } finally {
      await t.app.db.execute(sql.raw('DROP TRIGGER refuse_level_update ON groups'));
      await t.app.db.execute(sql.raw('DROP FUNCTION refuse_level_update()'));
    }
    expect(await snapshot(groupId, Object.values(ids))).toEqual(before);
    // The same update goes through once nothing stands in its way.
    const retry = await asOps({
      method: 'PATCH',
      url: levelUrl(groupId),
      payload: { current_level: 5 },
    });
    expect(retry.json().data.summary).toMatchObject({
      students_passed: 1,
      students_failed: 1,
      students_no_levels: 1,
    });
  });

  it('runs concurrent updates of one group one after the other', async () => {
    const { groupId, ids } = await groupWith({
      Twice: {
        remaining: 3,
        evaluation: { oral: 40, participation: 20, written: 10, passFail: 'pass' },
      },
    });
    const [first, second] = await Promise.all([
      asOps({ method: 'PATCH', url: levelUrl(groupId), payload: { current_level: 5 } }),
      asOps({ method: 'PATCH', url: levelUrl(groupId), payload: { current_level: 6 } }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    // The first passes on the 'pass' mark; the second finds fresh, pending zeros and fails.
    const summaries = [first!.json().data.summary, second!.json().data.summary];
    expect(summaries).toContainEqual(
      expect.objectContaining({ students_passed: 1, students_failed: 0, students_no_levels: 0 }),
    );
    expect(summaries).toContainEqual(
      expect.objectContaining({ students_passed: 0, students_failed: 1, students_no_levels: 0 }),
    );
    const history = await t.app.db
      .select()
      .from(levelHistory)
      .where(eq(levelHistory.studentId, ids.Twice!));
    expect(history.map((row) => row.outcome).sort()).toEqual(['failed', 'passed']);
    expect(await profileOf(ids.Twice!)).toMatchObject({ groupId: null, remainingLevels: 2 });
  });
});
