// `dev --mock` of remote-calls: the Calls screen over the one mock centre of test-support, whose
// API checks are tested there; here the page signs in, pages, searches and refreshes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendAsDemo, setupMockPage, signInWithDemoAccount } from 'test-support';
import { DEMO_ACCOUNT, STANDALONE_TITLE, callsRoutes } from '../standalone/calls-standalone';

const { api, open } = setupMockPage(STANDALONE_TITLE, DEMO_ACCOUNT, callsRoutes);

it('signs in and pages, searches and refreshes the centre calls with nothing else running', async () => {
  await open('/calls');
  await signInWithDemoAccount();

  expect(await screen.findAllByRole('article')).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Page 2' })).toBeVisible();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'Hany');
  expect(await screen.findByText('Found 4 calls matching "Hany"')).toBeVisible();
  expect(screen.getAllByRole('article', { name: 'Hany Fouad' })).toHaveLength(4);

  // A call added meanwhile (as the Add Call form sends it) shows on the next refresh.
  const added = await sendAsDemo(api, 'POST', '/api/calls/', {
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
