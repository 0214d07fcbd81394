// A route whose screen lives in a remote (an entry of its route manifest): loaded at run time inside
// the Retry boundary, so a remote that is down costs only its own route.
import { useCallback } from 'react';
import { RemoteBoundary, usePageTitle } from 'shared-ui';
import { loadRouteModule } from '../../federation/remotes';
import type { RemoteRouteEntry } from '../../federation/route-manifest';

export function RemoteRoute({ route }: { route: RemoteRouteEntry }) {
  // A title even while the remote loads or is down; the remote's screen may set a finer one.
  usePageTitle(route.title);
  const load = useCallback(() => loadRouteModule(route), [route]);
  return <RemoteBoundary key={`${route.remote}:${route.id}`} label={route.title} load={load} />;
}
