// The remote's `dev --mock` page: its own page over the mock centre (src/mock/centre.ts), the same
// routes the browser's service worker serves, here in the test's process.
import { screen } from '@testing-library/react';
import type { GroupDetail, LevelUpdateResponse } from 'shared-domain';
import { sendAsDemo, setupStandalone, signInWithDemoAccount } from 'test-support';
import { groupsCentre } from '../mock/centre';
import { STANDALONE_TITLE, groupsRoutes } from '../standalone/groups-standalone';

const { api, open } = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: groupsCentre.demoAccount,
  routes: groupsRoutes,
  user: groupsCentre.user,
});
beforeEach(() => groupsCentre.serve(api));
const send = (method: string, path: string, body?: unknown) => sendAsDemo(api, method, path, body);

it("signs in and shows the centre's groups with nothing else running", async () => {
  await open('/groups');
  await signInWithDemoAccount();

  expect(await screen.findByText('9 groups')).toBeVisible();
  expect(screen.getByRole('article', { name: 'Group 1' })).toBeVisible();
  expect(screen.getByRole('article', { name: 'Group 9' })).toBeVisible();
});

it('keeps scores and attendance, and updates a level by the API rule', async () => {
  const before = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  const [first] = before.students;
  expect(before.students).toHaveLength(8);

  const marked = await send('PATCH', `/api/student-evaluations/${first!.id}/`, {
    oral: 45,
    participation: 20,
    written: 10,
    listening: 10,
    tasks: 10,
  });
  expect(marked).toMatchObject({ status: 200, body: { id: first!.id, total_score: 95 } });
  expect(await send('PATCH', `/api/student-evaluations/${first!.id}/`, { oral: 51 })).toEqual({
    status: 400,
    body: { oral: ['Oral score must be between 0 and 50'] },
  });
  expect(
    await send('PATCH', `/api/student-attendance/${first!.id}/`, { session_nine: true }),
  ).toMatchObject({ status: 200, body: { session_nine: true } });

  const updated = await send('PATCH', '/api/groups/3/update-level/', { current_level: 8 });
  const { summary, group } = (updated.body as LevelUpdateResponse).data;
  expect(updated.status).toBe(200);
  expect(summary.students_passed + summary.students_failed + summary.students_no_levels).toBe(8);
  expect(group).toMatchObject({ current_level: 8, students_count: summary.students_passed });
  const after = (await send('GET', '/api/groups/3/')).body as GroupDetail;
  expect(after.students.every((student) => student.evaluation.total_score === 0)).toBe(true);
});

it("refuses an instructor's second group at the same time, as the API does", async () => {
  const first = (await send('GET', '/api/groups/1/')).body as GroupDetail;

  expect(
    await send('POST', '/api/groups/', {
      days: first.days,
      hours: first.hours,
      instructor: first.instructor,
    }),
  ).toEqual({
    status: 400,
    body: { hours: [`Omar Khalil already teaches ${first.days} ${first.hours}`] },
  });
  expect(
    await send('POST', '/api/groups/', { days: first.days, hours: first.hours, instructor: 5 }),
  ).toMatchObject({
    status: 201,
    body: { id: 10, instructor_name: 'Laila Mansour', students: [] },
  });
});
