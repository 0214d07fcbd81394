// The audit trail (migration 0009): each write of the API adds its rows in its own transaction,
// with who, what and the fields' before and after; a refused or failed write adds none; the table
// refuses UPDATE, DELETE and TRUNCATE on either driver (this file runs on both).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import {
  buildTestApp,
  createUser,
  latestLink,
  signedInAs,
  tokenOf,
  TEST_PASSWORD,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { createGroup, setAttendance, setEvaluation, updateProfile } from '../../helpers/groups';
import type { UserRow } from '../../helpers/db';
import { auditActionLabel } from 'shared-domain/records';

interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_role: string | null;
  actor_name: string | null;
  action: string;
  resource: string;
  record_id: number | null;
  student_id: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

let t: TestApp;
let app: FastifyInstance;
let ops: UserRow;
let asOps: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  ({ user: ops, inject: asOps } = await signedInAs(app, 'operations_manager', {
    firstName: 'Dana',
    lastName: 'Ops',
  }));
});
afterAll(() => t.close());

async function lastId(): Promise<number> {
  const [row] = await rows<{ id: number | null }>(
    app.db,
    sql`SELECT max(id)::int AS id FROM audit_log`,
  );
  return row?.id ?? 0;
}

/** The rows written since `after`, oldest first. */
async function rowsSince(after: number): Promise<AuditRow[]> {
  return rows<AuditRow>(
    app.db,
    sql`SELECT id::int AS id, actor_id, actor_role, actor_name, action, resource, record_id,
          student_id, changes
        FROM audit_log WHERE id > ${after} ORDER BY id`,
  );
}

/** Runs `write` and answers the audit rows it added. */
async function auditOf(write: () => Promise<unknown>): Promise<AuditRow[]> {
  const before = await lastId();
  await write();
  return rowsSince(before);
}

const CALL = {
  time: '14:30:00',
  months: 3,
  instructor: 0,
  supervisor: null,
  account_manager: null,
};
const PERSON = {
  password: 'Passw0rd1',
  middle_name: 'M',
  phone_number: '+201005556667',
  nationality: 'Egyptian',
  gender: 'male',
};

const byOps = { actor_id: 0, actor_role: 'operations_manager', actor_name: 'Dana Ops' };
beforeAll(() => {
  byOps.actor_id = ops.id;
});
beforeAll(async () => {
  CALL.instructor = (await createUser(app, { role: 'instructor' })).id;
});

