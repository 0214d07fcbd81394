// A mock centre's audit trail (src/mock/audit.ts): the writes a resource records, and the Activity
// routes that read them with the API's keyset pages, as the API's own audit tests show them.
import { z } from 'zod';
import { setupServer } from 'msw/node';
import type { AuditEntry, Paginated } from 'shared-domain';
import { createFakeApi } from '../fake-api';
import { DEMO_TOKEN } from '../demo-api';
import {
  NO_SESSIONS,
  makeGroupDetail,
  makeStaffUser,
  makeStudentProfile,
  makeUser,
} from 'shared-domain/factory';
import { serveCollection } from '../mock/collection';
import {
  attendanceColumns,
  createAuditTrail,
  evaluationColumns,
  groupColumns,
  serveActivity,
  studentColumns,
  studentUserColumns,
} from '../mock/audit';

const server = setupServer();
const api = createFakeApi(server, 'http://localhost:4102/mock-api');
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => server.close());

const DEMO = makeStaffUser('operations_manager');
const BY_DEMO = {
  actor_id: DEMO.id,
  actor_role: 'operations_manager',
  actor_name: 'Mona Fathy',
};

async function send(method: string, path: string, body?: unknown, token = DEMO_TOKEN) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const read = async (path: string) => {
  const answer = await send('GET', path);
  expect(answer.status).toBe(200);
  return answer.body as Paginated<AuditEntry>;
};

/** A page link as a path on the fake API. */
const pathOf = (link: string) => link.slice(api.url.length);

// A small audited resource: rooms, written as groups are (group.create, .update, .delete).
const roomSchema = z.object({ id: z.number().int(), current_level: z.number().int() });
type Room = z.infer<typeof roomSchema>;
const roomInput = z.object({ current_level: z.number().int().min(1, 'Enter a valid level.') });

function serveRooms(count: number) {
  const trail = createAuditTrail(DEMO);
  const columns = (room: Room) => ({ id: room.id, current_level: room.current_level });
  const rooms = serveCollection(api, {
    path: '/api/groups/',
    seed: Array.from({ length: count }, (_, i): Room => ({ id: i + 1, current_level: 1 })),
    schema: roomSchema,
    create: { schema: roomInput, build: (input, id) => ({ id, ...input }) },
    update: { schema: roomInput, apply: (room, input) => ({ ...room, ...input }) },
    remove: true,
    audit: {
      trail,
      resource: 'group',
      records: (before, after) => [
        {
          resource: 'group',
          id: (after ?? before)!.id,
          before: before && columns(before),
          after: after && columns(after),
        },
      ],
    },
  });
  serveActivity(api, trail, {
    path: '/api/groups/:id/activity/',
    of: 'group',
    exists: (id) => rooms.find(id) !== undefined,
  });
  return trail;
}

it('records a change with its fields before and after, which the Activity route answers', async () => {
  serveRooms(2);
  expect((await send('PATCH', '/api/groups/1/', { current_level: 3 })).status).toBe(200);

  const activity = await read('/api/groups/1/activity/');
  expect(activity).toEqual({
    count: 1,
    next: null,
    previous: null,
    results: [
      {
        id: 1,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        ...BY_DEMO,
        action: 'group.update',
        resource: 'group',
        record_id: 1,
        student_id: null,
        changes: { current_level: { before: 1, after: 3 } },
        record_name: null,
        student_name: null,
        names: {},
      },
    ],
  });
  // Another record's history is its own: none yet, an empty page.
  expect(await read('/api/groups/2/activity/')).toEqual({
    count: 0,
    next: null,
    previous: null,
    results: [],
  });
});

it('records a create with every value after and a delete with every value before', async () => {
  const trail = serveRooms(1);
  expect((await send('POST', '/api/groups/', { current_level: 2 })).status).toBe(201);
  expect((await send('DELETE', '/api/groups/2/')).status).toBe(204);

  expect(
    trail.entries.map(({ action, record_id, changes }) => [action, record_id, changes]),
  ).toEqual([
    [
      'group.create',
      2,
      { id: { before: null, after: 2 }, current_level: { before: null, after: 2 } },
    ],
    [
      'group.delete',
      2,
      { id: { before: 2, after: null }, current_level: { before: 2, after: null } },
    ],
  ]);
  // A removed group has no Activity to read, as the API answers.
  expect(await send('GET', '/api/groups/2/activity/')).toEqual({
    status: 404,
    body: { detail: 'Not found.' },
  });
});

