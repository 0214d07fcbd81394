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

type RouteModule = Awaited<ReturnType<typeof loadRouteModule>>;

/**
 * The route modules this page has loaded, by route (kept with the page's one QueryClient, so a
 * test's fresh client starts with none). A revisit gets its module as an already-settled
 * thenable, which React.lazy reads at once: the screen shows with its cached data in the same
 * render, with no loading spinner in between.
 */
const loadedModules = new WeakMap<object, Map<string, RouteModule>>();

function settled(module: RouteModule): Promise<RouteModule> {
  const thenable = { then: (resolve: (value: RouteModule) => unknown) => resolve(module) };
  return thenable as unknown as Promise<RouteModule>;
}

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
    let modules = loadedModules.get(queryClient);
    if (!modules) loadedModules.set(queryClient, (modules = new Map()));
    const key = `${route.remote}:${route.id}`;
    const known = modules.get(key);
    // The screen refreshes its own data when it is stale; nothing to start here.
    if (known) return settled(known);
    if (contextRef.current) void startRouteData(route, queryClient, contextRef.current);
    return loadRouteModule(route).then((module) => {
      modules.set(key, module);
      return module;
    });
  }, [route, queryClient]);
  return <RemoteBoundary key={`${route.remote}:${route.id}`} label={route.title} load={load} />;
}
