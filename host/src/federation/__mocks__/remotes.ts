// Stands in for the remotes in unit tests: each route module renders its route's id, or fails
// when the test took that route down; each route's prefetch is recorded.
import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { remoteState } from '../../test/remoteState';
import { IncompatibleRemoteError } from '../compatibility';
import type { RouteContext } from '../remotes';
import type { RemoteRouteEntry } from '../route-manifest';

export const registerRemoteManifests = jest.fn();

// A read of remotes.json takes the deploys a test made (remoteState.deploy).
export const refreshRemotes = jest.fn(async () => remoteState.readRemotes());
export const pendingRefresh = () => null;
export const refreshedSinceStart = () => remoteState.reads > 0;
export const remoteEntry = (remote: string) => remoteState.entryOf(remote);
export const remoteRelease = async () => null;

export const loadRouteModule = async (
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>,
) => {
  remoteState.moduleLoads.push(route.id);
  remoteState.loadedFrom.push(remoteState.entryOf(route.remote));
  await remoteState.arrival(route.id);
  if (remoteState.isDown(route.id)) throw new Error(`${route.id} is down`);
  if (remoteState.isIncompatible(route.remote)) {
    throw new IncompatibleRemoteError(route.remote, [
      { name: 'shared-ui', required: '^0.6.0', provided: '0.5.0' },
    ]);
  }
  return { default: () => createElement('p', null, `Remote screen: ${route.id}`) };
};

export const loadRoutePrefetch = async (
  route: Pick<RemoteRouteEntry, 'remote' | 'id' | 'prefetch'>,
) => {
  if (!route.prefetch) return null;
  if (remoteState.isDown(route.id)) throw new Error(`${route.id} is down`);
  return (queryClient: QueryClient, context: RouteContext) => {
    remoteState.prefetches.push({ route: route.id, queryClient, context });
  };
};