it('records nothing for a refused write, nor for one that changes nothing', async () => {
  const trail = serveRooms(1);
  expect((await send('PATCH', '/api/groups/1/', { current_level: 0 })).status).toBe(400);
  expect((await send('POST', '/api/groups/', {})).status).toBe(400);
  expect((await send('PATCH', '/api/groups/1/', { current_level: 1 })).status).toBe(200);
  expect((await send('DELETE', '/api/groups/9/')).status).toBe(404);

  expect(trail.entries).toEqual([]);
  expect((await read('/api/groups/1/activity/')).count).toBe(0);
});

it('pages newest first by keyset: next and previous walk the entries without gaps', async () => {
  serveRooms(1);
  for (const level of [2, 3, 4, 5, 6])
    await send('PATCH', '/api/groups/1/', { current_level: level });
  const levels = (page: Paginated<AuditEntry>) =>
    page.results.map((entry) => entry.changes.current_level!.after);

  const first = await read('/api/groups/1/activity/?page_size=2');
  expect(first.count).toBe(5);
  expect(levels(first)).toEqual([6, 5]);
  expect(first.previous).toBeNull();
  expect(first.next).toBe(`${api.url}/api/groups/1/activity/?page_size=2&cursor=n4`);
  const second = await read(pathOf(first.next!));
  expect(levels(second)).toEqual([4, 3]);
  const third = await read(pathOf(second.next!));
  expect(levels(third)).toEqual([2]);
  expect(third.next).toBeNull();
  const back = await read(pathOf(third.previous!));
  expect(levels(back)).toEqual([4, 3]);
  const start = await read(pathOf(back.previous!));
  expect(levels(start)).toEqual([6, 5]);
  expect(start.previous).toBeNull();
  // Past the oldest entry: nothing, and a previous link (p0) to the entries from the first on.
  const past = await read('/api/groups/1/activity/?page_size=2&cursor=n1');
  expect(past.results).toEqual([]);
  expect(levels(await read(pathOf(past.previous!)))).toEqual([3, 2]);

  // Ten a page by default, as every list; `limit` names the size too.
  expect(levels(await read('/api/groups/1/activity/?limit=1'))).toEqual([6]);
  expect((await read('/api/groups/1/activity/')).results).toHaveLength(5);
});

it('refuses a bad page size or cursor with field errors, and an unknown record with 404', async () => {
  serveRooms(1);
  expect(await send('GET', '/api/groups/1/activity/?page_size=0&cursor=x1')).toEqual({
    status: 400,
    body: { page_size: ['Invalid page size.'], cursor: ['Invalid cursor.'] },
  });
  expect(await send('GET', '/api/groups/1/activity/?limit=abc')).toEqual({
    status: 400,
    body: { limit: ['Invalid page size.'] },
  });
  expect((await send('GET', '/api/groups/99/activity/')).status).toBe(404);
  expect((await send('GET', '/api/groups/abc/activity/')).status).toBe(404);
  expect((await send('GET', '/api/groups/1/activity/', undefined, 'someone-else')).status).toBe(
    401,
  );
});

