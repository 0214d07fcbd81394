// The groups remote's `dev --mock` page over the suite's one mock centre (its rules are tested in
// test-support): the demo operations manager signs in and finds the centre's groups.
import { screen } from '@testing-library/react';
import { setupMockPage, signInWithDemoAccount } from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, groupsRoutes } from '../standalone/groups-standalone';

const { open } = setupMockPage(STANDALONE_TITLE, DEMO_ACCOUNT, groupsRoutes);

it("signs in and shows the centre's groups with nothing else running", async () => {
  await open('/groups');
  await signInWithDemoAccount();

  expect(await screen.findByText('9 groups')).toBeVisible();
  expect(screen.getByRole('article', { name: 'Group 1' })).toBeVisible();
  expect(screen.getByRole('article', { name: 'Group 9' })).toBeVisible();
});
