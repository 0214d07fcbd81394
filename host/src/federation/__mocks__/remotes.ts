// Stands in for the remotes in unit tests: each route module renders its route's id, or fails
// when the test took that route down; each route's prefetch is recorded. Reads of remotes.json
// take the deploys a test made (remoteState.deploy), and each module remembers the address it was
// loaded from, as the runtime plugin of the real module records it.
import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { remoteState } from '../../test/remoteState';
import { IncompatibleRemoteError } from '../compatibility';
import type { RouteContext } from '../remotes';
import type { RemoteRouteEntry } from '../route-manifest';

export const registerRemoteManifests = jest.fn();

export const refreshRemotes = jest.fn(async () => remoteState.readRemotes());
export const pendingRefresh = () => null;
export const startReadIsCurrent = () => remoteState.startReadCurrent;
export const pageShown = () => {
  remoteState.startReadCurrent = false;
};
export const remoteEntry = (remote: string) => remoteState.entryOf(remote);
export const onReleaseChange = (listener: (remote: string, entry: string) => void) =>
  remoteState.onReleaseChange(listener);
export const readRouteManifest = async (entry: string) => remoteState.routeManifestAt(entry);

const origins = new WeakMap<object, string>();

export const releaseOf = async (module: object) => {
  const entry = origins.get(module);
  return entry ? { entry, release: remoteState.releaseAt(entry) } : null;
};

export const loadRouteModule = async (
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>,
) => {
  const entry = remoteState.entryOf(route.remote);
  remoteState.moduleLoads.push(route.id);
  remoteState.loadedFrom.push(entry);
  await remoteState.arrival(route.id);
  if (remoteState.isDown(route.id)) throw new Error(`${route.id} is down`);
  if (remoteState.isIncompatible(route.remote, entry)) {
    throw new IncompatibleRemoteError(
      route.remote,
      [{ name: 'shared-ui', required: '^0.6.0', provided: '0.5.0' }],
      entry,
    );
  }
  const module = {
    default: () => createElement('p', null, `Remote screen: ${route.id}`),
  };
  origins.set(module, entry);
  return module;
};

export const loadRoutePrefetch = async (
  route: Pick<RemoteRouteEntry, 'remote' | 'id' | 'prefetch'>,
) => {
  if (!route.prefetch) return null;
  remoteState.prefetchLoadsFrom.push(remoteState.entryOf(route.remote));
  if (remoteState.isDown(route.id)) throw new Error(`${route.id} is down`);
  return (queryClient: QueryClient, context: RouteContext) => {
    remoteState.prefetches.push({ route: route.id, queryClient, context });
  };
};