it("names each write's records as the API's triggers do: columns, the student, jsonb order", () => {
  const sara = makeStudentProfile(makeUser('student', { middle_name: 'M' }));
  const trail = createAuditTrail(DEMO, (id) => (id === sara.id ? 'Sara Hassan' : null));
  const evaluation = { ...sara.evaluation, oral: 20, total_score: 20 };
  trail.write('student.create', [
    { resource: 'user', id: sara.id, before: null, after: studentUserColumns(sara.user) },
    { resource: 'student', id: sara.id, before: null, after: studentColumns(sara) },
  ]);
  trail.write('student.update', [
    {
      resource: 'student',
      id: sara.id,
      before: studentColumns(sara),
      after: studentColumns({ ...sara, amount: '1200.50', offer: 'Spring', group: null }),
    },
  ]);
  trail.write('evaluation.update', [
    {
      resource: 'evaluation',
      id: sara.id,
      before: evaluationColumns(sara.id, evaluation),
      after: evaluationColumns(sara.id, { ...evaluation, oral: 35, total_score: 35 }),
    },
  ]);
  const staff = makeStaffUser('instructor');
  trail.write('user.update', [
    {
      resource: 'user',
      id: staff.id,
      before: { role: 'instructor', first_name: 'Omar' },
      after: { role: 'instructor', first_name: 'Amr' },
    },
  ]);

  const [created, profile, changed, scored, renamed] = trail.entries;
  // A student's account is about them, null values are left out (no change from nothing).
  expect(created).toMatchObject({
    resource: 'user',
    record_id: 14,
    student_id: 14,
    record_name: 'Sara Hassan',
    student_name: 'Sara Hassan',
  });
  expect(created!.changes).toMatchObject({
    id: { before: null, after: 14 },
    role: { before: null, after: 'student' },
    middle_name: { before: null, after: 'M' },
    awaiting_activation: { before: null, after: false },
  });
  expect(created!.changes).not.toHaveProperty('full_name');
  // Every row of one write has its time.
  expect(profile).toMatchObject({ action: 'student.create', resource: 'student', at: created!.at });
  expect(profile!.changes).toMatchObject({
    user_id: { before: null, after: 14 },
    outstanding_amount: { before: null, after: 500 },
  });
  // Amounts are numeric columns (numbers); keys come shorter first, as jsonb keeps them.
  expect(changed).toMatchObject({ action: 'student.update', record_id: 14, student_id: 14 });
  expect(Object.entries(changed!.changes)).toEqual([
    ['offer', { before: '3 levels for 1500', after: 'Spring' }],
    ['amount', { before: 1500, after: 1200.5 }],
    ['group_id', { before: 3, after: null }],
  ]);
  expect(changed!.names).toEqual({});
  expect(scored!.changes).toEqual({
    oral: { before: 20, after: 35 },
    total_score: { before: 20, after: 35 },
  });
  // A staff account is about no student.
  expect(renamed).toMatchObject({
    resource: 'user',
    record_id: 4,
    student_id: null,
    record_name: null,
    student_name: null,
  });
});

it('names the people a change assigns, as the API answers them', () => {
  const trail = createAuditTrail(DEMO, (id) => ({ 4: 'Sara Haddad', 2: 'Lina Saleh' })[id] ?? null);
  const group = makeGroupDetail({ instructor: null, supervisor: 99 });
  trail.write('group.update', [
    {
      resource: 'group',
      id: group.id,
      before: groupColumns(group),
      after: groupColumns({ ...group, instructor: 4, supervisor: null }),
    },
  ]);
  expect(trail.entries[0]!.names).toEqual({
    instructor_id: { before: null, after: 'Sara Haddad' },
    supervisor_id: { before: null, after: null },
  });
});

it('lists a group and attendance by their columns: staff ids, hours, one flag a session', () => {
  // Group 7, sat/tue 4 PM - 6 PM at level 5, of instructor 4 and account manager 2.
  const group = makeGroupDetail({
    supervisor: null,
    max_capacity: null,
    ...NO_SESSIONS,
    session_one: true,
  });
  expect(groupColumns(group)).toEqual({
    id: 7,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    start_hour: 16,
    end_hour: 18,
    current_level: 5,
    instructor_id: 4,
    supervisor_id: null,
    account_manager_id: 2,
    max_capacity: null,
    session_one: true,
    session_two: false,
    session_three: false,
    session_four: false,
    session_five: false,
    session_six: false,
    session_seven: false,
    session_eight: false,
    session_nine: false,
  });
  const sessions = [true, false, true, false, false, false, false, false, false];
  expect(attendanceColumns(14, { sessions, total_attendance: 2 })).toMatchObject({
    student_id: 14,
    session_one: true,
    session_two: false,
    session_three: true,
    session_nine: false,
    total_attendance: 2,
  });
});
