// The first screen of a returning user's page, started beside /api/me rather than after it: the
// route this browser remembers for the address (its last route manifests) and the user the stored
// access token names give the screen's first query and code, which then wait in the page's cache.
// The route's first request (its manifest's `request`) leaves at once, beside the remote's code,
// and the prefetch that makes it takes its answer (shared-ui/data's startEarlyGet). A guess only: the
// API decides on every request, and a wrong one costs that request.
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { startEarlyGet } from 'shared-ui/data';
import { ROLES, type Role } from 'shared-domain';
import { loadRouteModule } from '../../federation/remotes';
import { fetchFresh, readManifest, takeManifest } from '../../federation/retry-plugin';
import { rememberedRoutes, routeAt, type RemoteRouteEntry } from '../../federation/route-manifest';
import { startRouteData } from './route-data';

/** Who the stored access token says is signed in (its `sub` and `role`), read without checking it. */
export function storedSessionUser(): { id: number; role: Role } | null {
  try {
    const payload = window.localStorage.getItem(TOKEN_STORAGE_KEY)?.split('.')[1];
    if (!payload) return null;
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    if (!claims || typeof claims !== 'object') return null;
    const { sub, role } = claims as { sub?: unknown; role?: unknown };
    const id = typeof sub === 'string' && /^[1-9]\d*$/.test(sub) ? Number(sub) : NaN;
    if (!Number.isSafeInteger(id) || !ROLES.includes(role as Role)) return null;
    return { id, role: role as Role };
  } catch {
    return null;
  }
}

/**
 * Starts the data and the code of the screen at `pathname` for the stored session's user, when
 * this browser remembers which remote route serves it. Returns the route started, or null.
 */
export function startFirstScreen(
  remotes: Record<string, string>,
  queryClient: QueryClient,
  pathname = window.location.pathname,
): string | null {
  const user = storedSessionUser();
  if (!user) return null;
  const found = routeAt(rememberedRoutes(remotes), pathname, user.role);
  if (!found) return null;
  if (found.route.request) startEarlyGet(found.route.request, found.params, user.id);
  void startRouteData(found.route, queryClient, { params: found.params, user });
  loadRouteModule(found.route).catch(() => {
    // The route's own load asks again, and shows Retry if the remote is down.
  });
  return found.route.id;
}

/**
 * Where the page's inline script finds, before any of the page's scripts, the manifest its first
 * screen's remote has (host/first-page.cjs names it too): it fetches that manifest with the
 * document, and the shell takes the answer (takeEarlyManifest).
 */
export const FIRST_SCREENS_KEY = 'linguadesk.firstScreens';

declare global {
  interface Window {
    /** The first screen's remote manifest, fetched by the page's inline script. */
    __linguadeskEarlyManifest?: { url: string; answer: Promise<Response> };
  }
}

/**
 * Takes the manifest the page's inline script fetched as the page's read of it, once; one that
 * failed is fetched again.
 */
export function takeEarlyManifest(): void {
  const early = window.__linguadeskEarlyManifest;
  if (!early) return;
  window.__linguadeskEarlyManifest = undefined;
  const { url, answer } = early;
  takeManifest(
    url,
    answer.then(readManifest(url)).catch(() => fetchFresh(url)),
  );
}

/**
 * Keeps each remote route's path, roles and remote's manifest address (remotes.json's, not a
 * preview's), in the route table's order: the page's inline script picks the first its address
 * and the stored token's role match.
 */
export function rememberFirstScreens(
  routes: readonly RemoteRouteEntry[],
  remotes: Record<string, string>,
): void {
  const screens = routes
    .filter((route) => remotes[route.remote])
    .map((route) => ({ path: route.path, roles: route.roles, manifest: remotes[route.remote] }));
  try {
    window.localStorage.setItem(FIRST_SCREENS_KEY, JSON.stringify(screens));
  } catch {
    // No storage: the next page fetches its manifest once its scripts run, as without it.
  }
}
