// The remotes' route manifests (format: host/README.md, "Route manifests"): each remote listed in
// remotes.json publishes routes.json beside its mf-manifest.json, and the shell builds its route
// table, guards and header links from them. A manifest that cannot be fetched comes from the last
// one this browser saw (localStorage), else from the snapshot the host's build took of every
// remote's manifest (routes-snapshot.json), so a remote that is down keeps its routes and links and
// shows its Retry panel. The server enforces every permission; a manifest only shapes the UI.
import { matchPath } from 'react-router-dom';
import { ROLES, type Role } from 'shared-domain';
import { isLocale, type Locale } from 'shared-i18n';
import { readDeploymentFile } from 'shared-ui';
import { paths } from '../config/paths';
import type { RemoteRouteEntry, RouteTranslation } from './route-entry';

export const ROUTE_MANIFEST_FILE = 'routes.json';
export const ROUTE_SNAPSHOT_FILE = 'routes-snapshot.json';
const FORMAT_VERSION = 1;
const REMEMBERED_KEY = 'linguadesk.routeManifest.';
/** A manifest slower than this counts as unavailable: the shell does not wait longer to start. */
const FETCH_TIMEOUT_MS = 4000;

export type { RemoteRouteEntry } from './route-entry';
export { navLabelOf, titleOf } from './route-entry';

/** The manifest's `translations`: for each known language, the texts that read; others ignored. */
function translationsOf(value: unknown): RemoteRouteEntry['translations'] {
  if (!isRecord(value)) return undefined;
  const translations: Partial<Record<Locale, RouteTranslation>> = {};
  for (const [locale, texts] of Object.entries(value)) {
    if (!isLocale(locale) || !isRecord(texts)) continue;
    const translation: RouteTranslation = {};
    if (isText(texts.title)) translation.title = texts.title;
    if (isText(texts.label)) translation.label = texts.label;
    translations[locale] = translation;
  }
  return translations;
}

export type ManifestOrigin = 'live' | 'remembered' | 'snapshot';

/** Paths the shell keeps for its own screens: a manifest cannot take them (/ aside, see below). */
const SHELL_PATHS: readonly string[] = Object.values(paths).filter((path) => path !== paths.home);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function rolesOf(value: unknown): Role[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const known = value.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role));
  return known.length === value.length ? known : null;
}

function entryOf(remote: string, value: unknown, prefetch?: string): RemoteRouteEntry | null {
  if (!isRecord(value)) return null;
  const { id, path, module, title, nav } = value;
  const roles = rolesOf(value.roles);
  if (!isText(id) || !isText(path) || !path.startsWith('/') || !isText(title) || !roles) {
    return null;
  }
  if (!isText(module) || !module.startsWith('./')) return null;
  const entry: RemoteRouteEntry = { remote, id, path, module, roles, title };
  if (prefetch) {
    entry.prefetch = prefetch;
    // One that does not read only goes unsent early: the prefetch still asks for it.
    if (isText(value.request) && value.request.startsWith('/api/')) entry.request = value.request;
  }
  const translations = translationsOf(value.translations);
  if (translations) entry.translations = translations;
  if (Array.isArray(value.shared)) entry.shared = value.shared.filter(isText);
  if (nav === undefined) return entry;
  if (!isRecord(nav) || !isText(nav.label) || typeof nav.order !== 'number' || path.includes(':')) {
    return null;
  }
  const navRoles = nav.roles === undefined ? roles : rolesOf(nav.roles);
  if (!navRoles) return null;
  // A link is never shown to a role the route would refuse.
  const visibleTo = navRoles.filter((role) => roles.includes(role));
  return { ...entry, nav: { label: nav.label, order: nav.order, roles: visibleTo } };
}

/**
 * The routes of one remote's manifest, or null when it is no manifest of this format. An entry
 * that does not read is left out (and said in the console); the others still count.
 */
export function parseRouteManifest(remote: string, manifest: unknown): RemoteRouteEntry[] | null {
  if (!isRecord(manifest) || manifest.version !== FORMAT_VERSION) return null;
  if (!Array.isArray(manifest.routes)) return null;
  // A prefetch module that does not read is ignored: the routes still work, without prefetching.
  const { prefetch } = manifest;
  const prefetchModule = isText(prefetch) && prefetch.startsWith('./') ? prefetch : undefined;
  const entries: RemoteRouteEntry[] = [];
  for (const value of manifest.routes) {
    const entry = entryOf(remote, value, prefetchModule);
    if (entry) entries.push(entry);
    else console.warn(`Route manifest of "${remote}": an entry is left out`, value);
  }
  return entries;
}

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

