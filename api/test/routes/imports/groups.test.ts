// Importing groups with their students' enrolment (docs/api.md#imports): one row per group, judged
// by the group form's rules and the enrolment route's, written all or none under one audit action.
import { sql } from 'drizzle-orm';
import {
  alreadyTeachesMessage,
  invalidChoiceMessage,
  VALIDATION_MESSAGES,
} from 'shared-domain/schemas';
import { enrolmentRoomError } from 'shared-domain/records';
import { inactiveStaffMessage, unknownIdMessage, wrongRoleMessage } from 'shared-domain/server';
import { rows } from '../../../src/db/client';
import { buildTestApp, createUser, signedInAs, type Inject, type TestApp } from '../../helpers/app';
import { createGroup, updateProfile } from '../../helpers/groups';
import { commit, csvOf, dryRun, importRows, kindColumns } from '../../helpers/imports';

let t: TestApp;
let asOps: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  asOps = (await signedInAs(t.app, 'operations_manager')).inject;
});
afterAll(() => t.close());

const columns = kindColumns('groups');

const groupCells = (cells: Record<string, string>) => ({
  days: 'sun/wed',
  hours: '4 PM - 6 PM',
  ...cells,
});

async function groupsNow() {
  return rows<{
    id: number;
    days: string;
    hours: string;
    current_level: number;
    instructor_id: number | null;
    account_manager_id: number | null;
    max_capacity: number | null;
  }>(
    t.app.db,
    sql`SELECT id, days, hours, current_level, instructor_id, account_manager_id, max_capacity
        FROM groups ORDER BY id`,
  );
}

async function placement(studentIds: number[]) {
  return rows<{ user_id: number; group_id: number | null; status: string }>(
    t.app.db,
    sql`SELECT user_id, group_id, status FROM student_profiles
        WHERE user_id IN (${sql.join(studentIds, sql`, `)}) ORDER BY user_id`,
  );
}

