// The dashboard's states (spec sections 2 and 8): loading, access denied, error, no profile, loaded.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { makeDashboardProfile, makeUser } from 'shared-domain/factory';
import {
  TOKEN,
  UNREACHABLE_API_URL,
  renderRoute,
  renderScreen,
  setupFakeApi,
  signIn,
} from 'test-support';
import Dashboard from '../exposes/Dashboard';
import manifest from '../routes.json';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard';

const STUDENT_ID = makeUser('student').id;

const PROFILE_PATH = `/api/student-profiles/${STUDENT_ID}/`;

const api = setupFakeApi();

// The financial card's payments: none here, so every alert a test finds is the profile's.
beforeEach(() =>
  api.on('GET', `${PROFILE_PATH}ledger/`, {
    status: 200,
    body: {
      student_id: STUDENT_ID,
      currency: 'USD',
      totals: { charged_minor: 0, paid_minor: 0, outstanding_minor: 0 },
      entries: [],
    },
  }),
);

describe('the student dashboard route', () => {
  it('asks for the signed-in student own profile with the bearer token, then shows it', async () => {
    api.on('GET', PROFILE_PATH, { status: 200, body: makeDashboardProfile() });
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(1);
    expect(api.calls('GET', PROFILE_PATH)[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says Welcome on the first visit and Welcome back on the next', async () => {
    api.on('GET', PROFILE_PATH, { status: 200, body: makeDashboardProfile() });
    signIn(makeUser('student'));
    const view = await renderScreen(<Dashboard />, { apiUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
    view.unmount();

    await renderScreen(<Dashboard />, { apiUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sara' })).toBeVisible();
  });

  it('carries the product prefix in the page title', async () => {
    api.on('GET', PROFILE_PATH, { status: 200, body: makeDashboardProfile() });
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    await screen.findByRole('heading', { name: 'Welcome, Sara' });
    expect(document.title).toBe('LinguaDesk | Student dashboard');
  });

  it('shows a loading state until the profile arrives', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', PROFILE_PATH, async () => {
      await answered;
      return { status: 200, body: makeDashboardProfile() };
    });
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    expect(await screen.findByText('Loading your dashboard...')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByText('Loading your dashboard...')).not.toBeInTheDocument();
  });

  it('waits for the session with the guard spinner', async () => {
    useSessionStore.setState({ status: 'loading', user: null, token: null, error: null });
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    expect(screen.getByText('Loading...')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it.each(['instructor', 'supervisor', 'account_manager', 'operations_manager'] as const)(
    'denies access to the %s role without calling the API',
    async (role) => {
      signIn(makeUser(role, { id: 3 }));
      await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

      expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
      expect(api.requests).toHaveLength(0);
    },
  );

  it('sends a signed-out visitor to log in', async () => {
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null, error: null });
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    expect(screen.getByText('Log-in screen')).toBeVisible();
  });

  it('shows "Student profile not found" when the answer holds no profile', async () => {
    api.on('GET', PROFILE_PATH, { status: 200, body: null });
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    expect(await screen.findByRole('heading', { name: 'Student profile not found' })).toBeVisible();
    // Fetching the same empty answer again would not help.
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});

describe('errors (spec section 8, student dashboard)', () => {
  it.each([
    [403, 'Access Denied', 'Access denied. You do not have permission to view this profile.'],
    [
      404,
      'Student profile not found',
      'Student profile not found. Please contact support to set up your profile.',
    ],
  ])(
    'answers %i with its own state, "%s", and no pointless Try Again',
    async (status, title, message) => {
      api.on('GET', PROFILE_PATH, { status, body: { detail: 'Server detail' } });
      signIn(makeUser('student'));
      await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: api.url });

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: title })).toBeVisible();
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent('Unable to load your dashboard');
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    },
  );

  it.each([
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('answers %i with "%s" and a Try Again button', async (status, message) => {
    api.on('GET', PROFILE_PATH, { status, body: { detail: 'Server detail' } });
    signIn(makeUser('student'));
    await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: api.url });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your dashboard');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('answers a 401 that no refresh can cure with the session-expired message', async () => {
    api.on('GET', PROFILE_PATH, {
      status: 401,
      body: { detail: 'Token expired', code: 'token_not_valid' },
    });
    api.on('POST', '/auth/refresh/', { status: 401, body: { detail: 'No refresh token.' } });
    signIn(makeUser('student'));
    await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: api.url });

    expect(await screen.findByText('Your session has expired. Please login again.')).toBeVisible();
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
  });

  it('shows the server message for another status, else the fallback', async () => {
    api.on('GET', PROFILE_PATH, { status: 409, body: { detail: 'Profile is being migrated.' } });
    signIn(makeUser('student'));
    const view = await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: api.url });
    expect(await screen.findByText('Profile is being migrated.')).toBeVisible();
    view.unmount();

    api.on('GET', PROFILE_PATH, { status: 409 });
    await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: api.url });
    expect(await screen.findByText('Failed to load student profile')).toBeVisible();
  });

  it('reports an unreachable server as a connection problem', async () => {
    signIn(makeUser('student'));
    await renderScreen(<StudentDashboard userId={STUDENT_ID} />, { apiUrl: UNREACHABLE_API_URL });

    expect(
      await screen.findByText(
        'Unable to connect to server. Please check your internet connection.',
      ),
    ).toBeVisible();
  });

  it('fetches the profile again on Try Again and shows it once it loads', async () => {
    let failures = 1;
    api.on('GET', PROFILE_PATH, () =>
      failures-- > 0
        ? { status: 500, body: { detail: 'Server error.' } }
        : { status: 200, body: makeDashboardProfile() },
    );
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });

    await screen.findByText('Server error. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Sara' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET', PROFILE_PATH)).toHaveLength(2);
  });

  it('loads the new student after the signed-in user changes', async () => {
    api.on('GET', PROFILE_PATH, { status: 200, body: makeDashboardProfile() });
    api.on('GET', '/api/student-profiles/15/', {
      status: 200,
      body: makeDashboardProfile({
        id: 15,
        user: {
          ...makeDashboardProfile().user,
          id: 15,
          first_name: 'Youssef',
          full_name: 'Youssef Adel',
        },
      }),
    });
    signIn(makeUser('student'));
    await renderRoute(manifest, 'studentDashboard', <Dashboard />, { apiUrl: api.url });
    await screen.findByRole('heading', { name: 'Welcome, Sara' });

    act(() =>
      signIn(makeUser('student', { id: 15, first_name: 'Youssef', full_name: 'Youssef Adel' })),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome, Youssef' })).toBeVisible();
  });
});
