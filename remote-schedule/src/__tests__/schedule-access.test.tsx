// Who may open the schedule (spec sections 2 and 6): account and operations managers only.
import { screen } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import { makeUser } from 'shared-domain/factory';
import { renderRoute, setupFakeApi, signIn } from 'test-support';
import Schedule from '../exposes/Schedule';
import manifest from '../routes.json';
import { SCHEDULE } from './support/schedule-fixtures';

const api = setupFakeApi();

beforeEach(() => api.on('GET', '/api/schedule/', { status: 200, body: SCHEDULE }));

it.each(['account_manager', 'operations_manager'] as const)(
  'opens the schedule for the %s role',
  async (role) => {
    signIn(makeUser(role));
    await renderRoute(manifest, 'schedule', <Schedule />, { apiUrl: api.url, path: '/schedule' });

    expect(await screen.findByRole('table', { name: 'Instructor Schedule' })).toBeVisible();
  },
);

it.each(['supervisor', 'instructor', 'student'] as const)(
  'denies access to the %s role without calling the API',
  async (role) => {
    signIn(makeUser(role));
    await renderRoute(manifest, 'schedule', <Schedule />, { apiUrl: api.url, path: '/schedule' });

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
    expect(screen.queryByText('Instructor Schedule')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  },
);

it('waits for the session with the guard spinner', async () => {
  useSessionStore.setState({ status: 'loading', user: null, token: null, error: null });
  await renderRoute(manifest, 'schedule', <Schedule />, { apiUrl: api.url, path: '/schedule' });

  expect(screen.getByText('Loading...')).toBeVisible();
  expect(api.requests).toHaveLength(0);
});

it('sends a signed-out visitor to log in', async () => {
  useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
  const { location } = await renderRoute(manifest, 'schedule', <Schedule />, {
    apiUrl: api.url,
    path: '/schedule',
  });

  expect(screen.getByText('Log-in screen')).toBeVisible();
  expect(location()).toBe('/login');
});
