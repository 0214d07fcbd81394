// The remotes' routes of this deployment (read from their route manifests at start) for the route
// table, the header and the home page.
import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from 'shared-domain';
import type { RemoteRouteEntry } from '../../federation/route-manifest';

const RemoteRoutesContext = createContext<readonly RemoteRouteEntry[]>([]);

export function RemoteRoutesProvider({
  routes,
  children,
}: {
  routes: readonly RemoteRouteEntry[];
  children: ReactNode;
}) {
  return <RemoteRoutesContext.Provider value={routes}>{children}</RemoteRoutesContext.Provider>;
}

export function useRemoteRoutes(): readonly RemoteRouteEntry[] {
  return useContext(RemoteRoutesContext);
}

/** The routes with a header link for this role, in their manifests' order. */
export function navRoutesFor(
  routes: readonly RemoteRouteEntry[],
  role: Role,
): (RemoteRouteEntry & { nav: NonNullable<RemoteRouteEntry['nav']> })[] {
  return routes
    .filter((route): route is RemoteRouteEntry & { nav: NonNullable<RemoteRouteEntry['nav']> } =>
      Boolean(route.nav?.roles.includes(role)),
    )
    .sort((a, b) => a.nav.order - b.nav.order);
}

/** The remote screen of / for this role, if a remote offers one. */
export function homeRouteFor(
  routes: readonly RemoteRouteEntry[],
  role: Role,
): RemoteRouteEntry | undefined {
  return routes.find((route) => route.path === '/' && route.roles.includes(role));
}
