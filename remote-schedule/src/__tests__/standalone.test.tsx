// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the schedule, through the real log-in and session calls.
import { screen } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import {
  DEMO_TOKEN,
  describeDemoLogIn,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, scheduleRoutes } from '../standalone/schedule-standalone';
import { SCHEDULE } from './support/schedule-fixtures';

const standalone = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  routes: scheduleRoutes,
  user: makeStaffUser('operations_manager'),
});
const { api, open } = standalone;

beforeEach(() => {
  api.on('GET', '/api/schedule/', ({ authorization }) =>
    authorization === `Bearer ${DEMO_TOKEN}`
      ? { status: 200, body: SCHEDULE }
      : { status: 401, body: { detail: 'Not authenticated', code: 'token_not_valid' } },
  );
});

describeDemoLogIn(standalone);

it('signs the demo manager in and shows the schedule from any path, then logs out', async () => {
  await open('/somewhere');
  await signInWithDemoAccount();

  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Instructor Schedule' })).toBeVisible();
  expect(window.localStorage.getItem('access_token')).toBe(DEMO_TOKEN);

  await logOutOfStandalone(api);
});
