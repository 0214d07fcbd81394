// Stands in for the remotes in unit tests: each route module renders its route's id, or fails
// when the test took that route down.
import { createElement } from 'react';
import { remoteState } from '../../test/remoteState';
import type { RemoteRouteEntry } from '../route-manifest';

export const registerRemoteManifests = jest.fn();

export const isRemoteConfigured = (name: string) => !remoteState.isUnlisted(name);

export const loadRouteModule = (route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>) =>
  remoteState.isDown(route.id)
    ? Promise.reject(new Error(`${route.id} is down`))
    : Promise.resolve({
        default: () => createElement('p', null, `Remote screen: ${route.id}`),
      });
