// The signed-in side of the shell, a chunk of its own (remote-routes.tsx says when it is fetched):
// this tab's previews, the registration of the remotes, their route manifests, the code that
// loads their screens (RemoteRoute, the home page, the header links' prefetch), and the page's one
// data cache: TanStack Query (`@tanstack/react-query` and `shared-ui/data`, shared keys the
// runtime fetches with this chunk), its QueryClient and the provider every signed-in route renders
// in. A visitor's log-in page, which shows without this chunk, so loads no TanStack Query.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import type { Role } from 'shared-domain';
import { createQueryClient, useClearCacheOnSignOut } from 'shared-ui/data';
import { previewState, startPreviews } from '../../federation/previews';
import { LazyPage, pageChunk } from '../../app/LazyPage';
import {
  loadRouteModule,
  onReleaseChange,
  pageShown,
  readRouteManifest,
  refreshRemotes,
  registerRemoteManifests,
} from '../../federation/remotes';
import {
  combineRoutes,
  loadRemoteRoutes,
  parseRouteManifest,
  rememberRouteManifest,
  type RemoteRouteEntry,
} from '../../federation/route-manifest';
import { HomePage } from '../home/HomePage';
import { RemoteRoute } from './RemoteRoute';
import type { RemoteShell, RouteTable } from './remote-routes';
import { rememberFirstScreens, startFirstScreen, takeEarlyManifest } from './first-screen';
import { startRouteData } from './route-data';

// The previews' banner: a chunk of its own, fetched only by a tab that previews a remote.
const previewBanner = pageChunk(
  undefined,
  () => import('../remote-versions/PreviewBanner'),
  (module) => module.PreviewBanner,
);

function PreviewBanner() {
  const { active, refused } = previewState();
  return active.length || refused.length ? <LazyPage chunk={previewBanner} /> : null;
}

/**
 * The route table over the routes read at start: when a read of remotes.json finds a remote's
 * release changed, that release's route manifest replaces the remote's routes (its new screens and
 * links show without a reload; a manifest that cannot be read leaves them as they were).
 */
function routeTable(initial: readonly RemoteRouteEntry[]): RouteTable {
  // By remote, in remotes.json's order (a remote that had no routes comes last).
  const perRemote = new Map<string, readonly RemoteRouteEntry[]>();
  for (const route of initial)
    perRemote.set(route.remote, [...(perRemote.get(route.remote) ?? []), route]);
  let routes = initial;
  const listeners = new Set<() => void>();
  // The latest read of each remote's manifest wins over an earlier one answering late.
  const latest = new Map<string, string>();
  onReleaseChange((remote, entry) => {
    latest.set(remote, entry);
    readRouteManifest(entry)
      .then((manifest) => {
        const entries = parseRouteManifest(remote, manifest);
        if (latest.get(remote) !== entry || !entries) return;
        rememberRouteManifest(remote, manifest);
        perRemote.set(remote, entries);
        routes = combineRoutes(
          [...perRemote].map(([name, list]) => ({ remote: name, entries: list })),
        );
        for (const listener of listeners) listener();
      })
      .catch((error: unknown) => console.warn(`Route manifest of "${remote}" unavailable`, error));
  });
  return {
    current: () => routes,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The shell's remotes' side over routes already read (start-up below; the tests' own), with the
 * page's one QueryClient.
 */
export function remoteShellOf(
  routes: readonly RemoteRouteEntry[],
  queryClient: QueryClient,
): RemoteShell {
  const prefetchRoute = (
    route: RemoteRouteEntry,
    user: { id: number; role: Role } | null,
  ): void => {
    if (!user || !route.roles.includes(user.role)) return;
    // The visit starts here: remotes.json first, so that nothing of a replaced release is loaded.
    void refreshRemotes().then(() => {
      void startRouteData(route, queryClient, {
        params: {},
        user: { id: user.id, role: user.role },
      });
      loadRouteModule(route).catch(() => {
        // Shown, with Retry, if the route is opened while its remote is still down.
      });
    });
  };
  // Empties the cache when the signed-in user goes or changes, for the rest of the page's life.
  function DataCache() {
    useClearCacheOnSignOut(queryClient);
    return null;
  }
  // The signed-in routes, in the cache's provider.
  function DataRoutes() {
    return (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    );
  }
  return {
    routes: routeTable(routes),
    queryClient,
    DataCache,
    DataRoutes,
    HomePage,
    RemoteRoute,
    PreviewBanner,
    refresh: () => void refreshRemotes(),
    firstScreenShown: pageShown,
    prefetchRoute,
  };
}

/**
 * Takes this tab's previews (?remote:NAME=URL) in place of the remotes they name, registers the
 * remotes, and reads their route manifests (at most 4 s each, with their fall-backs); makes the
 * page's one QueryClient (start-up keeps the one shell it gets: RemoteRoutesProvider).
 */
export async function startRemoteShell(remotes: Record<string, string>): Promise<RemoteShell> {
  takeEarlyManifest();
  const withPreviews = await startPreviews(remotes);
  registerRemoteManifests(withPreviews);
  const queryClient = createQueryClient();
  // Beside /api/me and the live manifests, from what this browser remembers (first-screen.ts).
  startFirstScreen(withPreviews, queryClient);
  const { routes } = await loadRemoteRoutes(withPreviews);
  rememberFirstScreens(routes, remotes);
  return remoteShellOf(routes, queryClient);
}
