// The remote's `dev --mock` page: its own page over the mock centre (src/mock/centre.ts), the same
// routes the browser's service worker serves, here in the test's process.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendAsDemo, setupStandalone, signInWithDemoAccount } from 'test-support';
import { callsCentre } from '../mock/centre';
import { STANDALONE_TITLE, callsRoutes } from '../standalone/calls-standalone';

const { api, open } = setupStandalone({
  title: STANDALONE_TITLE,
  demoAccount: callsCentre.demoAccount,
  routes: callsRoutes,
  user: callsCentre.user,
});
beforeEach(() => callsCentre.serve(api));

const send = (method: string, path: string, body: unknown) => sendAsDemo(api, method, path, body);

it('signs in and pages, searches and refreshes the centre calls with nothing else running', async () => {
  await open('/calls');
  await signInWithDemoAccount();

  expect(await screen.findAllByRole('article')).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Page 2' })).toBeVisible();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'Hany');
  expect(await screen.findByText('Found 4 calls matching "Hany"')).toBeVisible();
  expect(screen.getAllByRole('article', { name: 'Hany Fouad' })).toHaveLength(4);

  // A call added meanwhile (as the Add Call form sends it) shows on the next refresh.
  const added = await send('POST', '/api/calls/', {
    instructor: 6,
    time: '19:45:00',
    months: 11,
    supervisor: null,
    account_manager: 2,
  });
  expect(added).toMatchObject({
    status: 201,
    body: { id: 15, time: '19:45:00', instructor_name: 'Hany Fouad' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Found 5 calls matching "Hany"')).toBeVisible();
});

it("answers a write with the API's checks: the caller must be an instructor", async () => {
  expect(
    await send('POST', '/api/calls/', {
      instructor: 3,
      time: '10:00:00',
      months: 6,
      supervisor: null,
      account_manager: null,
    }),
  ).toEqual({ status: 400, body: { instructor: ['User 3 is not an instructor.'] } });
  expect(
    await send('PUT', '/api/calls/1/', { instructor: 4, time: '10:00:00', months: 0 }),
  ).toMatchObject({ status: 400, body: { months: expect.any(Array) } });
});
