import { eq, inArray } from 'drizzle-orm';
import { studentProfiles, users } from '../../helpers/db';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../../helpers/app';
import { createGroup, updateProfile } from '../../helpers/groups';

let t: TestApp;
let asOps: Inject;
let asAccountManager: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  asOps = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
  asAccountManager = await injectAs(t.app, await createUser(t.app, { role: 'account_manager' }));
});
afterAll(() => t.close());

const studentsUrl = (groupId: number) => `/api/groups/${groupId}/students/`;

async function newStudent(values: Partial<typeof studentProfiles.$inferInsert> = {}) {
  const student = await createUser(t.app, { role: 'student', firstName: 'Laila' });
  if (Object.keys(values).length) await updateProfile(t.app, student.id, values);
  return student;
}

async function profile(id: number) {
  const [row] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, id));
  return row!;
}

function enrol(groupId: number, students: unknown, inject: Inject = asOps) {
  return inject({ method: 'POST', url: studentsUrl(groupId), payload: { students } });
}

describe('POST /api/groups/{id}/students/', () => {
  it('places students in the group, awaiting ones becoming active, and answers the group', async () => {
    const group = await createGroup(t.app, { currentLevel: 3, maxCapacity: 5 });
    const waiting = await newStudent({ currentLevel: 3 });
    const inactive = await newStudent({ currentLevel: 3, status: 'inactive' });
    const res = await enrol(group.id, [waiting.id, inactive.id]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 students enrolled.');
    expect(body.warnings).toEqual([]);
    expect(body.group).toMatchObject({ id: group.id, students_count: 2, max_capacity: 5 });
    expect(body.group.students.map((s: { id: number }) => s.id).sort()).toEqual(
      [waiting.id, inactive.id].sort(),
    );
    expect(await profile(waiting.id)).toMatchObject({ groupId: group.id, status: 'active' });
    expect(await profile(inactive.id)).toMatchObject({ groupId: group.id, status: 'inactive' });
  });

  it('warns, without refusing, about a student whose level is not the group’s', async () => {
    const group = await createGroup(t.app, { currentLevel: 4 });
    const student = await newStudent({ currentLevel: 3 });
    const res = await enrol(group.id, [student.id], asAccountManager);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, student.id));
    expect(res.json().warnings).toEqual([`${row!.fullName} is at L1; this group is at L2.`]);
    expect((await profile(student.id)).groupId).toBe(group.id);
  });

  it('moves a student from another group', async () => {
    const from = await createGroup(t.app, { days: 'sat/tue' });
    const to = await createGroup(t.app, { days: 'mon/thu' });
    const student = await newStudent({ groupId: from.id, status: 'active' });
    const res = await enrol(to.id, [student.id]);
    expect(res.statusCode).toBe(200);
    expect((await profile(student.id)).groupId).toBe(to.id);
    const old = await asOps({ method: 'GET', url: `/api/groups/${from.id}/` });
    expect(old.json().students_count).toBe(0);
  });

  it('refuses a full group with its capacity, and places none of several that do not all fit', async () => {
    const group = await createGroup(t.app, { maxCapacity: 2 });
    const seated = await newStudent({ groupId: group.id });
    const first = await newStudent();
    const second = await newStudent();
    const tooMany = await enrol(group.id, [first.id, second.id]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      students: ['Only 1 place is left in this group (max capacity 2).'],
    });
    expect((await profile(first.id)).groupId).toBeNull();
    expect((await profile(second.id)).groupId).toBeNull();

    expect((await enrol(group.id, [first.id])).statusCode).toBe(200);
    const full = await enrol(group.id, [second.id]);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ students: ['This group is full (max capacity 2).'] });
    // Those already in it are no newcomers: a full group takes them again.
    expect((await enrol(group.id, [seated.id, first.id])).statusCode).toBe(200);
  });

  it('seats only as many of several simultaneous enrolments as the group has room for', async () => {
    const group = await createGroup(t.app, { maxCapacity: 3 });
    const arrivals = await Promise.all([1, 2, 3, 4, 5].map(() => newStudent()));
    const answers = await Promise.all(arrivals.map((s) => enrol(group.id, [s.id])));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 400, 400]);
    const seated = await t.app.db
      .select()
      .from(studentProfiles)
      .where(
        inArray(
          studentProfiles.userId,
          arrivals.map((s) => s.id),
        ),
      );
    expect(seated.filter((s) => s.groupId === group.id)).toHaveLength(3);
  });

  it('refuses ids that name no student, and an empty or malformed list', async () => {
    const group = await createGroup(t.app);
    const staff = await createUser(t.app, { role: 'instructor' });
    const student = await newStudent();
    const res = await enrol(group.id, [student.id, staff.id, 999999]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      students: [
        `Invalid pk "${staff.id}" - object does not exist.`,
        'Invalid pk "999999" - object does not exist.',
      ],
    });
    expect((await profile(student.id)).groupId).toBeNull();
    expect((await enrol(group.id, [])).json()).toEqual({
      students: ['Choose at least one student.'],
    });
    expect((await enrol(group.id, undefined)).json()).toEqual({
      students: ['Choose at least one student.'],
    });
    expect((await enrol(group.id, ['abc'])).statusCode).toBe(400);
  });

  it('answers 404 for a group that does not exist', async () => {
    const student = await newStudent();
    const res = await enrol(999999, [student.id]);
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/groups/{id}/students/{userId}/', () => {
  it('takes the student out; an active student goes back to awaiting enrolment', async () => {
    const group = await createGroup(t.app);
    const student = await newStudent({ groupId: group.id, status: 'active' });
    const url = `${studentsUrl(group.id)}${student.id}/`;
    const res = await asOps({ method: 'DELETE', url });
    expect(res.statusCode).toBe(204);
    expect(await profile(student.id)).toMatchObject({ groupId: null, status: 'waiting' });
    // Not in the group (any more): nothing to remove.
    expect((await asOps({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('keeps an inactive student inactive, and answers 404 for another group’s student', async () => {
    const group = await createGroup(t.app);
    const other = await createGroup(t.app, { days: 'sat/tue' });
    const inactive = await newStudent({ groupId: group.id, status: 'inactive' });
    const elsewhere = await newStudent({ groupId: other.id, status: 'active' });
    expect(
      (await asOps({ method: 'DELETE', url: `${studentsUrl(group.id)}${inactive.id}/` }))
        .statusCode,
    ).toBe(204);
    expect((await profile(inactive.id)).status).toBe('inactive');
    const res = await asOps({ method: 'DELETE', url: `${studentsUrl(group.id)}${elsewhere.id}/` });
    expect(res.statusCode).toBe(404);
    expect((await profile(elsewhere.id)).groupId).toBe(other.id);
  });
});