function remembered(remote: string): unknown {
  try {
    const text = localStorage.getItem(REMEMBERED_KEY + remote);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Keeps a remote's live manifest for the next start, in case it cannot be fetched then. */
export function rememberRouteManifest(remote: string, manifest: unknown): void {
  try {
    localStorage.setItem(REMEMBERED_KEY + remote, JSON.stringify(manifest));
  } catch {
    // A browser that keeps nothing falls back to the snapshot next time.
  }
}

/**
 * One route table from the remotes' routes, in remotes.json's order. A path that a shell screen or
 * an earlier remote already has is left out; / may come from several remotes (the home page picks
 * the one for the user's role).
 */
export function combineRoutes(
  perRemote: readonly { remote: string; entries: readonly RemoteRouteEntry[] }[],
): RemoteRouteEntry[] {
  const taken = new Set(SHELL_PATHS);
  const routes: RemoteRouteEntry[] = [];
  for (const { remote, entries } of perRemote) {
    for (const entry of entries) {
      if (entry.path !== paths.home && taken.has(entry.path)) {
        console.warn(`Route ${entry.path} of "${remote}" is taken already; left out`);
        continue;
      }
      taken.add(entry.path);
      routes.push(entry);
    }
  }
  return routes;
}

/** The routes of the remotes as this browser last saw them (no request): empty for a new browser. */
export function rememberedRoutes(remotes: Record<string, string>): RemoteRouteEntry[] {
  return combineRoutes(
    Object.keys(remotes).map((remote) => ({
      remote,
      entries: parseRouteManifest(remote, remembered(remote)) ?? [],
    })),
  );
}

/** The route a role opens at `pathname`, with its parameters, or null. */
export function routeAt(
  routes: readonly RemoteRouteEntry[],
  pathname: string,
  role: Role,
): { route: RemoteRouteEntry; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    if (!route.roles.includes(role)) continue;
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: { ...match.params } };
  }
  return null;
}

/** Where a remote's routes.json is: beside the mf-manifest.json that remotes.json names. */
export function routeManifestUrl(mfManifestUrl: string): string {
  return new URL(ROUTE_MANIFEST_FILE, new URL(mfManifestUrl, window.location.href)).href;
}

export interface LoadedRoutes {
  routes: RemoteRouteEntry[];
  /** Where each listed remote's routes came from (none: no manifest at all, so no routes). */
  origins: Record<string, ManifestOrigin | 'none'>;
}

/**
 * The routes of every remote that remotes.json lists, in its order, each from its live manifest,
 * else the last one seen, else the build's snapshot (see combineRoutes for clashing paths).
 */
export async function loadRemoteRoutes(
  remotes: Record<string, string>,
  { timeoutMs = FETCH_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<LoadedRoutes> {
  let snapshot: Promise<unknown> | null = null;
  const snapshotOf = async (remote: string) => {
    snapshot ??= readDeploymentFile(ROUTE_SNAPSHOT_FILE);
    const all = await snapshot;
    return isRecord(all) ? all[remote] : null;
  };

  const perRemote = await Promise.all(
    Object.entries(remotes).map(async ([remote, mfManifestUrl]) => {
      try {
        const live = await fetchJson(routeManifestUrl(mfManifestUrl), timeoutMs);
        const entries = parseRouteManifest(remote, live);
        if (entries) {
          rememberRouteManifest(remote, live);
          return { remote, entries, origin: 'live' as const };
        }
      } catch (error) {
        console.warn(`Route manifest of "${remote}" unavailable`, error);
      }
      const kept = parseRouteManifest(remote, remembered(remote));
      if (kept) return { remote, entries: kept, origin: 'remembered' as const };
      const built = parseRouteManifest(remote, await snapshotOf(remote));
      if (built) return { remote, entries: built, origin: 'snapshot' as const };
      return { remote, entries: [], origin: 'none' as const };
    }),
  );

  return {
    routes: combineRoutes(perRemote),
    origins: Object.fromEntries(perRemote.map(({ remote, origin }) => [remote, origin])),
  };
}
