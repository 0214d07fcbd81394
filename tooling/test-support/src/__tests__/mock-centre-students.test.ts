// The one mock centre's students and staff, as the people remote's `dev --mock` page uses them: the
// API's checks and answers, the audit trail of every write and the overview computed from them.
import type { AuditEntry, GroupDetail, Overview, Paginated, StudentProfile } from 'shared-domain';
import { setupMockCentre } from './support/mock-centre';

const { centre, send, activity: activityAt, entryByDemo } = setupMockCentre();

const NEW_STUDENT = {
  email: 'lina.new@example.com',
  username: 'lina_new',
  first_name: 'Lina',
  middle_name: 'M',
  last_name: 'New',
  password: 'Secret123',
  phone_number: '+201001112223',
  nationality: 'Egyptian',
  gender: 'female',
};

it('adds a student, who is counted, found and refused a second time', async () => {
  const before = (await send('GET', '/api/overview/')).body as Overview;

  expect(await send('POST', '/api/student/', NEW_STUDENT)).toMatchObject({
    status: 201,
    body: { full_name: 'Lina M New', status: 'waiting', currency: 'USD', amount: '0.00' },
  });
  const found = (await send('GET', '/api/student-profiles/?search=lina_new')).body;
  expect((found as Paginated<StudentProfile>).results.map((s) => s.user.email)).toEqual([
    'lina.new@example.com',
  ]);
  expect(((await send('GET', '/api/overview/')).body as Overview).total_students).toBe(
    before.total_students + 1,
  );
  expect(await send('POST', '/api/student/', NEW_STUDENT)).toEqual({
    status: 400,
    body: {
      email: ['A user with this email already exists.'],
      username: ['A user with this username already exists.'],
    },
  });
});

it("keeps the API's rules on changes: amounts, and no deleting oneself", async () => {
  const waiting = (await send('GET', '/api/student-profiles/?status=waiting')).body;
  const student = (waiting as Paginated<StudentProfile>).results[0]!;
  expect(student.status).toBe('waiting');

  expect(
    await send('PATCH', `/api/student-profiles/${student.id}/`, { outstanding_amount: '9000' }),
  ).toMatchObject({ status: 400, body: { outstanding_amount: expect.any(Array) } });
  expect(
    await send('PATCH', `/api/student-profiles/${student.id}/`, { outstanding_amount: '0' }),
  ).toMatchObject({ status: 200, body: { outstanding_amount: '0.00', indebtedness: false } });
  expect(await send('DELETE', `/api/users/${centre.user.id}/`)).toEqual({
    status: 400,
    body: { detail: 'You cannot delete your own account.' },
  });
  expect((await send('DELETE', '/api/users/4/')).status).toBe(204);
  // The groups the instructor taught are left without one, as the database empties the id.
  const group = (await send('GET', '/api/groups/1/')).body as GroupDetail;
  expect(group).toMatchObject({ instructor: null, instructor_name: null });
});

it("lists a group's students from their own records: a student moved shows in the new group", async () => {
  const moved = (await send('PATCH', '/api/student-profiles/100/', { group_id: 3 }))
    .body as StudentProfile;
  expect(moved.group).toMatchObject({ id: 3, instructor: 'Hany Fouad', instructor_id: 6 });

  const into = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  expect(into.students.map((one) => one.id)).toContain(100);
  expect(into.students_count).toBe(9);
  const from = (await send('GET', '/api/groups/2/')).body as GroupDetail;
  expect(from.students.map((one) => one.id)).not.toContain(100);
  expect(await send('PATCH', '/api/student-profiles/100/', { group_id: 99 })).toEqual({
    status: 400,
    body: { group_id: ['Invalid pk "99" - object does not exist.'] },
  });
});

const activity = (id: number, query = '') =>
  activityAt(`/api/student-profiles/${id}/activity/${query}`);
it("keeps a student's Activity of the changes made here, as the API's trail lists them", async () => {
  const student = ((await send('GET', '/api/student-profiles/100/')).body as StudentProfile)!;
  expect(student).toMatchObject({ amount: '1500.00', outstanding_amount: '500.00' });
  expect(await activity(100)).toEqual({ count: 0, next: null, previous: null, results: [] });

  // Refused: nothing kept.
  expect(
    (await send('PATCH', '/api/student-profiles/100/', { outstanding_amount: '9000' })).status,
  ).toBe(400);
  expect((await activity(100)).count).toBe(0);

  const changed = await send('PATCH', '/api/student-profiles/100/', {
    amount: '1200.5',
    outstanding_amount: '0',
    total_levels: student.total_levels + 2,
    group_id: 3,
    offer: 'Spring',
  });
  expect(changed.status).toBe(200);
  const page = await activity(100, '?page_size=20');
  expect(page).toMatchObject({ count: 1, next: null, previous: null });
  expect(page.results[0]).toEqual(
    entryByDemo({
      action: 'student.update',
      resource: 'student',
      record_id: 100,
      student_id: 100,
      record_name: 'Sara Mohamed',
      student_name: 'Sara Mohamed',
    }),
  );
  // The profile's columns, amounts as numbers, in the API's (jsonb) order.
  expect(Object.entries(page.results[0]!.changes)).toEqual([
    ['offer', { before: student.offer, after: 'Spring' }],
    ['amount', { before: 1500, after: 1200.5 }],
    ['group_id', { before: student.group!.id, after: 3 }],
    ['total_levels', { before: student.total_levels, after: student.total_levels + 2 }],
    ['remaining_levels', { before: student.remaining_levels, after: student.remaining_levels + 2 }],
    ['outstanding_amount', { before: 500, after: 0 }],
  ]);
  // Another student's history is untouched; an unknown student is a 404.
  expect((await activity(101)).count).toBe(0);
  expect((await send('GET', '/api/student-profiles/9999/activity/')).status).toBe(404);
});

it("keeps an added student's account and profile, newest first, and pages them", async () => {
  const added = (await send('POST', '/api/student/', NEW_STUDENT)).body as StudentProfile;

  const page = await activity(added.id);
  expect(page.results.map((entry) => [entry.action, entry.resource, entry.record_id])).toEqual([
    ['student.create', 'student', added.id],
    ['student.create', 'user', added.id],
  ]);
  expect(page.results[0]!.at).toBe(page.results[1]!.at);
  expect(page.results[1]!.changes).toMatchObject({
    email: { before: null, after: 'lina.new@example.com' },
    role: { before: null, after: 'student' },
    is_verified: { before: null, after: false },
  });
  expect(page.results[0]!.changes).toMatchObject({
    status: { before: null, after: 'waiting' },
    amount: { before: null, after: 0 },
  });

  const first = await activity(added.id, '?page_size=1');
  expect(first.results.map((entry) => entry.resource)).toEqual(['student']);
  expect(first.next).toMatch(/\/api\/student-profiles\/\d+\/activity\/\?page_size=1&cursor=n\d+$/);
  const next = await send('GET', first.next!.slice(first.next!.indexOf('/api/')));
  expect((next.body as Paginated<AuditEntry>).results.map((entry) => entry.resource)).toEqual([
    'user',
  ]);

  // A removed student's Activity is gone with them, as the API answers.
  expect((await send('DELETE', `/api/student-profiles/${added.id}/`)).status).toBe(204);
  expect((await send('GET', `/api/student-profiles/${added.id}/activity/`)).status).toBe(404);
});
