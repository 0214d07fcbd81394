// Which header links a visitor or a signed-in role sees (spec section 2, Header navigation): the
// shell's Home first and Profile last, between them the links of the remotes' route manifests.
import type { Role } from 'shared-domain';
import { paths } from '../../config/paths';
import { navLabelOf, type RemoteRouteEntry } from '../../federation/route-entry';
import { homeRouteFor, navRoutesFor } from '../../features/remotes/remote-routes';
import { LINK_TEXT } from '../../app/i18n';

export interface NavLink {
  label: string;
  to: string;
  /** The remote route the link opens, if any. */
  route?: RemoteRouteEntry;
}

export function navLinksFor(role: Role | null, routes: readonly RemoteRouteEntry[]): NavLink[] {
  if (!role) {
    return [
      { label: LINK_TEXT.login, to: paths.login },
      { label: LINK_TEXT.signup, to: paths.signup },
    ];
  }
  return [
    { label: LINK_TEXT.home, to: paths.home, route: homeRouteFor(routes, role) },
    ...navRoutesFor(routes, role).map((route) => ({
      label: navLabelOf(route),
      to: route.path,
      route,
    })),
    { label: LINK_TEXT.profile, to: paths.profile },
  ];
}
