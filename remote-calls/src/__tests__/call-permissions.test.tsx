// What each role sees on the Calls screen (spec sections 2 and 6): Add Call, the card actions,
// Export and the caller filter for the two manager roles (docs/departures.md), the months filter
// for every staff role. Students and signed-out visitors never reach the list.
import { screen, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import type { Role } from 'shared-domain';
import { page } from 'shared-domain/factory';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import Calls from '../exposes/Calls';
import manifest from '../routes.json';
import { CALLS_PATH, makeCall, userInRole } from './support/calls-fixtures';

const api = setupFakeApi();

async function openAs(role: Role) {
  api.on('GET', CALLS_PATH, { status: 200, body: page([makeCall()]) });
  signIn(userInRole(role));
  return renderRoute(manifest, 'calls', <Calls />, { apiUrl: api.url, path: '/calls' });
}

it.each([
  ['operations_manager', true, true],
  ['account_manager', true, true],
  ['supervisor', false, false],
  ['instructor', false, false],
] as const)('shows a %s the buttons of their role', async (role, manages, exports) => {
  await openAs(role);
  const card = await screen.findByRole('article', { name: 'Omar Khalil' });

  expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  expect(screen.getByRole('spinbutton', { name: 'From (months)' })).toBeVisible();
  expect(!!screen.queryByRole('combobox', { name: 'Filter by caller' })).toBe(manages);
  expect(!!screen.queryByRole('button', { name: 'Export' })).toBe(exports);
  expect(!!screen.queryByRole('button', { name: 'Add Call' })).toBe(manages);
  expect(!!within(card).queryByRole('button', { name: 'Edit' })).toBe(manages);
  expect(!!within(card).queryByRole('button', { name: 'Delete' })).toBe(manages);
  expect(!!within(card).queryByText('+201001234567')).toBe(manages);
});

it('denies a student without calling the API', async () => {
  signIn(userInRole('student'));
  await renderRoute(manifest, 'calls', <Calls />, { apiUrl: api.url, path: '/calls' });

  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
  expect(api.requests).toHaveLength(0);
});

it('sends a signed-out visitor to log in', async () => {
  useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
  const { location } = await renderRoute(manifest, 'calls', <Calls />, {
    apiUrl: api.url,
    path: '/calls',
  });

  expect(screen.getByText('Log-in screen')).toBeVisible();
  expect(location()).toBe('/login');
});
