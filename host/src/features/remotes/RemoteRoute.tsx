// A route whose screen lives in a remote (an entry of its route manifest): loaded at run time inside
// the Retry boundary, so a remote that is down costs only its own route. Its first data starts
// together with its code (route-data.ts).
import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from 'shared-auth';
import { RemoteBoundary, usePageTitle } from 'shared-ui';
import { loadRouteModule, type RouteContext } from '../../federation/remotes';
import type { RemoteRouteEntry } from '../../federation/route-manifest';
import { startRouteData } from './route-data';

export function RemoteRoute({ route }: { route: RemoteRouteEntry }) {
  // A title even while the remote loads or is down; the remote's screen may set a finer one.
  usePageTitle(route.title);
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const params = useParams();
  const context: RouteContext | null = user ? { params, user } : null;
  // The load reads the latest parameters without changing with them: once the screen is there, it
  // follows a new group id itself, with no new load (and no spinner).
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const load = useCallback(() => {
    if (contextRef.current) void startRouteData(route, queryClient, contextRef.current);
    return loadRouteModule(route);
  }, [route, queryClient]);
  return <RemoteBoundary key={`${route.remote}:${route.id}`} label={route.title} load={load} />;
}
