// The people remote's `dev --mock` page: Students, Staff, Overview and Reports over the suite's one
// mock centre (test-support, where its API rules are tested), signed in as the operations manager.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paginated } from 'shared-domain';
import { sendAsDemo, setupMockPage, signInWithDemoAccount } from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, peopleRoutes } from '../standalone/people-standalone';

const { api, open } = setupMockPage(STANDALONE_TITLE, DEMO_ACCOUNT, peopleRoutes);

it("signs in and lists the centre's students and staff with nothing else running", async () => {
  await open('/students');
  await signInWithDemoAccount();

  expect(await screen.findByText('Sara Hassan', { exact: false })).toBeVisible();
  expect(api.calls('GET', '/api/student-profiles/')[0]?.query).toMatchObject({ page: '1' });
  const staff = (await sendAsDemo(api, 'GET', '/api/users/?role=instructor'))
    .body as Paginated<unknown>;
  expect(staff.count).toBe(3);
});

it("reads the Reports of the centre's records, and its Activity of the changes made here", async () => {
  await open('/reports');
  await signInWithDemoAccount();

  // The seed's evaluations are marked: every group's students are level results.
  expect(await screen.findByRole('table', { name: 'Results table' })).toBeVisible();
  expect(api.calls('GET', '/api/reports/results/')).not.toHaveLength(0);
  // The seed's students attend every session held and its evaluations are pending since it began.
  await userEvent.click(screen.getByRole('button', { name: 'At risk' }));
  expect(await screen.findByRole('heading', { name: 'No student at risk' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Missing' }));
  expect(await screen.findByRole('table', { name: 'Evaluations left pending' })).toBeVisible();
  // No level update yet, and nobody has left: no movement.
  await userEvent.click(screen.getByRole('button', { name: 'Movement' }));
  expect(
    await screen.findByText('No student moved up, repeated or left in this period'),
  ).toBeVisible();
  await sendAsDemo(api, 'PATCH', '/api/groups/2/', { instructor: 6 });
  await userEvent.click(screen.getByRole('button', { name: 'Activity' }));
  const trail = await screen.findByRole('table', { name: 'Activity table' });
  expect(within(trail).getByText('Group changed')).toBeVisible();
  expect(within(trail).getByText('Hany Fouad', { exact: false })).toBeVisible();
});
