// The Results and At risk reports on a small centre whose every figure is worked out by hand below.
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
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../../helpers/groups';

const attended = (...sessions: number[]) => ({
  sessionOne: sessions.includes(1),
  sessionTwo: sessions.includes(2),
  sessionThree: sessions.includes(3),
  sessionFour: sessions.includes(4),
  sessionFive: sessions.includes(5),
});

/**
 * Group A: level 5, Ines teaching, Sara supervising, sessions 1-4 held.
 * Group B: level 7, Omar teaching, no supervisor, sessions 1-2 held.
 *
 * The level results (level history, then current evaluations), dated:
 *   s1 history  L4 A  total 80  passed     2026-03-10
 *   s2 history  L5 A  total 55  failed     2026-03-10
 *   s3 history  L6 B  total 90  no_levels  2026-03-12 (a pass: s3 then left, waiting)
 *   s4 history  L6 B  total 40  failed     2026-01-15 (before March)
 *   s1 eval     L5 A  total 50  fail                 2026-04-05
 *   s2 eval     L5 A  total 70  pending, oral 35     2026-04-06 (the rule: a pass)
 *   s4 eval     L7 B  total 76  pass                 2026-04-07
 *   s5 eval     L7 B  total 70  pending, oral 25     2026-04-08 (the rule: oral < 30, a fail)
 *   s6 eval     L7 B  total 0   pending              (not decided: no result)
 */
