// The one module that loads remote code (tests mock it). Remotes are registered at run time from
// remotes.json; each route of a remote's route manifest loads one exposed module through here.
//
// A deploy changes remotes.json while pages are open (`node scripts/deploy.mjs`): every navigation
// reads it again (refreshRemotes), and a remote whose address changed is registered anew, so the
// next visit to it loads the new release. A screen already shown keeps the code it was loaded with.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from 'shared-domain';
import { readRemotes } from '../config/runtime-config';
import {
  IncompatibleRemoteError,
  buildVersionOf,
  contractProblems,
  requirementsOf,
  shellProvides,
} from './compatibility';
// The shell provides every shared-ui family and shared-domain key a remote's screen imports (see
// shell-keys.ts).
import './shell-keys';
import { previewOf } from './previews';
import { fetchManifest } from './retry-plugin';
import type { RemoteRouteEntry } from './route-manifest';

/** The manifest address each remote is registered with in this page. */
const registered = new Map<string, string>();

/** Registers every remote listed in remotes.json by its manifest URL. */
export function registerRemoteManifests(manifests: Record<string, string>): void {
  for (const [name, entry] of Object.entries(manifests)) registered.set(name, entry);
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The address a remote's code comes from in this page. */
export function remoteEntry(remote: string): string | undefined {
  return registered.get(remote);
}

let refreshing: Promise<void> | null = null;

/**
 * Reads remotes.json again (one read at a time) and registers anew each remote whose address
 * changed; a preview of this tab keeps its own. Never fails: without an answer every remote keeps
 * its address.
 */
export function refreshRemotes(): Promise<void> {
  refreshedOnce = true;
  refreshing ??= readRemotes()
    .then((remotes) => {
      for (const [remote, current] of registered) {
        const entry = previewOf(remote) ?? remotes?.[remote];
        if (!entry || entry === current) continue;
        registered.set(remote, entry);
        registerRemotes([{ name: remote, entry }], { force: true });
      }
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The read of remotes.json under way, if any. */
export function pendingRefresh(): Promise<void> | null {
  return refreshing;
}

/** Whether remotes.json was read again since start: until then the start's read is current. */
export function refreshedSinceStart(): boolean {
  return refreshedOnce;
}
let refreshedOnce = false;

/** The release a remote's code comes from in this page (its manifest's build version). */
export async function remoteRelease(remote: string): Promise<string | null> {
  const entry = registered.get(remote);
  return entry ? buildVersionOf(await fetchManifest(entry)) : null;
}

/**
 * Fails with IncompatibleRemoteError when the remote requires a version of a shared singleton
 * that this shell does not provide, before any of its code runs.
 */
/** What a remote's manifest requires of the shell (its shared keys and versions), if registered. */
async function requirementsOfRemote(remote: string): Promise<Record<string, string> | null> {
  const entry = registered.get(remote);
  if (!entry) return null;
  return requirementsOf(await fetchManifest(entry));
}

function checkCompatible(remote: string, requires: Record<string, string> | null): void {
  if (!requires) return;
  const provides = shellProvides();
  if (!provides) return;
  const problems = contractProblems(requires, provides);
  if (problems.length) throw new IncompatibleRemoteError(remote, problems);
}

type RouteModule = { default: ComponentType };

/**
 * Loads the exposed module of a route of a remote's manifest. A fresh call each time: a Retry
 * builds a fresh load.
 */
export async function loadRouteModule(
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id'>,
): Promise<RouteModule> {
  const requires = await requirementsOfRemote(route.remote);
  checkCompatible(route.remote, requires);
  const exposed = route.module.replace(/^\.\//, '');
  // The shared keys its screen imports come from the shell's copies when the screen asks for them
  // (host-shares-plugin.ts), not before.
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
  const requires = await requirementsOfRemote(route.remote);
  checkCompatible(route.remote, requires);
  const exposed = route.prefetch.replace(/^\.\//, '');
  const module = await loadRemote<PrefetchModule>(`${route.remote}/${exposed}`);
  return module?.prefetch?.[route.id] ?? null;
}
