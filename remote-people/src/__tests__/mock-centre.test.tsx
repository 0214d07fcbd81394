// The people remote's `dev --mock` page: Students, Staff and Overview over the suite's one mock
// centre (test-support, where its API rules are tested), signed in as the operations manager.
import { screen } from '@testing-library/react';
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
