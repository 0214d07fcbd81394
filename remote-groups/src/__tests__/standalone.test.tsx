// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the groups, through the real log-in and session calls.
import { screen } from '@testing-library/react';
import { makeGroupRow, makeStaffUser, page } from 'shared-domain/factory';
import {
  DEMO_TOKEN,
  describeDemoLogIn,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, groupsRoutes } from '../standalone/groups-standalone';

const standalone = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  routes: groupsRoutes,
  user: makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email }),
});
const { api, open } = standalone;

beforeEach(() => {
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroupRow()]) });
});

describeDemoLogIn(standalone);

it('signs the demo account in and shows the groups from any path, then logs out', async () => {
  await open('/somewhere');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  expect(await screen.findByRole('article', { name: 'Group 7' })).toBeVisible();
  expect(window.localStorage.getItem('access_token')).toBe(DEMO_TOKEN);

  await logOutOfStandalone(api);
});
