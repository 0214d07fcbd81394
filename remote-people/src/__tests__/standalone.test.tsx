// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the Student List and the Staff List, through the real log-in and session calls.
import { screen } from '@testing-library/react';
import { page } from 'shared-domain/factory';
import {
  DEMO_TOKEN,
  describeDemoLogIn,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, peopleRoutes } from '../standalone/people-standalone';
import { INSTRUCTOR, OPS, SARA } from './support/people-fixtures';

const standalone = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  routes: peopleRoutes,
  user: OPS,
});
const { api, open } = standalone;

beforeEach(() => {
  api.on('GET', '/api/student-profiles/', { status: 200, body: page([SARA]) });
  api.on('GET', '/api/users/', { status: 200, body: page([OPS, INSTRUCTOR]) });
});

describeDemoLogIn(standalone);

it('signs the demo manager in and shows the Student List, then logs out', async () => {
  await open('/students');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Student List' })).toBeVisible();
  expect(await screen.findByRole('row', { name: /Sara Hassan/ })).toBeVisible();
  expect(api.calls('GET', '/api/student-profiles/')[0]?.authorization).toBe(`Bearer ${DEMO_TOKEN}`);

  await logOutOfStandalone(api);
});

it('shows the Staff List on /staff once signed in', async () => {
  await open('/staff');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Staff List' })).toBeVisible();
  expect(await screen.findByRole('row', { name: /Omar Khalil/ })).toBeVisible();
});
