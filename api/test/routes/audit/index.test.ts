// Reading the audit trail: GET /api/audit/ (filters, keyset pages, CSV export) for operations
// managers, and the Activity of a student and of a group for the staff who may read them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/db/client';
import {
  buildTestApp,
  createUser,
  injectAs,
  signedInAs,
  type Inject,
  type TestApp,
} from '../../helpers/app';
import { createGroup, setEvaluation, updateProfile } from '../../helpers/groups';
import { createOtherInstructor, createSara, createStaff } from '../../helpers/people';
import type { UserRow } from '../../helpers/db';

let t: TestApp;
let app: FastifyInstance;
let ops: UserRow;
let asOps: Inject;
let sara: UserRow;
let groupId: number;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  ({ user: ops, inject: asOps } = await signedInAs(app, 'operations_manager', {
    firstName: 'Dana',
    lastName: 'Ops',
  }));
  staff = await createStaff(app);
  sara = await createSara(app);
  groupId = (
    await createGroup(app, { instructorId: staff.instructor.id, supervisorId: staff.supervisor.id })
  ).id;
  await updateProfile(app, sara.id, { groupId });
  await setEvaluation(app, sara.id, { oral: 10 });
});
afterAll(() => t.close());

const patch = (url: string, payload: object) => asOps({ method: 'PATCH', url, payload });