describe('the Results and At risk reports', () => {
  let t: TestApp;
  let ops: Inject;
  let supervisor: Inject;
  let ines: UserRow;
  let omar: UserRow;
  let groupA: number;
  let groupB: number;
  const s: Record<string, UserRow> = {};

  async function history(
    student: UserRow,
    group: number,
    level: number,
    outcome: 'passed' | 'failed' | 'no_levels',
    total: number,
    at: string,
  ) {
    await t.app.db.execute(sql`INSERT INTO level_history (student_id, group_id, level, new_level,
      outcome, oral, participation, written, listening, tasks, total_score, pass_fail, sessions,
      total_attendance, created_at)
      VALUES (${student.id}, ${group}, ${level}, NULL, ${outcome}, 0, 0, 0, 0, 0, ${total},
        'pending', ARRAY[false, false, false, false, false, false, false, false, false], 0,
        ${at}::timestamptz)`);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    ops = (await signedInAs(t.app, 'operations_manager')).inject;
    const sara = await createUser(t.app, { role: 'supervisor', firstName: 'Sara' });
    supervisor = await injectAs(t.app, sara);
    ines = await createUser(t.app, { role: 'instructor', firstName: 'Ines', lastName: 'Hany' });
    omar = await createUser(t.app, { role: 'instructor', firstName: 'Omar', lastName: 'Zaki' });
    groupA = (
      await createGroup(t.app, {
        currentLevel: 5,
        instructorId: ines.id,
        supervisorId: sara.id,
        ...attended(1, 2, 3, 4),
      })
    ).id;
    groupB = (
      await createGroup(t.app, {
        currentLevel: 7,
        days: 'sat/tue',
        instructorId: omar.id,
        ...attended(1, 2),
      })
    ).id;
    const people: [string, string, number | null, number, 'active' | 'waiting'][] = [
      ['s1', 'Amal', groupA, 5, 'active'],
      ['s2', 'Basma', groupA, 5, 'active'],
      ['s3', 'Camelia', null, 6, 'waiting'],
      ['s4', 'Karim', groupB, 7, 'active'],
      ['s5', 'Dina', groupB, 7, 'active'],
      ['s6', 'Fady', groupB, 7, 'active'],
      ['s7', 'Gamal', null, 1, 'active'],
    ];
    for (const [key, firstName, groupId, currentLevel, status] of people) {
      s[key] = await createUser(t.app, { role: 'student', firstName, lastName: 'Report' });
      await updateProfile(t.app, s[key]!.id, { groupId, currentLevel, status });
    }
    await history(s.s1!, groupA, 4, 'passed', 80, '2026-03-10T09:00:00Z');
    await history(s.s2!, groupA, 5, 'failed', 55, '2026-03-10T09:00:00Z');
    await history(s.s3!, groupB, 6, 'no_levels', 90, '2026-03-12T09:00:00Z');
    await history(s.s4!, groupB, 6, 'failed', 40, '2026-01-15T09:00:00Z');
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await setEvaluation(t.app, s.s1!.id, {
      oral: 20,
      participation: 15,
      written: 10,
      listening: 5,
      passFail: 'fail',
      updatedAt: at('2026-04-05'),
    });
    await setEvaluation(t.app, s.s2!.id, {
      oral: 35,
      participation: 20,
      written: 10,
      listening: 5,
      updatedAt: at('2026-04-06'),
    });
    await setEvaluation(t.app, s.s4!.id, {
      oral: 40,
      participation: 15,
      written: 8,
      listening: 7,
      tasks: 6,
      passFail: 'pass',
      updatedAt: at('2026-04-07'),
    });
    await setEvaluation(t.app, s.s5!.id, {
      oral: 25,
      participation: 20,
      written: 10,
      listening: 10,
      tasks: 5,
      updatedAt: at('2026-04-08'),
    });
    await setEvaluation(t.app, s.s6!.id, { passFail: 'pending' });
    // Attendance: s1 3 of A's 4 (75 %), s2 2 of 4 (50 %), s4 2 of B's 2 (100 %), s5 1 of B's 2
    // (50 %: session 5 was never held, so it does not count), s6 2 of 2.
    await setAttendance(t.app, s.s1!.id, attended(1, 2, 3));
    await setAttendance(t.app, s.s2!.id, attended(1, 2));
    await setAttendance(t.app, s.s4!.id, attended(1, 2));
    await setAttendance(t.app, s.s5!.id, attended(1, 5));
    await setAttendance(t.app, s.s6!.id, attended(1, 2));
  });
  afterAll(() => t.close());

  const get = async (inject: Inject, url: string) => {
    const res = await inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const line = (results: number, passed: number, passRate: number | null) => ({
    results,
    passed,
    failed: results - passed,
    pass_rate: passRate,
  });

  describe('GET /api/reports/results/', () => {
    it('counts March and April: pass rates by level, instructor and group, and the buckets', async () => {
      const report = await get(ops, '/api/reports/results/?from=2026-03-01&to=2026-04-30');
      // 7 results (s4's January fail is outside, s6's blank evaluation undecided), 4 passes:
      // s1 L4, s3 L6, s2's scored pending and s4's pass; 4 / 7 = 57 %.
      expect(report.totals).toEqual(line(7, 4, 57));
      // Totals 80, 55, 90, 50, 70, 76, 70.
      expect(report.score_buckets).toEqual({ '0-60': 2, '60-70': 0, '70-85': 4, '85-100': 1 });
      expect(report.by_level).toEqual([
        { level: 4, ...line(1, 1, 100) },
        // s2's history fail, s1's evaluation fail, s2's evaluation pass: 1 / 3 = 33 %.
        { level: 5, ...line(3, 1, 33) },
        { level: 6, ...line(1, 1, 100) },
        { level: 7, ...line(2, 1, 50) },
      ]);
      expect(report.by_instructor).toEqual([
        { instructor_id: ines.id, instructor_name: 'Ines Hany', ...line(4, 2, 50) },
        // s3's pass, s4's pass, s5's fail: 2 / 3 = 67 %.
        { instructor_id: omar.id, instructor_name: 'Omar Zaki', ...line(3, 2, 67) },
      ]);
      expect(report.by_group).toEqual([
        { group_id: groupA, level: 5, instructor_name: 'Ines Hany', ...line(4, 2, 50) },
        { group_id: groupB, level: 7, instructor_name: 'Omar Zaki', ...line(3, 2, 67) },
      ]);
    });

    it('counts every result without a period, and narrows by level and by instructor', async () => {
      // s4's January fail is back: 8 results, 4 passes.
      expect((await get(ops, '/api/reports/results/')).totals).toEqual(line(8, 4, 50));
      const level5 = await get(ops, '/api/reports/results/?from=2026-03-01&level=5');
      expect(level5.totals).toEqual(line(3, 1, 33));
      expect(level5.by_level).toEqual([{ level: 5, ...line(3, 1, 33) }]);
      const omars = await get(ops, `/api/reports/results/?instructor=${omar.id}&from=2026-03-01`);
      expect(omars.totals).toEqual(line(3, 2, 67));
      expect(omars.score_buckets).toEqual({ '0-60': 0, '60-70': 0, '70-85': 2, '85-100': 1 });
      const groupOnly = await get(ops, `/api/reports/results/?group=${groupA}&to=2026-03-31`);
      // March's two history results of group A only.
      expect(groupOnly.totals).toEqual(line(2, 1, 50));
    });

    it("gives a supervisor only their own group's results", async () => {
      const report = await get(supervisor, '/api/reports/results/?from=2026-03-01');
      expect(report.totals).toEqual(line(4, 2, 50));
      expect(report.by_group.map((row: { group_id: number }) => row.group_id)).toEqual([groupA]);
      expect(report.score_buckets).toEqual({ '0-60': 2, '60-70': 0, '70-85': 2, '85-100': 0 });
    });

    it('answers an empty period with no lines and no pass rate', async () => {
      const report = await get(ops, '/api/reports/results/?from=2025-01-01&to=2025-01-31');
      expect(report).toEqual({
        totals: line(0, 0, null),
        score_buckets: { '0-60': 0, '60-70': 0, '70-85': 0, '85-100': 0 },
        by_level: [],
        by_instructor: [],
        by_group: [],
      });
    });

    it('refuses a period that ends before it starts, on its end', async () => {
      const res = await ops({
        method: 'GET',
        url: '/api/reports/results/?from=2026-04-01&to=2026-03-01',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ to: ['The end of the range cannot be before its start.'] });
    });

    it('exports the table of the breakdown asked for, as the screen shows it', async () => {
      const res = await ops({
        method: 'GET',
        url: '/api/reports/results/export/?from=2026-03-01&to=2026-04-30&by=instructor',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="results-by-instructor.csv"',
      );
      expect(csvRows(res)).toEqual([
        ['Instructor', 'Results', 'Passed', 'Failed', 'Pass Rate (%)'],
        ['Ines Hany', '4', '2', '2', '50'],
        ['Omar Zaki', '3', '2', '1', '67'],
      ]);
    });
  });

  describe('GET /api/reports/at-risk/', () => {
    it('lists low attendance and failed last levels, lowest attendance first', async () => {
      const report = await get(ops, '/api/reports/at-risk/');
      expect(report.count).toBe(3);
      expect(
        report.results.map((row: Record<string, unknown>) => [
          row.id,
          row.attendance_percent,
          row.sessions_attended,
          row.sessions_held,
          row.low_attendance,
          row.failed_last_level,
        ]),
      ).toEqual([
        // 50 % and failed level 5; then Dina, 50 % (session 5 never held); then Karim, whose
        // last level update (January) failed him though he attends every session.
        [s.s2!.id, 50, 2, 4, true, true],
        [s.s5!.id, 50, 1, 2, true, false],
        [s.s4!.id, 100, 2, 2, false, true],
      ]);
      expect(report.results[0]).toMatchObject({
        name: 'Basma Report',
        email: s.s2!.email,
        phone_number: s.s2!.phoneNumber,
        group_id: groupA,
        instructor_id: ines.id,
        instructor_name: 'Ines Hany',
        level: 5,
      });
    });

    it('reads the threshold: 75 % is not below 75, it is below 76', async () => {
      const at75 = await get(ops, '/api/reports/at-risk/?threshold=75');
      expect(at75.results.map((row: { id: number }) => row.id)).not.toContain(s.s1!.id);
      const at76 = await get(ops, '/api/reports/at-risk/?threshold=76');
      expect(at76.results.map((row: { id: number }) => row.id)).toContain(s.s1!.id);
      const res = await ops({ method: 'GET', url: '/api/reports/at-risk/?threshold=101' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        threshold: ['The attendance threshold must be a whole number from 0 to 100.'],
      });
    });

    it('pages the list and keeps the count', async () => {
      const second = await get(ops, '/api/reports/at-risk/?page_size=2&page=2');
      expect(second.count).toBe(3);
      expect(second.results.map((row: { id: number }) => row.id)).toEqual([s.s4!.id]);
      const beyond = await get(ops, '/api/reports/at-risk/?page_size=2&page=5');
      expect(beyond).toMatchObject({ count: 3, results: [] });
    });

    it("gives a supervisor their own group's students, without phone numbers", async () => {
      const report = await get(supervisor, '/api/reports/at-risk/');
      expect(report.results).toEqual([
        expect.objectContaining({ id: s.s2!.id, phone_number: null }),
      ]);
    });

    it('exports every student the filters select', async () => {
      const res = await ops({
        method: 'GET',
        url: `/api/reports/at-risk/export/?instructor=${omar.id}`,
      });
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = csvRows(res);
      expect(header).toEqual([
        'Student ID',
        'Student',
        'Email',
        'Phone',
        'Level',
        'Group',
        'Instructor',
        'Attendance (%)',
        'Sessions Held',
        'Sessions Attended',
        'Why',
      ]);
      expect(rows.map((row) => [row[0], row[7], row[10]])).toEqual([
        [String(s.s5!.id), '50', 'Low attendance'],
        [String(s.s4!.id), '100', 'Failed last level'],
      ]);
    });
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

/**
 * Group C: level 9, Omar, all nine sessions done: m1 has no evaluation, m2 a blank pending one, m3
 * a pending one scored 40 and untouched for 30 days, m4 a pass. Group D: all done, Sara's, m5
 * failed. Group E: five sessions done: m6 not evaluated (not finished: not listed), m7 pending for
 * 20 days, m8 for 10.
 */
describe('GET /api/reports/missing/', () => {
  let t: TestApp;
  let ops: Inject;
  let supervisor: Inject;
  let omar: UserRow;
  let groupC: number;
  const m: Record<string, UserRow> = {};
  const allSessions = {
    ...attended(1, 2, 3, 4, 5),
    sessionSix: true,
    sessionSeven: true,
    sessionEight: true,
    sessionNine: true,
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000);

  beforeAll(async () => {
    t = await buildTestApp();
    ops = (await signedInAs(t.app, 'operations_manager')).inject;
    const sara = await createUser(t.app, { role: 'supervisor' });
    supervisor = await injectAs(t.app, sara);
    omar = await createUser(t.app, { role: 'instructor', firstName: 'Omar', lastName: 'Zaki' });
    const ines = await createUser(t.app, { role: 'instructor', firstName: 'Ines' });
    groupC = (await createGroup(t.app, { currentLevel: 9, instructorId: omar.id, ...allSessions }))
      .id;
    const groupD = (
      await createGroup(t.app, {
        currentLevel: 3,
        days: 'sat/tue',
        instructorId: ines.id,
        supervisorId: sara.id,
        ...allSessions,
      })
    ).id;
    const groupE = (
      await createGroup(t.app, {
        currentLevel: 3,
        days: 'mon/thu',
        instructorId: ines.id,
        ...attended(1, 2, 3, 4, 5),
      })
    ).id;
    const places: [string, number][] = [
      ['m1', groupC],
      ['m2', groupC],
      ['m3', groupC],
      ['m4', groupC],
      ['m5', groupD],
      ['m6', groupE],
      ['m7', groupE],
      ['m8', groupE],
    ];
    for (const [key, groupId] of places) {
      m[key] = await createUser(t.app, { role: 'student', firstName: key.toUpperCase() });
      await updateProfile(t.app, m[key]!.id, { groupId, status: 'active' });
    }
    await setEvaluation(t.app, m.m2!.id, { passFail: 'pending' });
    await setEvaluation(t.app, m.m3!.id, { oral: 30, participation: 10, updatedAt: daysAgo(30) });
    await setEvaluation(t.app, m.m4!.id, { oral: 40, participation: 20, passFail: 'pass' });
    await setEvaluation(t.app, m.m5!.id, { oral: 10, passFail: 'fail' });
    await setEvaluation(t.app, m.m7!.id, { passFail: 'pending', updatedAt: daysAgo(20) });
    await setEvaluation(t.app, m.m8!.id, { passFail: 'pending', updatedAt: daysAgo(10) });
  });
  afterAll(() => t.close());

  it('lists finished groups with students not evaluated, and evaluations pending too long', async () => {
    const res = await ops({ method: 'GET', url: '/api/reports/missing/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      groups: [
        {
          group_id: groupC,
          level: 9,
          instructor_id: omar.id,
          instructor_name: 'Omar Zaki',
          students: 4,
          not_evaluated: 2,
        },
      ],
      pending: {
        count: 2,
        results: [
          expect.objectContaining({
            id: m.m3!.id,
            group_id: groupC,
            total_score: 40,
            days_pending: 30,
          }),
          expect.objectContaining({ id: m.m7!.id, total_score: 0, days_pending: 20 }),
        ],
      },
    });
  });

  it('reads the days asked for, and refuses a number out of range', async () => {
    const week = (await ops({ method: 'GET', url: '/api/reports/missing/?days=7' })).json();
    expect(week.pending.results.map((row: { id: number }) => row.id)).toEqual([
      m.m3!.id,
      m.m7!.id,
      m.m8!.id,
    ]);
    const res = await ops({ method: 'GET', url: '/api/reports/missing/?days=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      days: ['The number of days must be a whole number from 1 to 365.'],
    });
  });

  it('gives a supervisor only their own group, where nothing is missing', async () => {
    const res = await supervisor({ method: 'GET', url: '/api/reports/missing/' });
    expect(res.json()).toEqual({ groups: [], pending: { count: 0, results: [] } });
  });

  it('exports either list', async () => {
    const groups = await ops({ method: 'GET', url: '/api/reports/missing/export/?part=groups' });
    expect(groups.headers['content-disposition']).toBe(
      'attachment; filename="finished-groups-without-evaluations.csv"',
    );
    expect(csvRows(groups)).toEqual([
      ['Group', 'Level', 'Instructor', 'Students', 'Not Evaluated'],
      [`Group ${groupC}`, 'LC1', 'Omar Zaki', '4', '2'],
    ]);
    const pending = await ops({ method: 'GET', url: '/api/reports/missing/export/?part=pending' });
    const [header, ...rows] = csvRows(pending);
    expect(header).toEqual([
      'Student ID',
      'Student',
      'Level',
      'Group',
      'Instructor',
      'Total Score',
      'Days Pending',
    ]);
    expect(rows.map((row) => [row[0], row[5], row[6]])).toEqual([
      [String(m.m3!.id), '40', '30'],
      [String(m.m7!.id), '0', '20'],
    ]);
  });
});

describe('a level update that fails a student, who keeps their evaluation', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('counts its decision once in Results, and the evaluation again once changed after it', async () => {
    t = await buildTestApp();
    const { inject: ops } = await signedInAs(t.app, 'operations_manager');
    const teacher = await createUser(t.app, { role: 'instructor', firstName: 'Hoda' });
    const group = await createGroup(t.app, { currentLevel: 3, instructorId: teacher.id });
    const student = await createUser(t.app, { role: 'student', firstName: 'Rami' });
    await updateProfile(t.app, student.id, {
      groupId: group.id,
      currentLevel: 3,
      remainingLevels: 5,
    });
    // 20 + 10 + 5 + 5 + 5 = 45: a fail by the pass rule.
    await setEvaluation(t.app, student.id, {
      oral: 20,
      participation: 10,
      written: 5,
      listening: 5,
      tasks: 5,
    });
    const update = await ops({
      method: 'PATCH',
      url: `/api/groups/${group.id}/update-level/`,
      payload: { current_level: 4 },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.summary.students_failed).toBe(1);

    const results = async () => (await ops({ method: 'GET', url: '/api/reports/results/' })).json();
    // The level history's fail alone: the evaluation it was made from is not a second result.
    expect((await results()).totals).toEqual({ results: 1, passed: 0, failed: 1, pass_rate: 0 });

    // Evaluated again after the update (placed in a new group at the same level): a new result.
    await t.app.db.execute(
      sql`UPDATE evaluations SET oral = 40, participation = 20 WHERE student_id = ${student.id}`,
    );
    expect((await results()).totals).toEqual({ results: 2, passed: 1, failed: 1, pass_rate: 50 });
  });
});
