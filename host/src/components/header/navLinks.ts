// Which header links a visitor or a signed-in role sees (spec section 2, Header navigation): the
// shell's Home first and Profile last, between them the links of the remotes' route manifests.
import type { Role } from 'shared-domain';
import { paths } from '../../config/paths';
import type { RemoteRouteEntry } from '../../federation/route-manifest';
import { homeRouteFor, navRoutesFor } from '../../features/remotes/remote-routes';

export interface NavLink {
  label: string;
  to: string;
  /** The remote route the link opens, if any. */
  route?: RemoteRouteEntry;
}

export function navLinksFor(role: Role | null, routes: readonly RemoteRouteEntry[]): NavLink[] {
  if (!role) {
    return [
      { label: 'Log In', to: paths.login },
      { label: 'Sign Up', to: paths.signup },
    ];
  }
  return [
    { label: 'Home', to: paths.home, route: homeRouteFor(routes, role) },
    ...navRoutesFor(routes, role).map((route) => ({
      label: route.nav.label,
      to: route.path,
      route,
    })),
    { label: 'Profile', to: paths.profile },
  ];
}
