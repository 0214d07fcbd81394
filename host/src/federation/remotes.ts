// The one module that loads remote code (tests mock it). Remotes are registered at run time from
// remotes.json; each route of a remote's route manifest loads one exposed module through here.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from 'shared-domain';
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

/** What a route opens with: its data, started with the page's cache (see the remotes' READMEs). */
export type RoutePrefetch = (
  queryClient: QueryClient,
  context: RouteContext,
) => Promise<unknown> | void;

export interface RouteContext {
  /** The route's path parameters (`groupId`). */
  params: Readonly<Record<string, string | undefined>>;
  user: { id: number; role: Role };
}

type PrefetchModule = { prefetch?: Record<string, RoutePrefetch | undefined> };

/**
 * The route's prefetch from its remote's prefetch module (a small module of its own, so that it
 * arrives while the route's screen code still loads), or null when the remote has none for it.
 */
export async function loadRoutePrefetch(
  route: Pick<RemoteRouteEntry, 'remote' | 'id' | 'prefetch'>,
): Promise<RoutePrefetch | null> {
  if (!route.prefetch) return null;
  const exposed = route.prefetch.replace(/^\.\//, '');
  const module = await loadRemote<PrefetchModule>(`${route.remote}/${exposed}`);
  return module?.prefetch?.[route.id] ?? null;
}
