// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the groups, through the real log-in and session calls.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { StandaloneShell } from 'shared-ui';
import { DEMO_ACCOUNT, STANDALONE_TITLE, groupsRoutes } from '../standalone/groups-standalone';
import { makeGroup, makeStaff, page, useFreshToasts } from './support/groups-fixtures';
import { useFakeApi } from './support/render';

const api = useFakeApi();
useFreshToasts();

beforeEach(() => {
  api.on('POST', '/auth/login/', ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    return email === DEMO_ACCOUNT.email && password === DEMO_ACCOUNT.password
      ? { status: 200, body: { success: true, message: 'Login successful!', access: 'demo-token' } }
      : { status: 401, body: { detail: 'Invalid email or password.' } };
  });
  api.on('GET', '/api/me/', ({ authorization }) =>
    authorization === 'Bearer demo-token'
      ? { status: 200, body: makeStaff('operations_manager', { email: DEMO_ACCOUNT.email }) }
      : { status: 401, body: { detail: 'Not authenticated', code: 'token_not_valid' } },
  );
  api.on('POST', '/auth/logout/', { status: 204 });
  api.on('GET', '/api/groups/', { status: 200, body: page([makeGroup()]) });
  configureApi({ baseUrl: api.url });
});

/** Resolves once mounted, the toaster's start-up (a microtask after mounting) inside act(). */
async function openStandalone(path = '/') {
  initSession();
  render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneShell title={STANDALONE_TITLE} demoAccount={DEMO_ACCOUNT}>
        {groupsRoutes}
      </StandaloneShell>
    </MemoryRouter>,
  );
  await act(async () => {});
}

it('sends a signed-out visitor to the demo log-in, prefilled with the demo operations manager', async () => {
  await openStandalone();

  expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  expect(screen.getByLabelText(/Email/)).toHaveValue(DEMO_ACCOUNT.email);
  expect(screen.getByLabelText(/Password/)).toHaveValue(DEMO_ACCOUNT.password);
});

it('signs the demo account in and shows the groups from any path, then logs out', async () => {
  await openStandalone('/somewhere');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  expect(await screen.findByRole('article', { name: 'Group 7' })).toBeVisible();
  expect(window.localStorage.getItem('access_token')).toBe('demo-token');

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  expect(api.calls('POST', '/auth/logout/')).toHaveLength(1);
  expect(window.localStorage.getItem('access_token')).toBeNull();
});

it('shows the log-in error of the catalogue for a wrong password', async () => {
  await openStandalone();
  const password = await screen.findByLabelText(/Password/);
  await userEvent.clear(password);
  await userEvent.type(password, 'Wrong1234');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Invalid email or password.')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Demo log-in' })).toBeVisible();
});
