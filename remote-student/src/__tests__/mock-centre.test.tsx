// The demo student's own page with no API: her dashboard from the one mock centre (test-support).
import { screen } from '@testing-library/react';
import { makeUser } from 'shared-domain/factory';
import { setupMockPage, signInWithDemoAccount } from 'test-support';
import { DEMO_STUDENT, STANDALONE_TITLE, studentRoutes } from '../standalone/student-standalone';

const STUDENT_ID = makeUser('student').id;

const { api, open } = setupMockPage(STANDALONE_TITLE, DEMO_STUDENT, studentRoutes);

it('signs the demo student in and shows her dashboard with nothing else running', async () => {
  await open('/');
  await signInWithDemoAccount();

  expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
  expect(api.calls('GET', `/api/student-profiles/${STUDENT_ID}/`)).toHaveLength(1);
});
