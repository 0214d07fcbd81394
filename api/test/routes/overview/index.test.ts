import { COMPLETION_BUCKETS, SCORE_BUCKETS } from 'shared-domain';
import { EMPTY_OVERVIEW } from 'shared-domain/factory';
import {
  attendancePercent,
  completionBucket,
  roundedMean,
  scoreBucket,
} from 'shared-domain/records';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { seedCentre } from '../../helpers/centre';
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../../helpers/groups';

const sessionsDone = (n: number) => ({
  sessionOne: n >= 1,
  sessionTwo: n >= 2,
  sessionThree: n >= 3,
  sessionFour: n >= 4,
  sessionFive: n >= 5,
  sessionSix: n >= 6,
  sessionSeven: n >= 7,
  sessionEight: n >= 8,
  sessionNine: n >= 9,
});

describe('GET /api/overview/', () => {
  let t: TestApp;
  let inject: Inject;
  beforeAll(async () => {
    t = await buildTestApp();
    inject = (await signedInAs(t.app, 'account_manager')).inject;
  });
  afterAll(() => t.close());

  it('answers zeros for an empty centre', async () => {
    const res = await inject({ method: 'GET', url: '/api/overview/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(EMPTY_OVERVIEW);
  });

  it('computes every figure of the Overview screen with the buckets of spec section 9', async () => {
    const a = await createGroup(t.app, { currentLevel: 5, ...sessionsDone(3) });
    const b = await createGroup(t.app, { currentLevel: 5, days: 'sat/tue', ...sessionsDone(4) });
    // Complete but empty: counted in the completion chart, not as an active group.
    await createGroup(t.app, { currentLevel: 2, days: 'mon/thu', ...sessionsDone(9) });
    const students = [];
    for (let i = 0; i < 4; i++) students.push(await createUser(t.app, { role: 'student' }));
    const [s1, s2, s3, s4] = students.map((s) => s.id) as [number, number, number, number];
    await updateProfile(t.app, s1, { groupId: a.id });
    await updateProfile(t.app, s2, { groupId: a.id });
    await updateProfile(t.app, s3, { groupId: b.id });
    // Totals 59, 60, 85 and 70: one in each score bucket, at its edges.
    await setEvaluation(t.app, s1, { oral: 30, participation: 19, written: 10, passFail: 'fail' });
    await setEvaluation(t.app, s2, { oral: 30, participation: 20, written: 10 });
    await setEvaluation(t.app, s3, {
      oral: 50,
      participation: 20,
      written: 10,
      listening: 5,
      passFail: 'pass',
    });
    await setEvaluation(t.app, s4, { oral: 40, participation: 20, written: 10 });
    // 3, 5 and 9 of 9 sessions: 33, 56 and 100 percent.
    await setAttendance(t.app, s1, sessionsDone(3));
    await setAttendance(t.app, s2, sessionsDone(5));
    await setAttendance(t.app, s3, sessionsDone(9));
    // Money: 1000 charged and 600 paid in USD; 500 charged in EGP, nothing paid.
    await updateProfile(t.app, s1, { amount: '1000.00', outstandingAmount: '400.00' });
    await updateProfile(t.app, s4, { currency: 'EGP' });
    await updateProfile(t.app, s4, { amount: '500.00', outstandingAmount: '500.00' });

    const res = await inject({ method: 'GET', url: '/api/overview/' });
    expect(res.json()).toEqual({
      total_students: 4,
      active_groups: 2,
      average_score: 69,
      average_attendance: 63,
      score_buckets: { '0-60': 1, '60-70': 1, '70-85': 1, '85-100': 1 },
      group_completion: { '0-33%': 1, '34-66%': 1, '67-100%': 1 },
      pass_fail: { pass: 1, fail: 1, pending: 2 },
      groups_by_level: [
        { level: 2, count: 1 },
        { level: 5, count: 2 },
      ],
      finance: [
        { currency: 'EGP', charged_minor: 50000, paid_minor: 0, outstanding_minor: 50000 },
        { currency: 'USD', charged_minor: 100000, paid_minor: 60000, outstanding_minor: 40000 },
      ],
    });
  });

  it.each(['supervisor', 'instructor', 'student'] as const)(
    'refuses a %s with 403',
    async (role) => {
      const res = await (
        await signedInAs(t.app, role)
      ).inject({ method: 'GET', url: '/api/overview/' });
      expect(res.statusCode).toBe(403);
    },
  );
});

describe('GET /api/overview/ on a generated centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCentre(t.app.database, { students: 400, seed: 11 });
  });
  afterAll(() => t.close());

  const query = <T>(text: string) => t.app.database.withRawClient((c) => c.query<T>(text));

  it("agrees with shared-domain's rules applied to every record", async () => {
    const evaluations = await query<{ total_score: number; pass_fail: string }>(
      'SELECT total_score, pass_fail FROM evaluations',
    );
    const attendance = await query<{ sessions: boolean[] }>(
      `SELECT ARRAY[session_one, session_two, session_three, session_four, session_five,
         session_six, session_seven, session_eight, session_nine] AS sessions FROM attendance`,
    );
    const groups = await query<{ sessions: boolean[]; level: number; seated: number }>(
      `SELECT ARRAY[session_one, session_two, session_three, session_four, session_five,
         session_six, session_seven, session_eight, session_nine] AS sessions,
         current_level AS level,
         (SELECT count(*)::int FROM student_profiles sp WHERE sp.group_id = g.id) AS seated
       FROM groups g`,
    );
    const [{ n: students }] = (await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM student_profiles',
    )) as [{ n: number }];
    // The profiles' amounts, which their ledgers total.
    const money = await query<{ currency: string; charged: string; outstanding: string }>(
      `SELECT currency, (sum(amount) * 100)::bigint::text AS charged,
         (sum(outstanding_amount) * 100)::bigint::text AS outstanding
       FROM student_profiles GROUP BY currency
       HAVING sum(amount) <> 0 OR sum(outstanding_amount) <> 0 ORDER BY currency COLLATE "C"`,
    );
    const tally = <K extends string>(keys: readonly K[], values: K[]) =>
      Object.fromEntries(keys.map((key) => [key, values.filter((v) => v === key).length]));
    const levels = [...new Set(groups.map((g) => g.level))].sort((x, y) => x - y);

    const { inject } = await signedInAs(t.app, 'operations_manager');
    const res = await inject({ method: 'GET', url: '/api/overview/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_students: students,
      active_groups: groups.filter((g) => g.seated > 0).length,
      average_score: roundedMean(evaluations.map((e) => e.total_score)),
      average_attendance: roundedMean(attendance.map((a) => attendancePercent(a.sessions))),
      score_buckets: tally(
        SCORE_BUCKETS,
        evaluations.map((e) => scoreBucket(e.total_score)),
      ),
      group_completion: tally(
        COMPLETION_BUCKETS,
        groups.map((g) => completionBucket(attendancePercent(g.sessions))),
      ),
      pass_fail: tally(
        ['pass', 'fail', 'pending'],
        evaluations.map((e) => e.pass_fail as 'pass' | 'fail' | 'pending'),
      ),
      groups_by_level: levels.map((level) => ({
        level,
        count: groups.filter((g) => g.level === level).length,
      })),
      finance: money.map((m) => ({
        currency: m.currency,
        charged_minor: Number(m.charged),
        paid_minor: Number(m.charged) - Number(m.outstanding),
        outstanding_minor: Number(m.outstanding),
      })),
    });
    expect(students).toBe(400);
    expect(evaluations.length).toBeGreaterThan(50);
  });
});