describe('one row per changed record, in the write', () => {
  it('a student change: the field before and after, who and when', async () => {
    const student = await createUser(app, { role: 'student' });
    const written = await auditOf(async () => {
      const res = await asOps({
        method: 'PATCH',
        url: `/api/student-profiles/${student.id}/`,
        payload: { current_level: 3 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(written).toEqual([
      {
        id: expect.any(Number),
        ...byOps,
        action: 'student.update',
        resource: 'student',
        record_id: student.id,
        student_id: student.id,
        changes: { current_level: { before: 1, after: 3 } },
      },
    ]);
  });

  it('an evaluation change, with the total it moved', async () => {
    const student = await createUser(app, { role: 'student' });
    await setEvaluation(app, student.id, { oral: 20 });
    const written = await auditOf(async () => {
      const res = await asOps({
        method: 'PATCH',
        url: `/api/student-evaluations/${student.id}/`,
        payload: { oral: 35 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(written).toMatchObject([
      {
        ...byOps,
        action: 'evaluation.update',
        resource: 'evaluation',
        record_id: student.id,
        student_id: student.id,
        changes: {
          oral: { before: 20, after: 35 },
          total_score: { before: 20, after: 35 },
        },
      },
    ]);
    expect(Object.keys(written[0]!.changes).sort()).toEqual(['oral', 'total_score']);
  });

  it('created and deleted records: every value after, then every value before', async () => {
    const student = await createUser(app, { role: 'student' });
    const created = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: '/api/student-attendance/',
        payload: { student: student.id, session_one: true },
      });
      expect(res.statusCode).toBe(201);
    });
    expect(created).toMatchObject([
      {
        action: 'attendance.create',
        resource: 'attendance',
        record_id: student.id,
        changes: {
          student_id: { before: null, after: student.id },
          session_one: { before: null, after: true },
          session_two: { before: null, after: false },
          total_attendance: { before: null, after: 1 },
        },
      },
    ]);
    const deleted = await auditOf(async () => {
      const res = await asOps({ method: 'DELETE', url: `/api/student-attendance/${student.id}/` });
      expect(res.statusCode).toBe(204);
    });
    expect(deleted).toMatchObject([
      {
        action: 'attendance.delete',
        changes: {
          session_one: { before: true, after: null },
          total_attendance: { before: 1, after: null },
        },
      },
    ]);
  });

  it('groups: create, change and delete; a deleted group empties its students', async () => {
    let groupId = 0;
    const created = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: '/api/groups/',
        payload: { days: 'sat/tue', hours: '10 AM - 12 PM', current_level: 2 },
      });
      expect(res.statusCode).toBe(201);
      groupId = res.json().id;
    });
    expect(created).toMatchObject([
      {
        action: 'group.create',
        resource: 'group',
        record_id: groupId,
        student_id: null,
        changes: { days: { before: null, after: 'sat/tue' }, current_level: { after: 2 } },
      },
    ]);
    const changed = await auditOf(() =>
      asOps({ method: 'PATCH', url: `/api/groups/${groupId}/`, payload: { session_one: true } }),
    );
    expect(changed).toMatchObject([
      { action: 'group.update', changes: { session_one: { before: false, after: true } } },
    ]);
    expect(Object.keys(changed[0]!.changes)).toEqual(['session_one']);

    const student = await createUser(app, { role: 'student' });
    await updateProfile(app, student.id, { groupId });
    const deleted = await auditOf(async () => {
      const res = await asOps({ method: 'DELETE', url: `/api/groups/${groupId}/` });
      expect(res.statusCode).toBe(204);
    });
    expect(deleted.map((r) => [r.action, r.resource, r.record_id])).toEqual(
      expect.arrayContaining([
        ['group.delete', 'group', groupId],
        ['group.delete', 'student', student.id],
      ]),
    );
    expect(deleted.find((r) => r.resource === 'student')!.changes).toEqual({
      group_id: { before: groupId, after: null },
    });
  });

  it('calls: create, change and delete', async () => {
    let callId = 0;
    const created = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: '/api/calls/',
        payload: CALL,
      });
      expect(res.statusCode).toBe(201);
      callId = res.json().id;
    });
    expect(created).toMatchObject([{ action: 'call.create', resource: 'call', record_id: callId }]);
    const changed = await auditOf(() =>
      asOps({
        method: 'PUT',
        url: `/api/calls/${callId}/`,
        payload: { ...CALL, time: '15:00:00' },
      }),
    );
    expect(changed).toMatchObject([
      { action: 'call.update', changes: { time: { before: '14:30:00', after: '15:00:00' } } },
    ]);
    const deleted = await auditOf(() => asOps({ method: 'DELETE', url: `/api/calls/${callId}/` }));
    expect(deleted).toMatchObject([{ action: 'call.delete', record_id: callId }]);
  });

  it('a level update: the group and every moved student, as one action', async () => {
    const group = await createGroup(app, { currentLevel: 3 });
    const student = await createUser(app, { role: 'student' });
    await updateProfile(app, student.id, {
      groupId: group.id,
      currentLevel: 3,
      totalLevels: 4,
      remainingLevels: 2,
    });
    await setEvaluation(app, student.id, { oral: 40, participation: 20, written: 10 });
    await setAttendance(app, student.id, { sessionOne: true });
    const written = await auditOf(async () => {
      const res = await asOps({
        method: 'PATCH',
        url: `/api/groups/${group.id}/update-level/`,
        payload: { current_level: 4 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(new Set(written.map((r) => r.action))).toEqual(new Set(['group.level_up']));
    const of = (resource: string) => written.find((r) => r.resource === resource)!;
    expect(of('group').changes.current_level).toEqual({ before: 3, after: 4 });
    expect(of('student').changes).toEqual({
      current_level: { before: 3, after: 4 },
      remaining_levels: { before: 2, after: 1 },
    });
    expect(of('evaluation').changes.total_score).toEqual({ before: 70, after: 0 });
    expect(of('attendance').changes.session_one).toEqual({ before: true, after: false });
  });

  it('staff accounts: create, change, activate and delete, never with a password hash', async () => {
    let id = 0;
    const created = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: '/api/users/',
        payload: {
          ...PERSON,
          email: 'new.instructor@example.test',
          username: 'newinstructor',
          first_name: 'New',
          last_name: 'Instructor',
          role: 'instructor',
        },
      });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(created).toMatchObject([
      {
        action: 'user.create',
        resource: 'user',
        record_id: id,
        student_id: null,
        changes: { email: { before: null, after: 'new.instructor@example.test' } },
      },
    ]);
    expect(created[0]!.changes).not.toHaveProperty('password_hash');
    expect(created[0]!.changes).not.toHaveProperty('password');

    const waiting = await createUser(app, {
      role: 'supervisor',
      isActive: false,
      awaitingActivation: true,
    });
    const activated = await auditOf(() =>
      asOps({ method: 'PATCH', url: `/api/users/${waiting.id}/`, payload: { is_active: true } }),
    );
    expect(activated).toMatchObject([
      {
        action: 'user.activate',
        changes: {
          is_active: { before: false, after: true },
          awaiting_activation: { before: true, after: false },
        },
      },
    ]);
    const renamed = await auditOf(() =>
      asOps({ method: 'PATCH', url: `/api/users/${id}/`, payload: { first_name: 'Renamed' } }),
    );
    expect(renamed).toMatchObject([
      { action: 'user.update', changes: { first_name: { before: 'New', after: 'Renamed' } } },
    ]);
    const deleted = await auditOf(() => asOps({ method: 'DELETE', url: `/api/users/${id}/` }));
    expect(deleted).toMatchObject([{ action: 'user.delete', record_id: id }]);
    expect(JSON.stringify(deleted)).not.toContain('scrypt');
  });

  it('a student added by a manager, and one deleted with all their records', async () => {
    let id = 0;
    const created = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: '/api/student/',
        payload: {
          ...PERSON,
          email: 'added@example.test',
          username: 'added',
          first_name: 'Added',
          last_name: 'Student',
          current_level: 2,
          total_levels: 3,
          private_or_group: 'group',
          amount: '300',
          outstanding_amount: '100',
          currency: 'USD',
        },
      });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(created.map((r) => [r.action, r.resource, r.student_id])).toEqual([
      ['student.create', 'user', id],
      ['student.create', 'student', id],
      // The amounts given open the student's ledger.
      ['student.create', 'ledger_entry', id],
    ]);
    await setEvaluation(app, id, { oral: 10 });
    const deleted = await auditOf(() =>
      asOps({ method: 'DELETE', url: `/api/student-profiles/${id}/` }),
    );
    expect(deleted.map((r) => r.resource).sort()).toEqual(['evaluation', 'student', 'user']);
    expect(new Set(deleted.map((r) => r.action))).toEqual(new Set(['student.delete']));
  });
});

