import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from 'shared-domain';
import {
  RequireAuth,
  TOKEN_STORAGE_KEY,
  configureApi,
  disposeSession,
  initSession,
  redirectAfterLogin,
  useSessionStore,
} from '../index';
import { type FakeApi, makeUser, startFakeApi } from './support/fake-api';

const STAFF: Role[] = ['operations_manager', 'account_manager', 'supervisor', 'instructor'];

function LoginScreen() {
  const location = useLocation();
  return <p>Login screen; after login go to {redirectAfterLogin(location)}</p>;
}

function renderAt(path: string, guarded: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/students" element={guarded} />
        <Route element={<RequireAuth requireAdmin />}>
          <Route path="/staff" element={<p>Staff List</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

function sessionIs(status: 'loading' | 'unauthenticated'): void;
function sessionIs(status: 'authenticated', role: Role): void;
function sessionIs(status: 'loading' | 'authenticated' | 'unauthenticated', role?: Role): void {
  act(() => {
    useSessionStore.setState({
      status,
      user: role ? makeUser({ role }) : null,
      token: role ? 'token' : null,
      error: null,
    });
  });
}

afterEach(() => disposeSession());

describe('RequireAuth', () => {
  it('shows a Loading... status while the session loads', () => {
    sessionIs('loading');
    renderAt('/students', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Student List')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they came from', () => {
    sessionIs('unauthenticated');
    renderAt('/students?page=2#top', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

    expect(
      screen.getByText('Login screen; after login go to /students?page=2#top'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Student List')).not.toBeInTheDocument();
  });

  it('tells a signed-in user without a permitted role that access is denied', () => {
    sessionIs('authenticated', 'student');
    renderAt('/students', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByText('Student List')).not.toBeInTheDocument();
  });

  it('shows the content to a permitted role', () => {
    sessionIs('authenticated', 'instructor');
    renderAt('/students', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

    expect(screen.getByText('Student List')).toBeInTheDocument();
  });

  it.each<[Role, boolean]>([
    ['operations_manager', true],
    ['account_manager', true],
    ['supervisor', false],
    ['instructor', false],
    ['student', false],
  ])('with requireAdmin lets %s in: %s (as a layout route)', (role, admitted) => {
    sessionIs('authenticated', role);
    renderAt('/staff', <p>unused</p>);

    expect(screen.queryByText('Staff List') !== null).toBe(admitted);
    expect(screen.queryByText('Access Denied') !== null).toBe(!admitted);
  });

  it('uses the loading and denied views the host passes in', () => {
    sessionIs('loading');
    const guarded = (
      <RequireAuth
        roles={STAFF}
        renderLoading={() => <p>Styled loading</p>}
        renderDenied={() => <p>Styled denied</p>}
      >
        Student List
      </RequireAuth>
    );
    const { rerender } = renderAt('/students', guarded);
    expect(screen.getByText('Styled loading')).toBeInTheDocument();

    sessionIs('authenticated', 'student');
    rerender(
      <MemoryRouter initialEntries={['/students']}>
        <Routes>
          <Route path="/students" element={guarded} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Styled denied')).toBeInTheDocument();
  });

  describe('with the real session', () => {
    let api: FakeApi;

    beforeEach(async () => {
      window.localStorage.clear();
      api = await startFakeApi();
      configureApi({ baseUrl: api.url });
    });

    afterEach(() => api.close());

    it('shows Loading... until the stored token has given a user, then the content', async () => {
      api.tokens.set('am-token', makeUser({ role: 'account_manager' }));
      window.localStorage.setItem(TOKEN_STORAGE_KEY, 'am-token');
      initSession();
      renderAt('/students', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      expect(await screen.findByText('Student List')).toBeInTheDocument();
    });

    it('keeps the page with a Retry panel while the user cannot be loaded, not the log-in', async () => {
      api.tokens.set('am-token', makeUser({ role: 'account_manager' }));
      api.meFailure = { status: 502, body: 'Bad Gateway' };
      window.localStorage.setItem(TOKEN_STORAGE_KEY, 'am-token');
      initSession();
      renderAt('/students', <RequireAuth roles={STAFF}>Student List</RequireAuth>);

      const panel = await screen.findByRole('alert');
      expect(panel).toHaveTextContent('Your account could not be loaded');
      expect(panel).toHaveTextContent('Server error. Please try again later.');
      expect(screen.queryByText(/Login screen/)).not.toBeInTheDocument();

      api.meFailure = null;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Student List')).toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('am-token');
    });
  });
});

describe('redirectAfterLogin', () => {
  it.each([
    ['nothing remembered', {}, '/'],
    [
      'a remembered page',
      { state: { from: { pathname: '/groups/4/attendance', search: '' } } },
      '/groups/4/attendance',
    ],
    ['the login page itself', { state: { from: { pathname: '/login' } } }, '/'],
    ['another origin', { state: { from: { pathname: '//evil.example/x' } } }, '/'],
    ['state of another kind', { state: 'from somewhere' }, '/'],
  ])('returns / or the remembered path: %s', (_case, location, expected) => {
    expect(redirectAfterLogin(location)).toBe(expected);
  });
});
