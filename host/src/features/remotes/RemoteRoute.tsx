// A route whose screen lives in a remote (an entry of its route manifest): loaded at run time inside
// the Retry boundary, so a remote that is down costs only its own route. Its first data starts
// together with its code (route-data.ts). Its guard and title are RoutePage's, around it.
//
// Every navigation reads remotes.json again in the background (useRemotesRefresh), and so does
// the hover or focus of a remote's header link (remote-shell.tsx); a remote whose address changed
// is registered anew. Entering a remote whose release (by the last read) is not in the page reads
// it first, so that the visit loads the release deployed now; entering it while a read is under way
// waits for that read; a revisit of a release already in the page shows at once. The release line
// under a screen comes from the address its code was really loaded from. A remote this shell
// cannot run shows the "does not fit this shell" panel in its routes.
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
  refreshRemotes,
  releaseOf,
  remoteEntry,
  startReadIsCurrent,
  type RouteContext,
} from '../../federation/remotes';
import { titleOf, type RemoteRouteEntry } from '../../federation/route-manifest';
import { startRouteData } from './route-data';

type RouteModule = { default: ComponentType };

/**
 * The remote screens of this page (kept with the page's one QueryClient, so a test's fresh client
 * starts with none): the modules loaded, by remote address and route, and the remote whose routes
 * are shown. A move within that remote gets its module as an already-settled thenable, which
 * RemoteBoundary reads at once: the screen shows with its cached data in the same render.
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

/** A route's screen, and the remote address it was loaded from (the key it is kept under). */
async function loadScreen(
  route: RemoteRouteEntry,
): Promise<{ module: RouteModule; entry: string }> {
  try {
    const module = await loadRouteModule(route);
    // The remote's catalogue in the active language, fetched once its code has registered it.
    await catalogsReady();
    // The release of the code that runs, not of what remotes.json says now.
    const origin = await releaseOf(module);
    const entry = origin?.entry ?? remoteEntry(route.remote) ?? '';
    return { module: withRelease(module, route.remote, origin?.release ?? null), entry };
  } catch (error) {
    if (!(error instanceof IncompatibleRemoteError)) throw error;
    console.warn(error.message);
    // Its own chunk: a rare panel no screen's load carries.
    const { NewerShellPanel } = await import('../remote-versions/NewerShellPanel');
    return {
      module: {
        default: () => <NewerShellPanel remote={error.remote} problems={error.problems} />,
      },
      entry: error.entry ?? remoteEntry(route.remote) ?? '',
    };
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
    const keyOf = (entry: string) => `${route.remote}:${entry}:${route.id}`;
    const known = () => screens.modules.get(keyOf(remoteEntry(route.remote) ?? ''));
    const fromModules = async () => {
      const kept = known();
      if (kept) return kept;
      const { module, entry } = await loadScreen(route);
      screens.modules.set(keyOf(entry), module);
      return module;
    };
    const visit = contextRef.current;
    // Entering the remote while a read of remotes.json is under way: its answer decides the release.
    const entering = screens.shown !== route.remote;
    let read = entering ? pendingRefresh() : null;
    if (!read) {
      const kept = known();
      // The release the last read names is in the page: the screen shows in this render, and
      // refreshes its own data when it is stale.
      if (kept) return settled(kept);
      // Code not in the page yet: remotes.json is read first (start-up's read stands for the
      // page's first screen only), so that the visit loads the release deployed now.
      if (!entering || startReadIsCurrent()) {
        if (visit) void startRouteData(route, queryClient, visit);
        return fromModules();
      }
      read = refreshRemotes();
    }
    return read.then(() => {
      if (visit && !known()) void startRouteData(route, queryClient, visit);
      return fromModules();
    });
  }, [route, queryClient]);
  return <RemoteBoundary key={`${route.remote}:${route.id}`} label={titleOf(route)} load={load} />;
}
