// The remote's `dev --mock` page: its own page over the mock centre (src/mock/centre.ts), the same
// routes the browser's service worker serves, here in the test's process.
import { screen } from '@testing-library/react';
import { sendAsDemo, setupStandalone, signInWithDemoAccount } from 'test-support';
import { scheduleCentre } from '../mock/centre';
import { INSTRUCTORS } from '../mock/fixtures';
import { columnNames, counter } from './support/schedule-screen';
import { STANDALONE_TITLE, scheduleRoutes } from '../standalone/schedule-standalone';

const { api, open } = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: scheduleCentre.demoAccount,
  routes: scheduleRoutes,
  user: scheduleCentre.user,
});
beforeEach(() => scheduleCentre.serve(api));

it("signs in and shows the centre's week with nothing else running", async () => {
  await open('/schedule');
  await signInWithDemoAccount();

  expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  // The fixture week: ten classes of four instructors.
  expect(columnNames()).toEqual(['Days', 'Time', ...INSTRUCTORS]);
  expect(counter('Total Classes')).toBe('10');
});

it('answers only the demo account, as the API answers only a signed-in admin', async () => {
  expect((await sendAsDemo(api, 'GET', '/api/schedule/')).status).toBe(200);
  const stranger = await fetch(`${api.url}/api/schedule/`);
  expect(stranger.status).toBe(401);
});
