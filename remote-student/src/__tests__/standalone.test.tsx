// The remote on its own page: a signed-out visitor logs in with the demo student and sees the
// dashboard, through the real log-in and session calls.
import { screen } from '@testing-library/react';
import { makeDashboardProfile, makeUser } from 'shared-domain/factory';
import {
  DEMO_TOKEN,
  describeDemoLogIn,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from 'test-support';
import { DEMO_STUDENT, STANDALONE_TITLE, studentRoutes } from '../standalone/student-standalone';

const STUDENT_ID = makeUser('student').id;

const standalone = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_STUDENT,
  routes: studentRoutes,
  user: makeUser('student'),
});
const { api, open } = standalone;

beforeEach(() => {
  api.on('GET', `/api/student-profiles/${STUDENT_ID}/`, {
    status: 200,
    body: makeDashboardProfile(),
  });
});

describeDemoLogIn(standalone);

it('signs the demo student in and shows their dashboard from any path, then logs out', async () => {
  await open('/attendance');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
  expect(window.localStorage.getItem('access_token')).toBe(DEMO_TOKEN);

  await logOutOfStandalone(api);
});
