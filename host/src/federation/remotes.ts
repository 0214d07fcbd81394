// The one module that loads remote code (tests mock it). Remotes are registered at run time from
// remotes.json; each route of a remote's route manifest loads one exposed module through here.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRouteEntry } from './route-manifest';

/** Registers every remote listed in remotes.json by its manifest URL. */
export function registerRemoteManifests(manifests: Record<string, string>): void {
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

type RouteModule = { default: ComponentType };

/**
 * Loads the exposed module of a route of a remote's manifest. A fresh call each time: a Retry
 * builds a fresh load.
 */
export async function loadRouteModule(
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>,
): Promise<RouteModule> {
  const exposed = route.module.replace(/^\.\//, '');
  const module = await loadRemote<RouteModule>(`${route.remote}/${exposed}`);
  if (!module?.default) throw new Error(`Remote "${route.remote}" did not provide "${exposed}"`);
  return module;
}
