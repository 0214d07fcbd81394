import { DAY_GROUPS, STAFF_ROLES, STUDENT_STATUSES } from 'shared-domain';
import { DEMO_PEOPLE } from 'shared-domain/factory';
import { clearCentre, planCentre, seedCentre } from '../../src/seed/centre';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const query = <T>(text: string) => t.app.database.withRawClient((c) => c.query<T>(text));

describe('the generated centre', () => {
  it('is the same for the same seed', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(planCentre({ students: 40, seed: 7, now })).toEqual(
      planCentre({ students: 40, seed: 7, now }),
    );
    expect(planCentre({ students: 40, seed: 8, now })).not.toEqual(
      planCentre({ students: 40, seed: 7, now }),
    );
  });

  it('loads the demo centre: every role, status and day pair, no double-booked instructor', async () => {
    const summary = await seedCentre(t.app.database, { students: 60 });
    expect(summary.students).toBe(60);

    const roles = await query<{ role: string }>('SELECT DISTINCT role FROM users');
    expect(roles.map((r) => r.role).sort()).toEqual([...STAFF_ROLES, 'student'].sort());
    const statuses = await query<{ status: string }>(
      'SELECT DISTINCT status FROM student_profiles',
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([...STUDENT_STATUSES].sort());
    const days = await query<{ days: string }>('SELECT DISTINCT days FROM groups');
    expect(days.map((r) => r.days).sort()).toEqual([...DAY_GROUPS].sort());
    const levels = await query<{ n: number }>(
      'SELECT count(DISTINCT current_level)::int AS n FROM student_profiles',
    );
    expect(levels[0]!.n).toBeGreaterThanOrEqual(8);
    const hours = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM groups WHERE start_hour < 10 OR end_hour > 22',
    );
    expect(hours[0]!.n).toBe(0);
    const clashes = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM groups a JOIN groups b ON a.id < b.id AND a.instructor_id = b.instructor_id
       AND a.days = b.days AND a.start_hour < b.end_hour AND b.start_hour < a.end_hour`,
    );
    expect(clashes[0]!.n).toBe(0);
    const over = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM groups g WHERE max_capacity < (SELECT count(*) FROM student_profiles sp WHERE sp.group_id = g.id)',
    );
    expect(over[0]!.n).toBe(0);
    // Every level the demo records as passed meets the pass rule (no made-up decisions).
    const underMark = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM level_history
       WHERE pass_fail = 'pass' AND (total_score < 70 OR oral < 30)`,
    );
    expect(underMark[0]!.n).toBe(0);
    for (const table of ['calls', 'attendance', 'evaluations', 'level_history']) {
      expect(
        (await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n,
      ).toBeGreaterThan(0);
    }
  });

  it('gives the demo student a group, a call, attendance and an evaluation, and every demo log-in works', async () => {
    for (const account of DEMO_PEOPLE) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: account.email, password: 'Demo1234' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login/',
      payload: { email: 'student@linguadesk.test', password: 'Demo1234' },
    });
    const { access, user } = login.json();
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: `/api/student-profiles/${user.id}/`,
        headers: { authorization: `Bearer ${access}` },
      })
    ).json();
    expect(profile.status).toBe('active');
    expect(profile.group).not.toBeNull();
    expect(profile.call).not.toBeNull();
    expect(profile.attendance.total_attendance).toBeGreaterThan(0);
    expect(profile.evaluation.total_score).toBeGreaterThan(0);
    expect(profile.group.instructor).toBe('Omar Khalil');
  });

  it('loads thousands of students into an emptied database, ids continuing after the seeded ones', async () => {
    const trail = () => query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    // The log-in above is in the audit trail; emptying the centre empties the trail too (its
    // rows would name records whose ids start over).
    expect((await trail())[0]!.n).toBeGreaterThan(0);
    await clearCentre(t.app.database);
    expect(await trail()).toEqual([{ n: 0 }]);
    const summary = await seedCentre(t.app.database, { students: 3000, seed: 3 });
    expect(summary.students).toBe(3000);
    const [counts] = await query<{ students: number; profiles: number }>(
      "SELECT (SELECT count(*)::int FROM users WHERE role = 'student') AS students, (SELECT count(*)::int FROM student_profiles) AS profiles",
    );
    expect(counts).toEqual({ students: 3000, profiles: 3000 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/auth/register-student/',
      payload: {
        email: 'after.seed@example.test',
        username: 'after_seed',
        password: 'Passw0rd1',
        first_name: 'Ali',
        last_name: 'Amin',
        phone_number: '+201001234567',
        nationality: 'Egyptian',
        gender: 'male',
      },
    });
    expect(created.statusCode).toBe(201);
  });
});