it('serves a template naming the group columns, with an example row', async () => {
  const res = await asOps({ method: 'GET', url: '/api/imports/template/?kind=groups&format=csv' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="groups-import-template.csv"',
  );
  const [header, example] = res.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(
    'group,days,hours,current_level,instructor,supervisor,account_manager,max_capacity,students',
  );
  expect(example).toBe(
    ',sun/wed,4 PM - 6 PM,1,omar_khalil,,,12,"amira.haddad@example.com; sami.odeh@example.com"',
  );
});

it('creates groups and places their students, then finds the same file unchanged', async () => {
  const teacher = await createUser(t.app, { role: 'instructor', username: 'imp_teacher' });
  const supervisor = await createUser(t.app, {
    role: 'supervisor',
    email: 'imp.super@example.test',
  });
  const waiting = await createUser(t.app, { role: 'student', email: 'imp.waiting@example.test' });
  await updateProfile(t.app, waiting.id, { status: 'waiting' });
  const other = await createUser(t.app, { role: 'student', email: 'imp.other@example.test' });
  const before = (await groupsNow()).length;
  const file = csvOf(
    [
      groupCells({
        instructor: 'IMP_TEACHER',
        supervisor: 'imp.super@example.test',
        current_level: '3',
        max_capacity: '2',
        students: 'imp.waiting@example.test; IMP.OTHER@example.test',
      }),
      groupCells({ days: 'mon/thu', hours: '6pm-8pm' }),
    ],
    columns,
  );
  const summary = await dryRun(asOps, 'groups', file);
  expect(summary).toMatchObject({
    kind: 'groups',
    status: 'checked',
    counts: { create: 2, update: 0, unchanged: 0, refused: 0 },
  });
  const done = await commit(asOps, summary.id);
  expect(done).toMatchObject({ status: 'committed', written: { created: 2, updated: 0 } });

  const created = (await groupsNow()).slice(before);
  expect(created).toEqual([
    expect.objectContaining({
      days: 'sun/wed',
      hours: '4 PM - 6 PM',
      current_level: 3,
      instructor_id: teacher.id,
      max_capacity: 2,
    }),
    expect.objectContaining({ days: 'mon/thu', hours: '6 PM - 8 PM', current_level: 1 }),
  ]);
  const [{ supervisor_id } = { supervisor_id: 0 }] = await rows<{ supervisor_id: number }>(
    t.app.db,
    sql`SELECT supervisor_id FROM groups WHERE id = ${created[0]!.id}`,
  );
  expect(supervisor_id).toBe(supervisor.id);
  // A waiting student placed in a group becomes active, as on the enrolment screen.
  expect(await placement([waiting.id, other.id])).toEqual([
    { user_id: waiting.id, group_id: created[0]!.id, status: 'active' },
    { user_id: other.id, group_id: created[0]!.id, status: expect.any(String) },
  ]);
  const actions = await rows<{ action: string; resource: string; n: number }>(
    t.app.db,
    sql`SELECT action, resource, count(*)::int AS n FROM audit_log
        WHERE action = 'group.import' GROUP BY action, resource ORDER BY resource`,
  );
  expect(actions).toEqual([
    { action: 'group.import', resource: 'group', n: 2 },
    { action: 'group.import', resource: 'student', n: 2 },
  ]);
  const at = await rows<{ n: number }>(
    t.app.db,
    sql`SELECT count(DISTINCT at)::int AS n FROM audit_log WHERE action = 'group.import'`,
  );
  expect(at[0]!.n).toBe(1);

  // The same file again: its groups are found by days, hours and instructor, nothing changes.
  const again = await dryRun(asOps, 'groups', file);
  expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, refused: 0 });
  const audited = (
    await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM audit_log`)
  )[0]!.n;
  await commit(asOps, again.id);
  expect((await groupsNow()).length).toBe(before + 2);
  expect(
    (await rows<{ n: number }>(t.app.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n,
  ).toBe(audited);
});

it('updates a group named by its number and places more students in it', async () => {
  const group = await createGroup(t.app, {
    days: 'sat/tue',
    hours: '10 AM - 12 PM',
    maxCapacity: 5,
  });
  const seated = await createUser(t.app, { role: 'student', email: 'upd.seated@example.test' });
  await updateProfile(t.app, seated.id, { groupId: group.id });
  const newcomer = await createUser(t.app, { role: 'student', email: 'upd.new@example.test' });
  const summary = await dryRun(
    asOps,
    'groups',
    csvOf(
      [
        {
          group: String(group.id),
          days: 'sat/tue',
          hours: '10am-12pm',
          current_level: '4',
          students: 'upd.seated@example.test;upd.new@example.test',
        },
      ],
      columns,
    ),
  );
  expect(summary.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
  const [row] = await importRows(asOps, summary.id);
  expect(row).toMatchObject({
    row: 2,
    outcome: 'update',
    full_name: `Group ${group.id} · Sat/Tue 10 AM - 12 PM`,
  });
  await commit(asOps, summary.id);
  const found = (await groupsNow()).find((g) => g.id === group.id);
  expect(found).toMatchObject({ current_level: 4, max_capacity: 5 });
  expect((await placement([seated.id, newcomer.id])).map((p) => p.group_id)).toEqual([
    group.id,
    group.id,
  ]);
});

it("refuses rows with the group form's and the enrolment's own messages, by column", async () => {
  const teacher = await createUser(t.app, { role: 'instructor', username: 'ref_teacher' });
  const resting = await createUser(t.app, {
    role: 'instructor',
    username: 'ref_resting',
    isActive: false,
  });
  await createUser(t.app, { role: 'supervisor', username: 'ref_super' });
  const busy = await createGroup(t.app, {
    days: 'mon/thu',
    hours: '2 PM - 4 PM',
    instructorId: teacher.id,
  });
  const full = await createGroup(t.app, { days: 'mon/thu', hours: '8 PM - 10 PM', maxCapacity: 1 });
  const sitting = await createUser(t.app, { role: 'student', email: 'ref.sitting@example.test' });
  await updateProfile(t.app, sitting.id, { groupId: full.id });
  await createUser(t.app, { role: 'student', email: 'ref.one@example.test' });
  await createUser(t.app, { role: 'student', email: 'ref.two@example.test' });
  const before = await groupsNow();

  const summary = await dryRun(
    asOps,
    'groups',
    csvOf(
      [
        { days: 'fri/sat', hours: '4 PM - 6 PM' },
        { days: 'sun/wed', hours: '4pm' },
        { days: 'sun/wed', hours: '9 AM - 11 AM' },
        groupCells({ instructor: 'nobody_here', supervisor: 'ref_teacher' }),
        groupCells({ instructor: 'ref_resting' }),
        groupCells({ group: '999999' }),
        groupCells({ students: 'ghost@example.test' }),
        {
          group: String(full.id),
          days: 'mon/thu',
          hours: '8 PM - 10 PM',
          students: 'ref.one@example.test',
        },
        { group: String(full.id), days: 'mon/thu', hours: '8 PM - 10 PM', max_capacity: '0' },
        groupCells({ days: 'mon/thu', hours: '3 PM - 5 PM', instructor: 'ref_teacher' }),
        groupCells({
          days: 'sat/tue',
          hours: '3 PM - 5 PM',
          instructor: 'ref_teacher',
          students: 'ref.two@example.test',
        }),
        groupCells({ days: 'sat/tue', hours: '4 PM - 6 PM', instructor: 'ref_teacher' }),
        groupCells({ days: 'sat/tue', hours: '7 PM - 9 PM', students: 'ref.two@example.test' }),
      ],
      columns,
    ),
  );
  expect(summary.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 12 });
  const found = await importRows(asOps, summary.id);
  expect(found.map((row) => [row.row, row.outcome, row.errors])).toEqual([
    [2, 'refused', { days: [invalidChoiceMessage('fri/sat')] }],
    [3, 'refused', { hours: [VALIDATION_MESSAGES.hoursFormat] }],
    [4, 'refused', { hours: [VALIDATION_MESSAGES.hoursOutsideSchedule] }],
    [
      5,
      'refused',
      {
        instructor: ['No one has the username or email "nobody_here".'],
        supervisor: [wrongRoleMessage('supervisor', teacher.id)],
      },
    ],
    [6, 'refused', { instructor: [inactiveStaffMessage(resting.fullName!)] }],
    [7, 'refused', { group: [unknownIdMessage(999999)] }],
    [8, 'refused', { students: ['No student has the email ghost@example.test.'] }],
    [9, 'refused', { students: [enrolmentRoomError(1, 1, 1)!] }],
    [10, 'refused', { max_capacity: [VALIDATION_MESSAGES.maxCapacityInvalid] }],
    [11, 'refused', { hours: [alreadyTeachesMessage(teacher.fullName!, busy.days, busy.hours)] }],
    [12, 'create', {}],
    [
      13,
      'refused',
      {
        hours: ['This instructor already teaches the group on row 12 of the file at these hours.'],
      },
    ],
    [
      14,
      'refused',
      {
        students: [
          'ref.two@example.test is already placed in a group on row 12 of the file: a student is in one group.',
        ],
      },
    ],
  ]);

  // Refused rows stop the commit unless skipped; nothing is written.
  const refusedCommit = await asOps({ method: 'POST', url: `/api/imports/${summary.id}/commit/` });
  expect(refusedCommit.statusCode).toBe(400);
  expect(await groupsNow()).toEqual(before);
});

it('refuses a capacity below the students a group holds', async () => {
  const group = await createGroup(t.app, { days: 'sun/wed', hours: '8 PM - 10 PM' });
  for (const tag of ['cap1', 'cap2']) {
    const student = await createUser(t.app, { role: 'student', email: `${tag}@example.test` });
    await updateProfile(t.app, student.id, { groupId: group.id });
  }
  const summary = await dryRun(
    asOps,
    'groups',
    csvOf(
      [{ group: String(group.id), days: 'sun/wed', hours: '8 PM - 10 PM', max_capacity: '1' }],
      columns,
    ),
  );
  const [row] = await importRows(asOps, summary.id);
  expect(row!.errors).toEqual({
    max_capacity: ['Max capacity cannot be less than the 2 students already in the group.'],
  });
});

it('makes an account manager the account manager of the groups they bring in', async () => {
  const { user: manager, inject } = await signedInAs(t.app, 'account_manager');
  const summary = await dryRun(
    inject,
    'groups',
    csvOf([{ days: 'sat/tue', hours: '12 PM - 2 PM' }], columns),
  );
  await commit(inject, summary.id);
  const created = (await groupsNow()).at(-1)!;
  expect(created).toMatchObject({ hours: '12 PM - 2 PM', account_manager_id: manager.id });
});

it('writes nothing when a group it updates was removed since the dry run', async () => {
  const group = await createGroup(t.app, { days: 'mon/thu', hours: '10 AM - 12 PM' });
  const summary = await dryRun(
    asOps,
    'groups',
    csvOf(
      [
        { group: String(group.id), days: 'mon/thu', hours: '10 AM - 12 PM', current_level: '6' },
        { days: 'mon/thu', hours: '12 PM - 2 PM', current_level: '2' },
      ],
      columns,
    ),
  );
  expect(summary.counts).toMatchObject({ create: 1, update: 1 });
  await t.app.db.execute(sql`DELETE FROM groups WHERE id = ${group.id}`);
  const before = await groupsNow();
  const done = await commit(asOps, summary.id);
  expect(done).toMatchObject({
    status: 'failed',
    error: 'Since the dry run, groups or students of rows 2 were changed: upload the file again.',
  });
  expect(await groupsNow()).toEqual(before);
});
