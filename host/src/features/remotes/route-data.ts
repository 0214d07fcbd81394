// Code and data in parallel: opening a remote route loads its screen's code and, at the same time,
// its remote's small prefetch module, which starts the screen's first query in the page's cache;
// hovering or focusing a header link does both ahead of the click (remote-shell.tsx). The screen
// then finds its data in the cache, or already on its way (TanStack Query shares the request in
// flight).
import type { QueryClient } from '@tanstack/react-query';
import { loadRoutePrefetch, type RouteContext } from '../../federation/remotes';
import type { RemoteRouteEntry } from '../../federation/route-manifest';

/**
 * Starts the route's first query. Never fails: a remote that is down shows its Retry panel through
 * the route's own load, and a failed query is the screen's to show.
 */
export async function startRouteData(
  route: RemoteRouteEntry,
  queryClient: QueryClient,
  context: RouteContext,
): Promise<void> {
  try {
    const prefetch = await loadRoutePrefetch(route);
    await prefetch?.(queryClient, context);
  } catch (error) {
    console.warn(`Could not prefetch ${route.title}`, error);
  }
}
