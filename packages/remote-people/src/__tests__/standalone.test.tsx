// The remote on its own page: a signed-out visitor logs in with the demo operations manager and
// sees the Student List and the Staff List, through the real log-in and session calls.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, initSession } from 'shared-auth';
import { StandaloneShell } from 'shared-ui';
import { DEMO_ACCOUNT, STANDALONE_TITLE, peopleRoutes } from '../standalone/people-standalone';
import { INSTRUCTOR, OPS, SARA, page, usePeopleApi } from './support/people-fixtures';

const api = usePeopleApi();

beforeEach(() => {
  api.on('POST', '/auth/login/', ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    return email === DEMO_ACCOUNT.email && password === DEMO_ACCOUNT.password
      ? { status: 200, body: { success: true, message: 'Login successful!', access: 'demo-token' } }
      : { status: 401, body: { detail: 'Invalid email or password.' } };
  });
  api.on('GET', '/api/me/', ({ authorization }) =>
    authorization === 'Bearer demo-token'
      ? { status: 200, body: OPS }
      : { status: 401, body: { detail: 'Not authenticated', code: 'token_not_valid' } },
  );
  api.on('POST', '/auth/logout/', { status: 204 });
  api.on('GET', '/api/student-profiles/', { status: 200, body: page([SARA]) });
  api.on('GET', '/api/users/', { status: 200, body: page([OPS, INSTRUCTOR]) });
  configureApi({ baseUrl: api.url });
});

/** Resolves once mounted, the toaster's start-up (a microtask after mounting) inside act(). */
async function openStandalone(path: string) {
  initSession();
  render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneShell title={STANDALONE_TITLE} demoAccount={DEMO_ACCOUNT}>
        {peopleRoutes}
      </StandaloneShell>
    </MemoryRouter>,
  );
  await act(async () => {});
}

it('sends a signed-out visitor to the demo log-in, prefilled with the operations manager', async () => {
  await openStandalone('/students');

  expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  expect(screen.getByLabelText(/Email/)).toHaveValue('ops@linguadesk.test');
  expect(screen.getByLabelText(/Password/)).toHaveValue('Demo1234');
});

it('signs the demo manager in and shows the Student List, then logs out', async () => {
  await openStandalone('/students');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('heading', { name: 'Student List' })).toBeVisible();
  expect(await screen.findByRole('row', { name: /Sara Hassan/ })).toBeVisible();
  expect(api.calls('GET', '/api/student-profiles/')[0]?.authorization).toBe('Bearer demo-token');

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  expect(window.localStorage.getItem('access_token')).toBeNull();
});

it('shows the Staff List on /staff once signed in', async () => {
  await openStandalone('/staff');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('heading', { name: 'Staff List' })).toBeVisible();
  expect(await screen.findByRole('row', { name: /Omar Khalil/ })).toBeVisible();
});