describe('GET /api/audit/', () => {
  it('answers the rows newest first, filtered by resource, record, student, actor and time', async () => {
    const other = await createUser(app, { role: 'student' });
    expect(
      (await patch(`/api/student-profiles/${sara.id}/`, { current_level: 4 })).statusCode,
    ).toBe(200);
    expect((await patch(`/api/student-evaluations/${sara.id}/`, { oral: 30 })).statusCode).toBe(
      200,
    );
    expect(
      (await patch(`/api/student-profiles/${other.id}/`, { status: 'active' })).statusCode,
    ).toBe(200);

    const all = await asOps({ method: 'GET', url: '/api/audit/' });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.map((r: { action: string }) => r.action)).toEqual([
      'student.update',
      'evaluation.update',
      'student.update',
    ]);
    expect(page.results[1]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      actor_id: ops.id,
      actor_role: 'operations_manager',
      actor_name: 'Dana Ops',
      action: 'evaluation.update',
      resource: 'evaluation',
      record_id: sara.id,
      student_id: sara.id,
      changes: { oral: { before: 10, after: 30 }, total_score: { before: 10, after: 30 } },
      record_name: sara.fullName,
      student_name: sara.fullName,
      names: {},
    });

    const list = async (query: string) => {
      const res = await asOps({ method: 'GET', url: `/api/audit/?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { count: number; results: { action: string; record_id: number }[] };
    };
    expect((await list('resource=student')).count).toBe(2);
    expect((await list(`resource=student&record=${sara.id}`)).results).toMatchObject([
      { action: 'student.update', record_id: sara.id },
    ]);
    expect((await list(`student=${sara.id}`)).count).toBe(2);
    expect((await list(`actor=${ops.id}`)).count).toBe(3);
    expect((await list(`actor=${sara.id}`)).count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).count).toBe(3);
    expect((await list('to=2000-01-01')).count).toBe(0);
    expect((await list(`from=${new Date(Date.now() + 3_600_000).toISOString()}`)).count).toBe(0);
  });

  it('pages by keyset: next and previous links walk the rows without gaps or repeats', async () => {
    const walker = await createUser(app, { role: 'student' });
    for (const level of [2, 3, 4, 5, 6]) {
      await patch(`/api/student-profiles/${walker.id}/`, { current_level: level });
    }
    const read = async (url: string) => {
      const res = await asOps({ method: 'GET', url: url.replace('http://localhost:8000', '') });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        count: number;
        next: string | null;
        previous: string | null;
        results: { id: number; changes: { current_level: { after: number } } }[];
      };
    };
    const levels = (p: Awaited<ReturnType<typeof read>>) =>
      p.results.map((r) => r.changes.current_level.after);
    const first = await read(`/api/audit/?student=${walker.id}&page_size=2`);
    expect(first.count).toBe(5);
    expect(levels(first)).toEqual([6, 5]);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/^http:\/\/localhost:8000\/api\/audit\/\?.*cursor=n\d+/);
    const second = await read(first.next!);
    expect(levels(second)).toEqual([4, 3]);
    const third = await read(second.next!);
    expect(levels(third)).toEqual([2]);
    expect(third.next).toBeNull();
    const back = await read(third.previous!);
    expect(levels(back)).toEqual([4, 3]);
    const start = await read(back.previous!);
    expect(levels(start)).toEqual([6, 5]);
    expect(start.previous).toBeNull();

    // Past the oldest row there is nothing, and its previous link still answers: the rows from
    // the first id on (cursor p0).
    const past = await read(`/api/audit/?student=${walker.id}&page_size=2&cursor=n1`);
    expect(past.results).toEqual([]);
    expect(past.previous).toMatch(/cursor=p0(&|$)/);
    const fromStart = await read(past.previous!);
    expect(levels(fromStart)).toEqual([3, 2]);
  });

  it('names the people a change’s ids stand for, a removed account by its last name', async () => {
    const { inject: asManager } = await signedInAs(app, 'operations_manager');
    const leaving = await createUser(app, {
      role: 'instructor',
      firstName: 'Omar',
      lastName: 'Leaving',
    });
    const group = await createGroup(app, { instructorId: staff.instructor.id });
    const moved = await patch(`/api/groups/${group.id}/`, {
      instructor: leaving.id,
      supervisor: staff.supervisor.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await asManager({ method: 'DELETE', url: `/api/users/${leaving.id}/` })).statusCode,
    ).toBe(204);

    const res = await asOps({
      method: 'GET',
      url: `/api/audit/?resource=group&record=${group.id}`,
    });
    expect(res.statusCode).toBe(200);
    // Newest first: the deletion emptied the instructor (the foreign key), then the manager's change.
    const [emptied, changed] = res.json().results;
    expect(changed).toMatchObject({
      action: 'group.update',
      record_name: null,
      student_name: null,
      changes: {
        instructor_id: { before: staff.instructor.id, after: leaving.id },
        supervisor_id: { before: null, after: staff.supervisor.id },
      },
      names: {
        instructor_id: { before: staff.instructor.fullName, after: 'Omar Leaving' },
        supervisor_id: { before: null, after: staff.supervisor.fullName },
      },
    });
    expect(emptied).toMatchObject({
      action: 'user.delete',
      changes: { instructor_id: { before: leaving.id, after: null } },
      names: { instructor_id: { before: 'Omar Leaving', after: null } },
    });

    // A student's profile put in a group: the record and the student by name.
    await patch(`/api/student-profiles/${sara.id}/`, { current_level: 2 });
    const [profile] = (
      await asOps({ method: 'GET', url: `/api/audit/?resource=student&record=${sara.id}` })
    ).json().results;
    expect(profile).toMatchObject({ record_name: sara.fullName, student_name: sara.fullName });
  });

  it('filters by action', async () => {
    const group = await createGroup(app, {});
    await patch(`/api/groups/${group.id}/`, { session_one: true });
    const read = async (query: string) =>
      (
        await asOps({
          method: 'GET',
          url: `/api/audit/?record=${group.id}&resource=group&${query}`,
        })
      ).json();
    expect((await read('action=group.update')).results).toMatchObject([
      { action: 'group.update', record_id: group.id },
    ]);
    expect((await read('action=group.delete')).count).toBe(0);
  });

  it('refuses bad filters with field errors', async () => {
    for (const [query, field] of [
      ['resource=payment', 'resource'],
      ['action=group.explode', 'action'],
      ['record=abc', 'record'],
      ['from=yesterday', 'from'],
      ['cursor=x1', 'cursor'],
    ] as const) {
      const res = await asOps({ method: 'GET', url: `/api/audit/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty(field);
    }
  });

  it("says what a time filter takes, in the request's language", async () => {
    const refusal = async (headers: Record<string, string>) =>
      (await asOps({ method: 'GET', url: '/api/audit/?to=yesterday', headers })).json();
    expect(await refusal({})).toEqual({
      to: ['Enter a date (YYYY-MM-DD) or an ISO 8601 date and time.'],
    });
    expect(await refusal({ 'accept-language': 'ar' })).toEqual({
      to: ['أدخل تاريخًا (YYYY-MM-DD) أو تاريخًا ووقتًا بصيغة ISO 8601.'],
    });
  });

  it('exports the filtered rows as CSV, a line per field by name, formulas neutralised', async () => {
    const { inject: asPlotter } = await signedInAs(app, 'operations_manager', {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'X',
    });
    const target = await createUser(app, {
      role: 'student',
      firstName: 'Mona',
      lastName: 'Target',
      phoneNumber: '+201009998887',
    });
    const res = await asPlotter({
      method: 'PATCH',
      url: `/api/student-profiles/${target.id}/`,
      payload: { offer: '@SUM(1+1)', group_id: groupId },
    });
    expect(res.statusCode).toBe(200);
    const csv = await asOps({ method: 'GET', url: `/api/audit/export/?student=${target.id}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Who,Role,Action,Resource,Record,Student,Field,Before,After');
    const common = [
      `"'=HYPERLINK(""http://evil"") X"`,
      'Operations Manager',
      'Student changed',
      'Student',
      'Mona Target',
      'Mona Target',
    ];
    // The record's columns in their order, each value by name.
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      [...common, 'Offer', '', "'@SUM(1+1)"],
      [...common, 'Group', '', `Group ${groupId}`],
    ]);

    const xlsx = await asOps({
      method: 'GET',
      url: `/api/audit/export/?student=${target.id}&format=xlsx`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="audit.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('Activity of a student and of a group', () => {
  it('managers see a student’s changes with phones; their group’s staff without; others 403', async () => {
    // Sara's own account row, phone included, written through the API.
    await app.audit.write(ops, 'user.update', (tx) =>
      tx.execute(sql`UPDATE users SET phone_number = '+201000000001' WHERE id = ${sara.id}`),
    );
    const url = `/api/student-profiles/${sara.id}/activity/`;
    const managers = await asOps({ method: 'GET', url });
    expect(managers.statusCode).toBe(200);
    const phoneChange = managers
      .json()
      .results.find((r: { resource: string }) => r.resource === 'user');
    expect(phoneChange.changes.phone_number).toEqual({
      before: '+201001112223',
      after: '+201000000001',
    });

    for (const member of [staff.supervisor, staff.instructor]) {
      const theirs = await (await injectAs(app, member))({ method: 'GET', url });
      expect(theirs.statusCode).toBe(200);
      const seen = theirs.json();
      expect(seen.count).toBe(managers.json().count);
      expect(JSON.stringify(seen)).not.toContain('+2010');
      expect(seen.results.find((r: { resource: string }) => r.resource === 'user').changes).toEqual(
        {},
      );
    }

    const asOther = await injectAs(app, await createOtherInstructor(app));
    expect((await asOther({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await asOps({ method: 'GET', url: '/api/student-profiles/999999/activity/' })).statusCode,
    ).toBe(404);
  });

  it('a group’s activity is its own record’s changes', async () => {
    expect((await patch(`/api/groups/${groupId}/`, { session_two: true })).statusCode).toBe(200);
    const res = await asOps({ method: 'GET', url: `/api/groups/${groupId}/activity/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      results: [
        {
          action: 'group.update',
          resource: 'group',
          record_id: groupId,
          changes: { session_two: { before: false, after: true } },
        },
      ],
    });
  });
});

