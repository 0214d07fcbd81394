// A route whose screen lives in a remote (an entry of its route manifest): loaded at run time inside
// the Retry boundary, so a remote that is down costs only its own route. Its first data starts
// together with its code (route-data.ts). Its guard and title are RoutePage's, around it.
//
// Every navigation reads remotes.json again in the background (useRemotesRefresh, remote-routes.tsx), and a remote
// whose address changed is registered anew. Entering a remote whose code is not in the page yet
// reads it first (after the first navigation; start-up has just read it), so that visit loads the
// release deployed; a revisit of a screen already loaded shows at once, and the visit after the
// next navigation loads the new release. Entering a remote while a read is under way waits for it.
// Moving between routes of the remote shown keeps the release it was loaded from. A remote this
// shell cannot run shows the "does not fit this shell" panel in its routes.
import { useCallback, useEffect, useRef, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from 'shared-auth';
import { catalogsReady } from 'shared-i18n';
import { RemoteBoundary, Text } from 'shared-ui';
import { IncompatibleRemoteError } from '../../federation/compatibility';
import {
  loadRouteModule,
  pendingRefresh,
  refreshedSinceStart,
  refreshRemotes,
  remoteEntry,
  remoteRelease,
  type RouteContext,
} from '../../federation/remotes';
import { titleOf, type RemoteRouteEntry } from '../../federation/route-manifest';
import { NewerShellPanel } from '../remote-versions/NewerShellPanel';
import { startRouteData } from './route-data';

type RouteModule = { default: ComponentType };

/**
 * The remote screens of this page (kept with the page's one QueryClient, so a test's fresh client
 * starts with none): the modules loaded, by remote address and route, and the remote whose routes
 * are shown. A move within that remote gets its module as an already-settled thenable, which
 * React.lazy reads at once: the screen shows with its cached data in the same render.
 */
interface PageScreens {
  modules: Map<string, RouteModule>;
  shown: string | null;
}
const pages = new WeakMap<object, PageScreens>();

function screensOf(queryClient: object): PageScreens {
  let screens = pages.get(queryClient);
  if (!screens) pages.set(queryClient, (screens = { modules: new Map(), shown: null }));
  return screens;
}

function settled(module: RouteModule): Promise<RouteModule> {
  const thenable = { then: (resolve: (value: RouteModule) => unknown) => resolve(module) };
  return thenable as unknown as Promise<RouteModule>;
}

/** The screen, with the release it comes from under it (support asks for it). */
function withRelease(module: RouteModule, remote: string, release: string | null): RouteModule {
  if (!release) return module;
  const Screen = module.default;
  // A technical line for support, the same in every language.
  const line = `remote-${remote} ${release}`;
  return {
    default: () => (
      <>
        <Screen />
        <Text as="p" fontSize="xs" color="fg.muted" textAlign="end" px="4" pb="2">
          {line}
        </Text>
      </>
    ),
  };
}

async function loadScreen(route: RemoteRouteEntry): Promise<RouteModule> {
  try {
    const module = await loadRouteModule(route);
    // The remote's catalogue in the active language, fetched once its code has registered it.
    await catalogsReady();
    return withRelease(module, route.remote, await remoteRelease(route.remote).catch(() => null));
  } catch (error) {
    if (!(error instanceof IncompatibleRemoteError)) throw error;
    console.warn(error.message);
    return { default: () => <NewerShellPanel remote={error.remote} problems={error.problems} /> };
  }
}

export function RemoteRoute({ route }: { route: RemoteRouteEntry }) {
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
  // While this route is on screen its remote is the one shown (see load).
  useEffect(() => {
    const screens = screensOf(queryClient);
    screens.shown = route.remote;
    return () => {
      if (screens.shown === route.remote) screens.shown = null;
    };
  }, [queryClient, route.remote]);
  const load = useCallback(() => {
    const screens = screensOf(queryClient);
    const keyNow = () => `${route.remote}:${remoteEntry(route.remote) ?? ''}:${route.id}`;
    const fromModules = async () => {
      const known = screens.modules.get(keyNow());
      if (known) return known;
      const module = await loadScreen(route);
      screens.modules.set(keyNow(), module);
      return module;
    };
    const entering = screens.shown !== route.remote;
    // Entering the remote while a read of remotes.json is under way: its answer decides the release.
    let pending = entering ? pendingRefresh() : null;
    const visit = contextRef.current;
    if (!pending) {
      const known = screens.modules.get(keyNow());
      // The screen refreshes its own data when it is stale; nothing to start here.
      if (known) return settled(known);
      // Code not in the page yet comes from the release remotes.json names now (start's read
      // is current until the first navigation).
      if (!entering || !refreshedSinceStart()) {
        if (visit) void startRouteData(route, queryClient, visit);
        return fromModules();
      }
      pending = refreshRemotes();
    }
    return pending.then(() => {
      if (visit && !screens.modules.has(keyNow())) void startRouteData(route, queryClient, visit);
      return fromModules();
    });
  }, [route, queryClient]);
  return <RemoteBoundary key={`${route.remote}:${route.id}`} label={titleOf(route)} load={load} />;
}
