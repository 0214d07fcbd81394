// The signed-in side of the shell (the remotes' routes, read from their route manifests, the code
// that loads and shows them, and the page's data cache, TanStack Query) for the route table, the
// header and the home page. That code is a chunk of its own (remote-shell.tsx): a visitor's first
// page (/login, /signup, the e-mail links) is shown without it, and it is fetched right after
// (bootstrap.tsx), or when a route needs it first: every signed-in route waits for it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from 'shared-domain';
import type { RemoteRouteEntry } from '../../federation/route-manifest';
import type { PageChunk } from '../../app/LazyPage';

/**
 * The remotes' routes, from their route manifests: read at start, and again for a remote whose
 * release a read of remotes.json finds changed (new screens without a reload).
 */
export interface RouteTable {
  current: () => readonly RemoteRouteEntry[];
  subscribe: (listener: () => void) => () => void;
}

/** What the remotes' chunk gives the shell once the route manifests are read. */
export interface RemoteShell {
  routes: RouteTable;
  /** The page's one data cache. */
  queryClient: QueryClient;
  /** Empties the cache on sign-out (mounted for the page's life once the chunk is there). */
  DataCache: ComponentType;
  /** A layout route's element: the signed-in routes (its `<Outlet />`) in the cache's provider. */
  DataRoutes: ComponentType;
  /** `/` for the signed-in user (a remote's home screen or the welcome card). */
  HomePage: ComponentType;
  /** A route of a remote's manifest. */
  RemoteRoute: ComponentType<{ route: RemoteRouteEntry }>;
  /** This tab's previews, above the header. */
  PreviewBanner: ComponentType;
  /** Reads remotes.json again (every navigation after the first). */
  refresh: () => void;
  /** The page has rendered with the shell: later visits to a remote read remotes.json first. */
  firstScreenShown: () => void;
  /** Reads remotes.json, then loads a route's code and starts its data (hover or focus of its link). */
  prefetchRoute: (route: RemoteRouteEntry, user: { id: number; role: Role } | null) => void;
}

interface RemoteShellState {
  shell: RemoteShell | null;
  /** While the shell is not there: the page that fetches it (with Retry when it cannot). */
  pending: PageChunk | null;
  /** A page's content has shown (LazyPage): the time to fetch the shell if it is not there. */
  pageShown: () => void;
}

const RemoteShellContext = createContext<RemoteShellState>({
  shell: null,
  pending: null,
  pageShown: () => {},
});

/** Runs `start` in the browser's idle time (else the next task). */
function afterFirstPage(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 0);
  return () => window.clearTimeout(id);
}

export function RemoteRoutesProvider({
  shell: initial = null,
  load,
  children,
}: {
  /** The shell, when start-up already has it. */
  shell?: RemoteShell | null;
  /** Fetches the remotes' chunk and reads the manifests (called again after a failure). */
  load?: () => Promise<RemoteShell>;
  children: ReactNode;
}) {
  const [shell, setShell] = useState<RemoteShell | null>(initial);
  const loading = useRef<Promise<RemoteShell> | null>(null);
  const asked = useRef(false);
  const loadOnce = useCallback((): Promise<RemoteShell> => {
    if (!load) return Promise.reject(new Error('No remotes to load'));
    asked.current = true;
    loading.current ??= load().then(
      (loaded) => {
        setShell(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [load]);
  // A visitor's first page shows without the remotes' chunk; it is fetched once that page's
  // content has shown (not before: the page comes first), so that the screen after signing in
  // finds it there. Once a route asked for it, that route's load (and its Retry) is the one.
  const missing = !shell && Boolean(load);
  const [shown, setShown] = useState(false);
  const pageShown = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (!missing || !shown) return undefined;
    return afterFirstPage(() => {
      if (asked.current) return;
      loadOnce().catch((error: unknown) => console.warn('Could not load the remotes yet', error));
    });
  }, [missing, shown, loadOnce]);
  const pending = useMemo<PageChunk | null>(
    () => (missing ? { load: () => loadOnce().then(() => ({ default: () => null })) } : null),
    [missing, loadOnce],
  );
  const value = useMemo(() => ({ shell, pending, pageShown }), [shell, pending, pageShown]);
  const DataCache = shell?.DataCache;
  return (
    <RemoteShellContext.Provider value={value}>
      {/* Beside the page, so its arrival does not mount the page again. */}
      {DataCache ? <DataCache /> : null}
      {children}
    </RemoteShellContext.Provider>
  );
}

/** The remotes' side of the shell, once it is there. */
export function useRemoteShell(): RemoteShellState {
  return useContext(RemoteShellContext);
}

/** The remotes' routes of this deployment (none while their chunk is not there). */
export function useRemoteRoutes(): readonly RemoteRouteEntry[] {
  const table = useContext(RemoteShellContext).shell?.routes ?? NO_TABLE;
  return useSyncExternalStore(table.subscribe, table.current);
}
const NO_ROUTES: readonly RemoteRouteEntry[] = [];
const NO_TABLE: RouteTable = { current: () => NO_ROUTES, subscribe: () => () => {} };

/**
 * Reads remotes.json again on every navigation after the first (start-up read it), so that the
 * routes of a release deployed meanwhile (its route manifest, read again) are there for the next
 * one; each visit to a remote reads it too (RemoteRoute).
 */
export function useRemotesRefresh(): void {
  const { pathname } = useLocation();
  const { shell } = useRemoteShell();
  // Start-up's read stands for the screen the page first renders with the shell, not later ones.
  useEffect(() => shell?.firstScreenShown(), [shell]);
  const refresh = useRef(shell?.refresh);
  useEffect(() => {
    refresh.current = shell?.refresh;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    refresh.current?.();
  }, [pathname]);
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
