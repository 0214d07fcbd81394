// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the calls, through the real log-in and session calls.
import { screen } from '@testing-library/react';
import { makeStaffUser, page } from 'shared-domain/factory';
import {
  DEMO_TOKEN,
  describeDemoLogIn,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, callsRoutes } from '../standalone/calls-standalone';
import { CALLS_PATH, makeCall } from './support/calls-fixtures';

const standalone = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  routes: callsRoutes,
  user: makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email }),
});
const { api, open } = standalone;

beforeEach(() => {
  api.on('GET', CALLS_PATH, { status: 200, body: page([makeCall()]) });
});

describeDemoLogIn(standalone);

it('signs the demo operations manager in and shows the calls from any path, then logs out', async () => {
  await open('/elsewhere');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Calls' })).toBeVisible();
  expect(await screen.findByRole('article', { name: 'Omar Khalil' })).toBeVisible();
  expect(api.calls('GET', CALLS_PATH)[0]?.authorization).toBe(`Bearer ${DEMO_TOKEN}`);

  await logOutOfStandalone(api);
});
