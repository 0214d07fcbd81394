// The one module that loads remote code (tests mock it). Remotes are registered at run time from
// remotes.json; each route of a remote's route manifest loads one exposed module through here.
//
// A deploy changes remotes.json while pages are open (`node scripts/deploy.mjs`). The shell reads
// it again (refreshRemotes: conditional, so usually a 304) on every navigation, before each visit
// to a remote and before a hover's prefetch, and registers anew each remote whose address changed,
// so the next visit loads the release deployed. A remote's address never changes under a load of
// it (the new one is registered once that load has settled), and no load starts from an address a
// read under way may replace. Which address each loaded module really came from is recorded by a
// runtime plugin (onLoad), and that is the release a screen names.
import type { ComponentType } from 'react';
import { loadRemote, loadShare, registerRemotes } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from 'shared-domain';
import { readRemotes } from '../config/runtime-config';
import {
  IncompatibleRemoteError,
  buildVersionOf,
  contractProblems,
  requirementsOf,
  shellProvides,
  shellShare,
} from './compatibility';
// The shell provides every shared-ui family and shared-domain key a remote's screen imports (see
// shell-keys.ts).
import './shell-keys';
import { originOf } from './origin-plugin';
import { previewOf } from './previews';
import { fetchManifest } from './retry-plugin';
import { routeManifestUrl, type RemoteRouteEntry } from './route-manifest';

/** The manifest address each remote is registered with in this page. */
const registered = new Map<string, string>();

/** Loads of each remote under way: its registration is not replaced under them. */
const loading = new Map<string, Set<Promise<unknown>>>();

/** Registers every remote listed in remotes.json by its manifest URL. */
export function registerRemoteManifests(manifests: Record<string, string>): void {
  for (const [name, entry] of Object.entries(manifests)) registered.set(name, entry);
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The address a remote's code comes from in this page (the next load of it). */
export function remoteEntry(remote: string): string | undefined {
  return registered.get(remote);
}

type ReleaseListener = (remote: string, entry: string) => void;
const releaseListeners = new Set<ReleaseListener>();

/** Calls `listener` with each remote whose address a read of remotes.json changed. */
export function onReleaseChange(listener: ReleaseListener): () => void {
  releaseListeners.add(listener);
  return () => releaseListeners.delete(listener);
}

/** Resolves once every load of `remote` under way has settled (loaded or failed). */
async function loadsSettled(remote: string): Promise<void> {
  const loads = loading.get(remote);
  while (loads?.size) await Promise.all([...loads]);
}

/** Runs a load of `remote`, known as under way until it settles. */
function tracked<T>(remote: string, load: () => Promise<T>): Promise<T> {
  let loads = loading.get(remote);
  if (!loads) loading.set(remote, (loads = new Set()));
  const work = load();
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  loads.add(settled);
  void settled.then(() => loads.delete(settled));
  return work;
}

let refreshing: Promise<void> | null = null;

/**
 * Reads remotes.json again (one read at a time: a call during a read gets that read) and
 * registers anew each remote whose address changed, once its loads under way have settled; a
 * preview of this tab keeps its own. Never fails: without an answer every remote keeps its address.
 */
export function refreshRemotes(): Promise<void> {
  startReadCurrent = false;
  refreshing ??= readRemotes()
    .then(async (remotes) => {
      const changed: { remote: string; entry: string }[] = [];
      for (const [remote, current] of registered) {
        const entry = previewOf(remote) ?? remotes?.[remote];
        if (entry && entry !== current) changed.push({ remote, entry });
      }
      await Promise.all(
        changed.map(async ({ remote, entry }) => {
          await loadsSettled(remote);
          registered.set(remote, entry);
          registerRemotes([{ name: remote, entry }], { force: true });
        }),
      );
      for (const { remote, entry } of changed) {
        for (const listener of releaseListeners) listener(remote, entry);
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

/**
 * Whether start-up's read of remotes.json still stands for this page: only for its first screen
 * (until the page has rendered once, see pageShown); every later visit reads it again.
 */
export function startReadIsCurrent(): boolean {
  return startReadCurrent;
}
let startReadCurrent = true;

/** The page has rendered its first screen: start-up's read no longer stands for a visit. */
export function pageShown(): void {
  startReadCurrent = false;
}

/** Waits until no read of remotes.json is under way (a load never starts from an address it may replace). */
async function afterReads(): Promise<void> {
  while (refreshing) await refreshing;
}

/**
 * Where a module loaded through loadRouteModule came from, and the release that address names
 * (its manifest's build version); null for a module this page did not load from a remote.
 */
export async function releaseOf(
  module: object,
): Promise<{ entry: string; release: string | null } | null> {
  const entry = originOf(module);
  if (!entry) return null;
  const release = await fetchManifest(entry).then(buildVersionOf, () => null);
  return { entry, release };
}

/** A remote's route manifest at an address (the routes.json beside that mf-manifest.json). */
export async function readRouteManifest(entry: string): Promise<unknown> {
  const url = routeManifestUrl(entry);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** What a remote's manifest at `entry` requires of the shell (its shared keys and versions). */
async function requirementsAt(entry: string | undefined): Promise<Record<string, string> | null> {
  return entry ? requirementsOf(await fetchManifest(entry)) : null;
}

function checkCompatible(
  remote: string,
  entry: string | undefined,
  requires: Record<string, string> | null,
): void {
  if (!requires) return;
  const provides = shellProvides();
  if (!provides) return;
  const problems = contractProblems(requires, provides);
  if (problems.length) throw new IncompatibleRemoteError(remote, problems, entry);
}

type RouteModule = { default: ComponentType };

/**
 * Asks for the page's own copies of the shared modules a route's code takes (its published
 * manifest's `shared`) now, beside that code, rather than once the code runs and asks for them.
 */
function loadShellShares(keys: readonly string[] = []): void {
  for (const key of keys) {
    if (!shellShare(key)) continue;
    // A copy that cannot be fetched fails the screen's own load, which shows Retry.
    loadShare(key).catch(() => undefined);
  }
}

/**
 * Loads the exposed module of a route of a remote's manifest, from the address remotes.json gave
 * the remote at the last read (after the read under way, if any). A fresh call each time: a Retry
 * builds a fresh load.
 */
export async function loadRouteModule(
  route: Pick<RemoteRouteEntry, 'remote' | 'module' | 'id' | 'shared'>,
): Promise<RouteModule> {
  loadShellShares(route.shared);
  await afterReads();
  return tracked(route.remote, async () => {
    const entry = registered.get(route.remote);
    checkCompatible(route.remote, entry, await requirementsAt(entry));
    const exposed = route.module.replace(/^\.\//, '');
    // The shared keys its screen imports come from the shell's copies (host-shares-plugin.ts),
    // asked for above.
    const module = await loadRemote<RouteModule>(`${route.remote}/${exposed}`);
    if (!module?.default) throw new Error(`Remote "${route.remote}" did not provide "${exposed}"`);
    return module;
  });
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
  const { prefetch } = route;
  if (!prefetch) return null;
  await afterReads();
  return tracked(route.remote, async () => {
    const entry = registered.get(route.remote);
    checkCompatible(route.remote, entry, await requirementsAt(entry));
    const exposed = prefetch.replace(/^\.\//, '');
    const module = await loadRemote<PrefetchModule>(`${route.remote}/${exposed}`);
    return module?.prefetch?.[route.id] ?? null;
  });
}