describe('level_history on GET /api/student-profiles/{id}/', () => {
  it('lists the finished levels oldest first, with dates, scores, result and decision', async () => {
    const group = await createGroup(app, { currentLevel: 2 });
    const student = await createUser(app, { role: 'student' });
    await updateProfile(app, student.id, {
      groupId: group.id,
      currentLevel: 2,
      totalLevels: 3,
      remainingLevels: 3,
    });
    const empty = await asOps({ method: 'GET', url: `/api/student-profiles/${student.id}/` });
    expect(empty.json().level_history).toEqual([]);

    for (const [level, scores] of [
      [3, { oral: 40, participation: 20, written: 10 }],
      [4, { oral: 35, participation: 20, written: 10, listening: 5 }],
    ] as const) {
      await setEvaluation(app, student.id, scores);
      const res = await patch(`/api/groups/${group.id}/update-level/`, { current_level: level });
      expect(res.statusCode).toBe(200);
    }
    const res = await asOps({ method: 'GET', url: `/api/student-profiles/${student.id}/` });
    const history = res.json().level_history;
    expect(history).toEqual([
      {
        level: 2,
        new_level: 3,
        started_at: expect.any(String),
        finished_at: expect.any(String),
        oral: 40,
        participation: 20,
        written: 10,
        listening: 0,
        tasks: 0,
        total_score: 70,
        total_attendance: 0,
        result: 'pending',
        decision: 'passed',
        marked_by: null,
        marked_at: null,
      },
      expect.objectContaining({ level: 3, new_level: 4, total_score: 70, decision: 'passed' }),
    ]);
    expect(history[1].started_at).toBe(history[0].finished_at);
    const [created] = await rows<{ at: string }>(
      app.db,
      sql`SELECT created_at AS at FROM student_profiles WHERE user_id = ${student.id}`,
    );
    expect(new Date(history[0].started_at).getTime()).toBe(new Date(created!.at).getTime());

    // The student reads their own.
    const asStudent = await injectAs(app, student);
    const own = await asStudent({ method: 'GET', url: `/api/student-profiles/${student.id}/` });
    expect(own.json().level_history).toHaveLength(2);
  });

  it('names who marked a level passed under the pass mark, and when, from the audit trail', async () => {
    const group = await createGroup(app, { currentLevel: 4 });
    const student = await createUser(app, { role: 'student' });
    await updateProfile(app, student.id, {
      groupId: group.id,
      currentLevel: 4,
      totalLevels: 5,
      remainingLevels: 2,
    });
    await setEvaluation(app, student.id, { oral: 35, participation: 14, written: 7, listening: 7 });
    // 63 of 100: a manager marks it passed all the same.
    const marked = await patch(`/api/student-evaluations/${student.id}/`, { pass_fail: 'pass' });
    expect(marked.statusCode).toBe(200);
    expect(
      (await patch(`/api/groups/${group.id}/update-level/`, { current_level: 5 })).statusCode,
    ).toBe(200);

    const asStudent = await injectAs(app, student);
    const own = await asStudent({ method: 'GET', url: `/api/student-profiles/${student.id}/` });
    const [entry] = own.json().level_history;
    expect(entry).toMatchObject({
      total_score: 63,
      result: 'pass',
      decision: 'passed',
      marked_by: 'Dana Ops',
    });
    expect(new Date(entry.marked_at).getTime()).toBeLessThanOrEqual(
      new Date(entry.finished_at).getTime(),
    );
  });
});
