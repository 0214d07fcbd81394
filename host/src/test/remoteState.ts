// What the mocked loader (federation/__mocks__/remotes.ts) does: which remote routes it pretends
// are down or still loading, which remotes it pretends the deployment does not list, and what it
// was asked to load and prefetch.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteContext } from '../federation/remotes';

const down = new Set<string>();
const unlisted = new Set<string>();
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
    unlisted.clear();
    for (const { release } of held.values()) release();
    held.clear();
    remoteState.moduleLoads.length = 0;
    remoteState.prefetches.length = 0;
  },
};
