// Stands in for the remotes in unit tests: each route module renders its route's id, or fails
// when the test took that route down; each route's prefetch is recorded.
import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { remoteState } from '../../test/remoteState';
import type { RouteContext } from '../remotes';
import type { RemoteRouteEntry } from '../route-manifest';

export const registerRemoteManifests = jest.fn();

export const loadRouteModule = async (
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>,
) => {
  remoteState.moduleLoads.push(route.id);
  await remoteState.arrival(route.id);
  if (remoteState.isDown(route.id)) throw new Error(`${route.id} is down`);
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
