// The Overview's states: the managers-only guard, loading, the error catalogue's messages with
// Try Again, and Refresh keeping the figures on screen.
import { screen, within } from '@testing-library/react';
import { useSessionStore } from 'shared-auth';
import type { Role } from 'shared-domain';
import { makeOverview, makeStaffUser, makeUser } from 'shared-domain/factory';
import { UNREACHABLE_API_URL, renderRoute, setupFakeApi, signIn } from 'test-support';
import Overview from '../exposes/Overview';
import manifest from '../routes.json';

jest.mock('react-chartjs-2', () => jest.requireActual('./support/overview-fixtures').chartsMock);

const OVERVIEW_PATH = '/api/overview/';
const api = setupFakeApi();

function totalStudents() {
  return within(screen.getByRole('region', { name: 'Total Students' })).getByRole('definition')
    .textContent;
}

describe('who sees the Overview', () => {
  it.each(['account_manager', 'operations_manager'] as const)('shows it to %s', async (role) => {
    api.on('GET', OVERVIEW_PATH, { status: 200, body: makeOverview() });
    signIn(makeUser(role));
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    expect(await screen.findByRole('region', { name: 'Total Students' })).toBeVisible();
  });

  it.each<Role>(['supervisor', 'instructor', 'student'])(
    'denies the %s role without calling the API',
    async (role) => {
      signIn(makeUser(role));
      await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

      expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
      expect(api.requests).toHaveLength(0);
    },
  );

  it('waits for the session with the guard spinner', async () => {
    useSessionStore.setState({ status: 'loading', user: null, token: null, error: null });
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    expect(screen.getByText('Loading...')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a signed-out visitor to log in', async () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
    const view = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    expect(screen.getByText('Log-in screen')).toBeVisible();
    expect(view.location()).toBe('/login');
  });
});

describe('loading and errors', () => {
  it('shows a loading state until the figures arrive', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', OVERVIEW_PATH, async () => {
      await answered;
      return { status: 200, body: makeOverview() };
    });
    signIn(makeStaffUser());
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    expect(await screen.findByText('Loading overview...')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Total Students' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Total Students' })).toBeVisible();
    expect(screen.queryByText('Loading overview...')).not.toBeInTheDocument();
  });

  it.each([
    [403, 'Access denied. You do not have permission for this action.'],
    [404, 'Resource not found. It may have been deleted.'],
    [500, 'Server error occurred while loading the overview. Please try again later.'],
    [418, 'Error loading the overview: Overview is resting.'],
  ])('answers %i with "%s" and a Try Again button', async (status, message) => {
    api.on('GET', OVERVIEW_PATH, { status, body: { detail: 'Overview is resting.' } });
    signIn(makeStaffUser());
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unable to load the overview' }),
    ).toBeVisible();
    expect(within(alert).getByText(message)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('answers a 401 that no refresh can cure with the session-expired message', async () => {
    api.on('GET', OVERVIEW_PATH, { status: 401, body: { code: 'token_not_valid' } });
    api.on('POST', '/auth/refresh/', { status: 401, body: { detail: 'No refresh token.' } });
    signIn(makeStaffUser());
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    expect(await screen.findByText('Your session has expired. Please login again.')).toBeVisible();
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
  });

  it('reports an unreachable server as a connection problem', async () => {
    signIn(makeStaffUser());
    await renderRoute(manifest, 'overview', <Overview />, { apiUrl: UNREACHABLE_API_URL });

    expect(
      await screen.findByText(
        'Unable to connect to server. Please check your internet connection.',
      ),
    ).toBeVisible();
  });

  it('fetches again on Try Again and shows the figures once they load', async () => {
    let failures = 1;
    api.on('GET', OVERVIEW_PATH, () =>
      failures-- > 0
        ? { status: 500, body: { detail: 'Server error.' } }
        : { status: 200, body: makeOverview() },
    );
    signIn(makeStaffUser());
    const { user } = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });

    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('region', { name: 'Total Students' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET', OVERVIEW_PATH)).toHaveLength(2);
  });
});

describe('Refresh', () => {
  it('fetches the figures again and shows the new ones', async () => {
    let students = 1284;
    api.on('GET', OVERVIEW_PATH, () => ({
      status: 200,
      body: makeOverview({ total_students: students }),
    }));
    signIn(makeStaffUser());
    const { user } = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });
    await screen.findByRole('region', { name: 'Total Students' });
    expect(totalStudents()).toBe('1,284');

    students = 1290;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await screen.findByText('1,290');
    expect(api.calls('GET', OVERVIEW_PATH)).toHaveLength(2);
  });

  it('keeps the last figures and shows a banner when a refresh fails', async () => {
    let failing = false;
    api.on('GET', OVERVIEW_PATH, () =>
      failing ? { status: 503 } : { status: 200, body: makeOverview() },
    );
    signIn(makeStaffUser());
    const { user } = await renderRoute(manifest, 'overview', <Overview />, { apiUrl: api.url });
    await screen.findByRole('region', { name: 'Total Students' });

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Unable to refresh the overview');
    expect(banner).toHaveTextContent(
      'Server error occurred while loading the overview. Please try again later.',
    );
    expect(totalStudents()).toBe('1,284');
  });
});
