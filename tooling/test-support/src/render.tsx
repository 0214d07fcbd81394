// Renders a screen the way the host does: the suite's provider and a router at `path` (matched by
// `route`, so `useParams` works), with the session signed in and the API client pointed at the
// fake API. Resolves once mounted: the toaster's zag machine starts in a microtask after mounting
// and updates state then, which must happen inside act() before the test looks at the screen.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY, configureApi, disposeSession, useSessionStore } from 'shared-auth';
import type { User } from 'shared-domain';
import { RoutePage, UiProvider, toaster } from 'shared-ui';
import { createQueryClient, useClearCacheOnSignOut } from 'shared-ui/data';
import { manifestRoute, type StandaloneRouteManifest } from 'shared-ui/standalone';
import type { FakeApi } from './fake-api';
import { fakeApiPerTest } from './fake-api-per-test';

/** The access token signIn stores; requests carry it as `Bearer ${TOKEN}`. */
export const TOKEN = 'test-access-token';

export function signIn(user: User): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  useSessionStore.setState({ status: 'authenticated', user, token: TOKEN, error: null });
}

export interface RenderScreenOptions {
  apiUrl: string;
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern the screen is mounted on. */
  route?: string;
  /** The data cache to render with (a fresh one by default), e.g. one a test has filled. */
  queryClient?: QueryClient;
}

/** The page's data cache as the host provides it, emptied on sign-out as there. */
export function TestQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  useClearCacheOnSignOut(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The host's cache settings, minus the retry of a failed read: tests say what each call answers. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

export async function renderScreen(
  ui: ReactElement,
  { apiUrl, path = '/', route = path, queryClient = createTestQueryClient() }: RenderScreenOptions,
) {
  configureApi({ baseUrl: apiUrl });
  let location = path;
  let search = '';
  function LocationProbe() {
    const current = useLocation();
    location = current.pathname;
    search = current.search;
    return null;
  }
  const user = userEvent.setup({ delay: null });
  const view = render(
    <TestQueryProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={route} element={ui} />
            <Route path="/login" element={<p>Log-in screen</p>} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </TestQueryProvider>,
  );
  // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes the start-up microtask of Chakra's zag machines inside act(), as said above; without it React reports updates outside act()
  await act(async () => {});
  return { ...view, user, queryClient, location: () => location, search: () => search };
}

/**
 * Renders a screen on its route of the remote's manifest (src/routes.json) as the host mounts it:
 * at the route's path, behind its roles' guard, titled by it. `path` is the address opened (the
 * route's path by default; give one for a path with parameters).
 */
export async function renderRoute(
  manifest: StandaloneRouteManifest,
  id: string,
  ui: ReactElement,
  options: Omit<RenderScreenOptions, 'route'>,
) {
  const route = manifestRoute(manifest, id);
  return renderScreen(<RoutePage route={route}>{ui}</RoutePage>, {
    path: route.path,
    ...options,
    route: route.path,
  });
}

/** What a test leaves behind that would leak into the next one of its file. */
export function resetScreenState(): void {
  disposeSession();
  window.localStorage.clear();
  // The toast store is a module singleton that outlives each render: a toast of one test would
  // show in the next, or hold back (same text, or a full queue) the next test's toast.
  act(() => toaster.remove());
}

/**
 * A fresh fake API per test of the calling file; afterwards the session is ended, storage cleared
 * and every toast removed. Call at the top of the file.
 */
export function setupFakeApi(): FakeApi {
  return fakeApiPerTest(resetScreenState);
}
