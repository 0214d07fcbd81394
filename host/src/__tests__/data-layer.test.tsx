// TanStack Query comes with the signed-in side of the shell: a visitor's log-in page shows without
// it, a page that needs it from the start fetches it beside config.json, and a signed-in route
// never renders without its provider.
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { loginPageLikelyFirst, remotesNeededFirst } from '../app/first-page';
import type { RemoteShell } from '../features/remotes/remote-routes';
import type { RemoteRouteEntry } from '../federation/route-manifest';
import { makeUser } from '../test/users';
import { renderApp, setupApiServer, signedInShell } from '../test/renderApp';
import { packagesLoadedWith } from '../../../tooling/test-support/src/static-imports';

// TanStack Query as it is, noting when a module of the page first imports it (in the browser, the
// moment its shared chunk is fetched).
jest.mock('@tanstack/react-query', () => {
  (globalThis as { tanstackQueryLoaded?: boolean }).tanstackQueryLoaded = true;
  return jest.requireActual('@tanstack/react-query');
});
const tanstackQueryLoaded = () =>
  (globalThis as { tanstackQueryLoaded?: boolean }).tanstackQueryLoaded === true;

const api = setupApiServer();

/** A load of the signed-in side that the test settles. */
function heldLoad() {
  let settle = () => {};
  const load = jest.fn(
    (routes: readonly RemoteRouteEntry[]) =>
      new Promise<RemoteShell>((resolve) => {
        settle = () => resolve(signedInShell(routes));
      }),
  );
  return { load, settle: () => settle() };
}

function signInAs(role: Parameters<typeof makeUser>[0]) {
  const signedIn = makeUser(role);
  api.current.on('POST', '/auth/login/', () => {
    api.current.signIn(signedIn);
    return { status: 200, body: { access: 'jwt' } };
  });
}

async function submitLogin(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'ops@linguadesk.test');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

// First in this file: the module registry keeps TanStack Query once a test has loaded it.
it("shows a visitor's log-in page, header and all, without loading TanStack Query, and loads it once the page has shown", async () => {
  const { load, settle } = heldLoad();
  const { user } = await renderApp(api.current, { route: '/login', loadRemotes: load });
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  // The visitor can use the page (a field's rule) with no data cache in the page.
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
  await user.tab();
  expect(
    await screen.findByText('Password must be at least 6 characters long'),
  ).toBeInTheDocument();
  expect(tanstackQueryLoaded()).toBe(false);

  // Asked for once the page has shown, so that a sign-in rarely waits for it.
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await act(async () => settle());
  expect(tanstackQueryLoaded()).toBe(true);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('abc');
});

it('takes a visitor who signs in before it arrives to the loading state, then home in its provider', async () => {
  const { load, settle } = heldLoad();
  signInAs('operations_manager');
  const { user, location } = await renderApp(api.current, { route: '/login', loadRemotes: load });
  await submitLogin(user);
  await waitFor(() => expect(location()).toBe('/'));
  // The signed-in header draws without it; the page's place shows the loading state, no crash.
  // jsdom applies no media query, so the bar's breakpoint leaves it hidden here.
  expect(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Logout', hidden: true }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

  await act(async () => settle());
  // The remote's screen reads the page's cache (useQueryClient): it is there.
  expect(await screen.findByText('Remote screen: overview')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  // The shell's own data screen too.
  await user.click(
    within(screen.getByLabelText('Main')).getByRole('link', { name: 'Profile', hidden: true }),
  );
  expect(await screen.findByRole('heading', { name: 'Mona Fathy' })).toBeInTheDocument();
});

describe('what start-up fetches beside config.json (app/first-page.ts)', () => {
  const at = (path: string) => new URL(path, 'http://localhost') as unknown as Location;

  it("fetches the signed-in side (and TanStack Query) for a stored session, a signed-in route or a preview, not for a visitor's page", () => {
    for (const path of ['/login', '/signup', '/auth/verify-email/abc', '/auth/forgot-password'])
      expect({ path, needed: remotesNeededFirst(at(path)) }).toEqual({ path, needed: false });
    for (const path of ['/', '/groups', '/profile', '/nowhere'])
      expect({ path, needed: remotesNeededFirst(at(path)) }).toEqual({ path, needed: true });
    expect(remotesNeededFirst(at('/login?remote:people=http://localhost:3101/mf.json'))).toBe(true);

    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(remotesNeededFirst(at('/login'))).toBe(true);
    expect(remotesNeededFirst(at('/signup'))).toBe(true);
  });

  it('fetches the log-in page on /login, and on any page without a stored session', () => {
    expect(loginPageLikelyFirst(at('/login'))).toBe(true);
    expect(loginPageLikelyFirst(at('/groups'))).toBe(true);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(loginPageLikelyFirst(at('/groups'))).toBe(false);
    expect(loginPageLikelyFirst(at('/login'))).toBe(true);
  });
});

it('with a stored session, renders /login with the signed-in side from the start: home, in its provider', async () => {
  const { location } = await renderApp(api.current, {
    route: '/login',
    user: makeUser('operations_manager'),
  });
  expect(remotesNeededFirst(new URL('http://localhost/login') as unknown as Location)).toBe(true);
  await waitFor(() => expect(location()).toBe('/'));
  expect(await screen.findByText('Remote screen: overview')).toBeInTheDocument();
});

it("empties the page's cache when the user logs out, as the page goes to /login", async () => {
  const { shell, user, location } = await renderApp(api.current, {
    route: '/profile',
    user: makeUser('operations_manager'),
  });
  expect(await screen.findByRole('heading', { name: 'Mona Fathy' })).toBeInTheDocument();
  const cache = shell!.queryClient.getQueryCache();
  expect(cache.getAll().length).toBeGreaterThan(0);
  await user.click(
    within(screen.getByRole('banner')).getByRole('button', { name: 'Logout', hidden: true }),
  );
  await waitFor(() => expect(location()).toBe('/login'));
  expect(cache.getAll()).toEqual([]);
});

describe("start-up's own code", () => {
  it('imports neither TanStack Query nor `shared-ui/data`: they come with the signed-in chunk', () => {
    const packages = packagesLoadedWith(path.join(__dirname, '..', 'bootstrap.tsx'));
    // The scan reached the shell's start-up code.
    expect([...packages]).toEqual(expect.arrayContaining(['shared-ui', 'shared-auth', 'react']));
    expect([...packages].filter((name) => /^@tanstack\/|^shared-ui\/data$/.test(name))).toEqual([]);
    // The signed-in chunk does import them.
    const shell = packagesLoadedWith(
      path.join(__dirname, '..', 'features', 'remotes', 'remote-shell.tsx'),
    );
    expect([...shell]).toEqual(expect.arrayContaining(['@tanstack/react-query', 'shared-ui/data']));
  });
});