describe("enrolment and one's own account", () => {
  it('placing a student in a group and taking them out: their group and status', async () => {
    const group = await createGroup(app, { maxCapacity: 5 });
    const student = await createUser(app, { role: 'student' });
    const placed = await auditOf(async () => {
      const res = await asOps({
        method: 'POST',
        url: `/api/groups/${group.id}/students/`,
        payload: { students: [student.id] },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(placed).toEqual([
      expect.objectContaining({
        ...byOps,
        action: 'student.update',
        resource: 'student',
        record_id: student.id,
        changes: expect.objectContaining({ group_id: { before: null, after: group.id } }),
      }),
    ]);
    const removed = await auditOf(async () => {
      const res = await asOps({
        method: 'DELETE',
        url: `/api/groups/${group.id}/students/${student.id}/`,
      });
      expect(res.statusCode).toBe(204);
    });
    expect(removed).toEqual([
      expect.objectContaining({
        ...byOps,
        action: 'student.update',
        record_id: student.id,
        changes: expect.objectContaining({ group_id: { before: group.id, after: null } }),
      }),
    ]);
  });

  it("a person's own profile and password change, the password hidden", async () => {
    const { user, inject } = await signedInAs(app, 'instructor', { firstName: 'Iman' });
    const profile = await auditOf(async () => {
      const res = await inject({
        method: 'PATCH',
        url: '/api/me/',
        payload: { nationality: 'Jordanian' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(profile).toEqual([
      expect.objectContaining({
        actor_id: user.id,
        actor_role: 'instructor',
        action: 'user.update',
        resource: 'user',
        record_id: user.id,
        changes: { nationality: { before: user.nationality, after: 'Jordanian' } },
      }),
    ]);
    const password = await auditOf(async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/me/password/',
        payload: { current_password: TEST_PASSWORD, new_password: 'Another-Pass-42' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(password).toEqual([
      expect.objectContaining({
        actor_id: user.id,
        action: 'user.update',
        record_id: user.id,
        changes: { password: { before: '[hidden]', after: '[hidden]' } },
      }),
    ]);
  });
});

describe('log-ins, sign-ups and e-mailed links', () => {
  it('a log-in and failed log-ins (a known and an unknown address)', async () => {
    const student = await createUser(app, { role: 'student', email: 'login.me@example.test' });
    const login = (password: string, email = 'login.me@example.test') =>
      app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });

    const ok = await auditOf(async () => expect((await login(TEST_PASSWORD)).statusCode).toBe(200));
    expect(ok).toEqual([
      {
        id: expect.any(Number),
        actor_id: student.id,
        actor_role: 'student',
        actor_name: `Test ${student.lastName}`,
        action: 'auth.login',
        resource: 'user',
        record_id: student.id,
        student_id: student.id,
        changes: {},
      },
    ]);
    const wrong = await auditOf(async () =>
      expect((await login('Wrong1234')).statusCode).toBe(401),
    );
    expect(wrong).toEqual([
      {
        id: expect.any(Number),
        actor_id: null,
        actor_role: null,
        actor_name: null,
        action: 'auth.login_failed',
        resource: 'user',
        record_id: student.id,
        student_id: student.id,
        changes: { email: { before: null, after: 'login.me@example.test' } },
      },
    ]);
    expect(JSON.stringify(wrong)).not.toContain('Wrong1234');
    const unknown = await auditOf(async () =>
      expect((await login('Wrong1234', 'nobody@example.test')).statusCode).toBe(401),
    );
    expect(unknown).toMatchObject([
      { action: 'auth.login_failed', record_id: null, student_id: null },
    ]);
  });

  it('a log-in refused by the limit is kept once per window, not once per attempt', async () => {
    const student = await createUser(app, { role: 'student', email: 'too.many@example.test' });
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: 'too.many@example.test', password: 'Wrong1234' },
      });
    // The limit's failures are failed log-ins, each kept.
    const failures = await auditOf(async () => {
      for (let i = 0; i < app.config.loginMaxFailures; i++)
        expect((await login()).statusCode).toBe(401);
    });
    expect(failures.map((row) => row.action)).toEqual(
      Array(app.config.loginMaxFailures).fill('auth.login_failed'),
    );
    // Then every attempt is refused, and only the first refusal of the window is written.
    const refused = await auditOf(async () => {
      for (let i = 0; i < 4; i++) expect((await login()).statusCode).toBe(429);
    });
    expect(refused).toEqual([
      {
        id: expect.any(Number),
        actor_id: null,
        actor_role: null,
        actor_name: null,
        action: 'auth.login_throttled',
        resource: 'user',
        record_id: student.id,
        student_id: student.id,
        changes: {
          email: { before: null, after: 'too.many@example.test' },
          limit: { before: null, after: 'this address' },
        },
      },
    ]);
    expect(auditActionLabel(refused[0]!.action)).toBe('Log-in refused (too many attempts)');
  });

  it('a deactivated account refused at log-in is a failed log-in', async () => {
    const gone = await createUser(app, { role: 'instructor', isActive: false });
    const written = await auditOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: gone.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(403);
    });
    expect(written).toMatchObject([{ action: 'auth.login_failed', record_id: gone.id }]);
  });

  it('sign-up, e-mail verification and password reset, as the account itself', async () => {
    const email = 'signed.up@example.test';
    let id = 0;
    const signedUp = await auditOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/register-student/',
        payload: {
          ...PERSON,
          email,
          username: 'signedup',
          first_name: 'Signed',
          last_name: 'Up',
        },
      });
      expect(res.statusCode).toBe(201);
      id = res.json().user.id;
    });
    expect(signedUp.map((r) => [r.action, r.resource, r.actor_id])).toEqual([
      ['auth.sign_up', 'user', null],
      ['auth.sign_up', 'student', null],
    ]);

    const verifyLink = await latestLink(app, email);
    const verified = await auditOf(async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/auth/verify-email/${tokenOf(verifyLink!)}/`,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(verified).toMatchObject([
      {
        action: 'auth.verify_email',
        actor_id: id,
        actor_name: 'Signed M Up',
        record_id: id,
        changes: { is_verified: { before: false, after: true } },
      },
    ]);

    await app.inject({ method: 'POST', url: '/auth/forgot-password/', payload: { email } });
    const resetLink = await latestLink(app, email);
    const reset = await auditOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/auth/reset-password/${tokenOf(resetLink!)}/`,
        payload: { password: 'Changed123', password2: 'Changed123' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(reset).toEqual([
      expect.objectContaining({
        action: 'auth.password_reset',
        actor_id: id,
        changes: { password: { before: '[hidden]', after: '[hidden]' } },
      }),
    ]);
  });
});

describe('no row without a write', () => {
  it('refused writes add nothing: a bad value, a wrong role, a missing record', async () => {
    const student = await createUser(app, { role: 'student' });
    const { inject: asInstructor } = await signedInAs(app, 'instructor');
    const written = await auditOf(async () => {
      const bad = await asOps({
        method: 'PATCH',
        url: `/api/student-profiles/${student.id}/`,
        payload: { amount: '10', outstanding_amount: '20' },
      });
      expect(bad.statusCode).toBe(400);
      const refused = await asInstructor({
        method: 'PATCH',
        url: `/api/student-profiles/${student.id}/`,
        payload: { current_level: 5 },
      });
      expect(refused.statusCode).toBe(403);
      const missing = await asOps({ method: 'DELETE', url: '/api/groups/999999/' });
      expect(missing.statusCode).toBe(404);
      const throttledOrInvalid = await app.inject({
        method: 'POST',
        url: '/auth/login/',
        payload: { email: 'not-an-address', password: 'x' },
      });
      expect(throttledOrInvalid.statusCode).toBe(400);
    });
    expect(written).toEqual([]);
  });

  it('a write that fails in the middle of its transaction leaves no row and no change', async () => {
    const group = await createGroup(app, { currentLevel: 2 });
    const student = await createUser(app, { role: 'student' });
    await updateProfile(app, student.id, { groupId: group.id, totalLevels: 3, remainingLevels: 2 });
    await setEvaluation(app, student.id, { oral: 40, participation: 20, written: 10 });
    // The level update changes the students first and the group last: the fault comes after the
    // students' rows and their audit rows were written.
    await app.db.execute(sql`CREATE FUNCTION fail_group_update() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'fault injected'; END; $$`);
    await app.db.execute(sql`CREATE TRIGGER fail_group_update BEFORE UPDATE ON groups
      FOR EACH ROW EXECUTE FUNCTION fail_group_update()`);
    try {
      const written = await auditOf(async () => {
        const res = await asOps({
          method: 'PATCH',
          url: `/api/groups/${group.id}/update-level/`,
          payload: { current_level: 3 },
        });
        expect(res.statusCode).toBe(500);
      });
      expect(written).toEqual([]);
    } finally {
      await app.db.execute(sql`DROP TRIGGER fail_group_update ON groups`);
      await app.db.execute(sql`DROP FUNCTION fail_group_update()`);
    }
    const profile = await asOps({ method: 'GET', url: `/api/student-profiles/${student.id}/` });
    expect(profile.json()).toMatchObject({ current_level: 1, remaining_levels: 2 });

    // The same write without the fault commits, with its rows.
    const written = await auditOf(() =>
      asOps({
        method: 'PATCH',
        url: `/api/groups/${group.id}/update-level/`,
        payload: { current_level: 3 },
      }),
    );
    expect(written.filter((r) => r.resource === 'student')).toHaveLength(1);
    expect(written.filter((r) => r.resource === 'group')).toHaveLength(1);
  });

  it('writes outside the API (seed, scripts) are not audited', async () => {
    const written = await auditOf(() => createUser(app, { role: 'student' }));
    expect(written).toEqual([]);
  });
});

describe('append-only', () => {
  async function refused(statement: string): Promise<string> {
    try {
      await app.database.withRawClient((client) => client.exec(statement));
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${statement} was allowed`);
  }

  it('UPDATE, DELETE and TRUNCATE of audit_log are refused by the database', async () => {
    await asOps({ method: 'POST', url: '/api/calls/', payload: CALL });
    const count = await lastId();
    expect(count).toBeGreaterThan(0);
    expect(await refused(`UPDATE audit_log SET action = 'call.delete'`)).toMatch(/append-only/);
    expect(await refused('DELETE FROM audit_log')).toMatch(/append-only/);
    expect(await refused('TRUNCATE audit_log')).toMatch(/append-only/);
    const [kept] = await rows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'call.delete' AND id = ${count}`,
    );
    expect(kept!.n).toBe(0);
  });
});

describe('the benchmark switch', () => {
  it('an app built with audit: false writes as before and adds no audit row', async () => {
    const off = await buildTestApp({}, { audit: false });
    try {
      expect(off.app.audit.enabled).toBe(false);
      const { inject } = await signedInAs(off.app, 'operations_manager');
      const res = await inject({
        method: 'POST',
        url: '/api/groups/',
        payload: { days: 'sat/tue', hours: '10 AM - 12 PM', current_level: 2 },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await rows<{ n: number }>(
        off.app.db,
        sql`SELECT count(*)::int AS n FROM audit_log`,
      );
      expect(row!.n).toBe(0);
    } finally {
      await off.close();
    }
  });
});
