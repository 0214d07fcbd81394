// The remotes' side of the shell, a chunk of its own (remote-routes.tsx says when it is fetched):
// this tab's previews, the registration of the remotes, their route manifests, and the code that
// loads their screens (RemoteRoute, the home page, the header links' prefetch).
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from 'shared-domain';
import { startPreviews } from '../../federation/previews';
import { loadRouteModule, refreshRemotes, registerRemoteManifests } from '../../federation/remotes';
import { loadRemoteRoutes, type RemoteRouteEntry } from '../../federation/route-manifest';
import { HomePage } from '../home/HomePage';
import { PreviewBanner } from '../remote-versions/PreviewBanner';
import { RemoteRoute } from './RemoteRoute';
import type { RemoteShell } from './remote-routes';
import { startRouteData } from './route-data';

function prefetchRoute(
  route: RemoteRouteEntry,
  queryClient: QueryClient,
  user: { id: number; role: Role } | null,
): void {
  if (!user || !route.roles.includes(user.role)) return;
  void startRouteData(route, queryClient, { params: {}, user: { id: user.id, role: user.role } });
  loadRouteModule(route).catch(() => {
    // Shown, with Retry, if the route is opened while its remote is still down.
  });
}

/** The shell's remotes' side over routes already read (start-up below; the tests' own). */
export function remoteShellOf(routes: readonly RemoteRouteEntry[]): RemoteShell {
  return {
    routes,
    HomePage,
    RemoteRoute,
    PreviewBanner,
    refresh: () => void refreshRemotes(),
    prefetchRoute,
  };
}

/**
 * Takes this tab's previews (?remote:NAME=URL) in place of the remotes they name, registers the
 * remotes, and reads their route manifests (at most 4 s each, with their fall-backs).
 */
export async function startRemoteShell(remotes: Record<string, string>): Promise<RemoteShell> {
  const withPreviews = await startPreviews(remotes);
  registerRemoteManifests(withPreviews);
  const { routes } = await loadRemoteRoutes(withPreviews);
  return remoteShellOf(routes);
}
