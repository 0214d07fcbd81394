// The host's loader of remote code (host/src/federation/remotes.ts) in the single-bundle build
// (tooling/monolith.cjs): the same exports, with each route's exposed module taken from the static
// module map the build generates (`linguadesk-monolith-modules`) instead of Module Federation. No
// remote is registered or checked: the whole suite is one build, so it is always compatible, and
// every route's code is part of this page's release.
import { modules } from 'linguadesk-monolith-modules';

const registered = new Map();

export function registerRemoteManifests(manifests) {
  for (const [name, entry] of Object.entries(manifests)) registered.set(name, entry);
}

export function remoteEntry(remote) {
  return registered.get(remote);
}

/** One build: nothing to read again. */
export function refreshRemotes() {
  return Promise.resolve();
}

export function pendingRefresh() {
  return null;
}

/** One build: no remote's address ever changes. */
export function onReleaseChange() {
  return () => undefined;
}

let startReadCurrent = true;

export function startReadIsCurrent() {
  return startReadCurrent;
}

export function pageShown() {
  startReadCurrent = false;
}

/** Every screen is part of this page's own release. */
export async function releaseOf() {
  return null;
}

/** The routes.json the build emits beside each remote's listed manifest. */
export async function readRouteManifest(entry) {
  const url = new URL('routes.json', new URL(entry, window.location.href));
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function load(remote, exposed) {
  const name = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const loader = modules[name];
  if (!loader) throw new Error(`The single bundle has no module "${name}"`);
  return loader();
}

export async function loadRouteModule(route) {
  const module = await load(route.remote, route.module);
  if (!module?.default)
    throw new Error(`Remote "${route.remote}" did not provide "${route.module}"`);
  return module;
}

export async function loadRoutePrefetch(route) {
  if (!route.prefetch) return null;
  const module = await load(route.remote, route.prefetch);
  return module?.prefetch?.[route.id] ?? null;
}
