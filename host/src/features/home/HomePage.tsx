// / (spec section 2): the remote route of a manifest whose path is / and whose roles include the
// user's (managers get people's Overview, students student's dashboard), else a plain welcome
// (managers while the deployment lists no people remote: nothing is wrong then, so no Retry panel)
// with a button per header link of the user's remotes (Welcome, a chunk of its own). Supervisors and instructors get their day:
// today's groups and their next calls (TeachingHome, a chunk of its own: the other screens of the
// signed-in shell never draw it).
import { useCurrentUser } from 'shared-auth';
import { displayName, roleLabel } from 'shared-domain';
import { RoutePage } from 'shared-ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { LazyPage, pageChunk } from '../../app/LazyPage';
import { homeRouteFor, navRoutesFor, useRemoteRoutes } from '../remotes/remote-routes';

// Untitled here: TeachingHome titles the page itself, as the welcome does.
const teachingHome = pageChunk(
  undefined,
  () => import('./TeachingHome'),
  (module) => module.TeachingHome,
);

// The welcome card, for a role whose remotes offer no home screen: a chunk of its own, with its words.
const welcome = pageChunk(
  undefined,
  () => import('./Welcome'),
  (module) => module.Welcome,
);

export function HomePage() {
  const user = useCurrentUser();
  const routes = useRemoteRoutes();
  if (!user) return null;
  const home = homeRouteFor(routes, user.role);
  // The remote's home screen, titled and guarded by its manifest entry like any other route.
  if (home) {
    return (
      <RoutePage route={home}>
        <RemoteRoute route={home} />
      </RoutePage>
    );
  }
  if (user.role === 'supervisor' || user.role === 'instructor')
    return <LazyPage chunk={teachingHome} props={{ user }} />;
  const links = navRoutesFor(routes, user.role).map((route) => ({
    label: route.nav.label,
    to: route.path,
  }));
  return (
    <LazyPage
      chunk={welcome}
      props={{ name: displayName(user), role: roleLabel(user.role), links }}
    />
  );
}
