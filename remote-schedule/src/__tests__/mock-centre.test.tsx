// remote-schedule with nothing else running: the week of the one mock centre's groups
// (test-support) on the remote's own page.
import { screen } from '@testing-library/react';
import { setupMockPage, signInWithDemoAccount } from 'test-support';
import { columnNames, counter } from './support/schedule-screen';
import { DEMO_ACCOUNT, STANDALONE_TITLE, scheduleRoutes } from '../standalone/schedule-standalone';

const { open } = setupMockPage(STANDALONE_TITLE, DEMO_ACCOUNT, scheduleRoutes);

it("signs in and shows the centre's week with nothing else running", async () => {
  await open('/schedule');
  await signInWithDemoAccount();

  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  // The centre's week: its nine groups, of three instructors.
  expect(columnNames()).toEqual(['Days', 'Time', 'Hany Fouad', 'Laila Mansour', 'Omar Khalil']);
  expect(counter('Total Classes')).toBe('9');
});
