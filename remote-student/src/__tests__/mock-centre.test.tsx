// The remote's `dev --mock` page: its own page over the mock centre (src/mock/centre.ts), the same
// routes the browser's service worker serves, here in the test's process.
import { screen } from '@testing-library/react';
import { sendAsDemo, setupStandalone, signInWithDemoAccount } from 'test-support';
import { studentCentre } from '../mock/centre';
import { STUDENT_ID } from '../mock/fixtures';
import { STANDALONE_TITLE, studentRoutes } from '../standalone/student-standalone';

const { api, open } = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: studentCentre.demoAccount,
  routes: studentRoutes,
  user: studentCentre.user,
});
beforeEach(() => studentCentre.serve(api));

it('signs the demo student in and shows her dashboard with nothing else running', async () => {
  await open('/');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
  expect(api.calls('GET', `/api/student-profiles/${STUDENT_ID}/`)).toHaveLength(1);
});

it("refuses another student's profile, as the API does", async () => {
  expect(await sendAsDemo(api, 'GET', `/api/student-profiles/${STUDENT_ID + 1}/`)).toEqual({
    status: 403,
    body: { detail: 'You do not have permission to perform this action.' },
  });
});
