// Renders the shell the way the browser does (providers, router, routes) at a given address,
// against the test's API server, optionally signed in.
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  TOKEN_STORAGE_KEY,
  configureApi,
  disposeSession,
  initSession,
  useSessionStore,
} from 'shared-auth';
import type { User } from 'shared-domain';
import { toaster } from 'shared-ui';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { remoteState } from './remoteState';
import {
  combineRoutes,
  parseRouteManifest,
  type RemoteRouteEntry,
} from '../federation/route-manifest';
import { RemoteRoutesProvider, type RemoteShell } from '../features/remotes/remote-routes';
import { startApiServer, type ApiServer } from './apiServer';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

// The route manifests of the remotes' sources, as the host's build snapshots them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeSnapshot } = require('../../../tooling/route-manifest.cjs');

/** The remotes' route manifests by name: every remote's own, as a deployment listing all. */
export function remoteManifests(): Record<string, unknown> {
  return routeSnapshot();
}

/**
 * The signed-in side of the shell over `routes`, with a fresh QueryClient that does not retry, as
 * start-up makes it (features/remotes/remote-shell.tsx). Imported when asked for, like the chunk
 * it is in the browser: until then a test's page has no TanStack Query.
 */
export async function signedInShell(routes: readonly RemoteRouteEntry[]): Promise<RemoteShell> {
  const [{ remoteShellOf }, { createQueryClient }] = await Promise.all([
    import('../features/remotes/remote-shell'),
    import('shared-ui/data'),
  ]);
  return remoteShellOf(routes, createQueryClient({ retry: false }));
}

export interface RenderAppOptions {
  route?: string;
  user?: User;
  /** The route manifests the remotes publish (default: the remotes' own, minus unlisted ones). */
  manifests?: Record<string, unknown>;
  /**
   * Renders without the signed-in side of the shell (nor TanStack Query, which comes with it) and
   * fetches it with this, as a visitor's first page does (remote-routes.tsx); `signedInShell(routes)`
   * is what it resolves to.
   */
  loadRemotes?: (routes: readonly RemoteRouteEntry[]) => Promise<RemoteShell>;
}

function routesOf(manifests: Record<string, unknown>) {
  return combineRoutes(
    Object.entries(manifests)
      .filter(([remote]) => !remoteState.isUnlisted(remote))
      .map(([remote, manifest]) => ({
        remote,
        entries: parseRouteManifest(remote, manifest) ?? [],
      })),
  );
}

/** Starts one API server per test file and resets the session and remotes between tests. */
export function setupApiServer(): { current: ApiServer } {
  const holder = {} as { current: ApiServer };
  beforeAll(async () => {
    holder.current = await startApiServer();
  });
  afterEach(() => {
    disposeSession();
    localStorage.clear();
    act(() => toaster.remove());
    remoteState.reset();
    holder.current.reset();
  });
  afterAll(() => holder.current.close());
  return holder;
}

/**
 * Renders and resolves once mounted: Chakra's zag machines (the toaster's, the sign-up tabs')
 * start in a microtask after mounting and update state then, which must happen inside act()
 * before the test looks at the screen.
 */
export async function renderMounted(ui: ReactElement) {
  const view = render(ui);
  // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes the start-up microtask of Chakra's zag machines inside act(), as said above; without it React reports updates outside act()
  await act(async () => {});
  return view;
}

export async function renderApp(
  api: ApiServer,
  { route = '/', user, manifests = remoteManifests(), loadRemotes }: RenderAppOptions = {},
) {
  configureApi({ baseUrl: api.url });
  if (user) {
    api.signIn(user);
    localStorage.setItem(TOKEN_STORAGE_KEY, `token-of-${user.role}`);
  }
  initSession();
  const routes = routesOf(manifests);
  const shell = loadRemotes ? null : await signedInShell(routes);
  const remotes = loadRemotes ? { load: () => loadRemotes(routes) } : { shell };
  const view = await renderMounted(
    <AppProviders>
      <RemoteRoutesProvider {...remotes}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteRoutesProvider>
    </AppProviders>,
  );
  if (user) await waitFor(() => expect(useSessionStore.getState().status).toBe('authenticated'));
  return {
    ...view,
    /** The signed-in side given at start (its `queryClient`: the page's cache), or null. */
    shell,
    user: userEvent.setup({ delay: null }),
    location: () => screen.getByTestId('location').textContent,
  };
}
