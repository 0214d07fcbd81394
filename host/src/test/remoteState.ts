// What the mocked loader (federation/__mocks__/remotes.ts) does: which remote routes it pretends
// are down or still loading, which remotes it pretends the deployment does not list or this shell
// cannot run, where each remote's code comes from (and what a deploy changes it to), the route
// manifest each release publishes, and what it was asked to load and prefetch.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteContext } from '../federation/remotes';

const down = new Set<string>();
const incompatible = new Set<string>();
const entries = new Map<string, string>();
const deployed = new Map<string, string>();
const unlisted = new Set<string>();
const routeManifests = new Map<string, unknown>();
const releaseListeners = new Set<(remote: string, entry: string) => void>();
const held = new Map<string, { promise: Promise<void>; release: () => void }>();

export interface PrefetchCall {
  route: string;
  queryClient: QueryClient;
  context: RouteContext;
}

export const remoteState = {
  takeDown: (route: string) => down.add(route),
  isDown: (route: string) => down.has(route),
  unlist: (remote: string) => unlisted.add(remote),
  isUnlisted: (remote: string) => unlisted.has(remote),
  /**
   * The remote (or only its release at `entry`) requires newer shared singletons than the shell
   * has (federation/compatibility.ts).
   */
  makeIncompatible: (remote: string, entry?: string) => incompatible.add(entry ?? remote),
  isIncompatible: (remote: string, entry: string) =>
    incompatible.has(remote) || incompatible.has(entry),
  /** Where the remote's code comes from; a deploy (read by refreshRemotes) changes it. */
  setEntry: (remote: string, entry: string) => entries.set(remote, entry),
  entryOf: (remote: string) => entries.get(remote) ?? `http://${remote}.test/mf-manifest.json`,
  /** The release an address serves: its folder (`http://cdn.test/calls/0.2.0/...`), if any. */
  releaseAt: (entry: string) => /\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry)?.[1] ?? null,
  /** A deploy: the next read of remotes.json (refreshRemotes) gives the remote this address. */
  deploy: (remote: string, entry: string) => deployed.set(remote, entry),
  /** The route manifest (routes.json) the release at `entry` publishes. */
  publishRoutes: (entry: string, manifest: unknown) => routeManifests.set(entry, manifest),
  routeManifestAt(entry: string): unknown {
    if (!routeManifests.has(entry)) throw new Error(`${entry}: no routes.json`);
    return routeManifests.get(entry);
  },
  onReleaseChange(listener: (remote: string, entry: string) => void) {
    releaseListeners.add(listener);
    return () => releaseListeners.delete(listener);
  },
  /** What refreshRemotes does with the deploys made since the last read. */
  readRemotes() {
    remoteState.reads += 1;
    remoteState.startReadCurrent = false;
    const changed = [...deployed].filter(
      ([remote, entry]) => remoteState.entryOf(remote) !== entry,
    );
    for (const [remote, entry] of deployed) entries.set(remote, entry);
    deployed.clear();
    for (const [remote, entry] of changed) {
      for (const listener of releaseListeners) listener(remote, entry);
    }
  },
  /** Reads of remotes.json since start. */
  reads: 0,
  /** Until the page has rendered once, start-up's read of remotes.json stands. */
  startReadCurrent: true,
  /** The address each route's code was loaded from, in order. */
  loadedFrom: [] as string[],
  /** The address each prefetch module was loaded from, in order. */
  prefetchLoadsFrom: [] as string[],
  /** The route's code does not arrive until `release()`. */
  hold(route: string): () => void {
    let release = () => {};
    const promise = new Promise<void>((resolve) => (release = resolve));
    held.set(route, { promise, release });
    return release;
  },
  arrival: (route: string): Promise<void> => held.get(route)?.promise ?? Promise.resolve(),
  /** Route ids whose code was asked for, in order. */
  moduleLoads: [] as string[],
  /** Each call of a route's prefetch. */
  prefetches: [] as PrefetchCall[],
  reset: () => {
    down.clear();
    incompatible.clear();
    entries.clear();
    deployed.clear();
    routeManifests.clear();
    releaseListeners.clear();
    remoteState.reads = 0;
    remoteState.startReadCurrent = true;
    remoteState.loadedFrom.length = 0;
    remoteState.prefetchLoadsFrom.length = 0;
    unlisted.clear();
    for (const { release } of held.values()) release();
    held.clear();
    remoteState.moduleLoads.length = 0;
    remoteState.prefetches.length = 0;
  },
};
