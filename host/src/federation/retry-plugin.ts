// Module Federation runtime plugin: a remote's manifest fetch that fails on the network or with a
// 5xx (a remote restarting, a CDN hiccup) is tried again before the route shows its Retry panel.
// The runtime's manifest fetch is answered from the manifests the shell has read (fetchManifest).
// Not @module-federation/retry-plugin: its last release (0.17.1) bundles sdk 0.17 beside the 2.9
// runtime's, retries 4xx answers, and cannot share the manifests the compatibility check reads.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  attempts?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = 3, delayMs = 300 }: RetryOptions = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || attempt === attempts) return response;
      lastError = new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(delayMs * attempt);
  }
  throw lastError;
}

/** A manifest fetched fresh (no-cache: a remote served at a fixed address changes behind it). */
export function fetchFresh(url: string, options?: RetryOptions): Promise<unknown> {
  return fetchWithRetry(url, { cache: 'no-cache' }, options).then(readManifest(url));
}

/** A manifest's answer read, or the failure of one that is not OK. */
export const readManifest = (url: string) => (response: Response) => {
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
};

/**
 * The remotes' mf-manifest.json files this page has read, by URL. The shell reads a remote's
 * manifest before loading it (its shared versions are checked first: compatibility.ts), and the
 * runtime's own fetch below is answered from here, so each manifest is fetched once per address.
 */
const manifests = new Map<string, Promise<unknown>>();

/**
 * A remote's mf-manifest.json, fetched fresh once per URL for the page; a failed fetch is
 * forgotten, so Retry fetches again.
 */
export function fetchManifest(url: string, options?: RetryOptions): Promise<unknown> {
  if (!manifests.has(url)) takeManifest(url, fetchFresh(url, options));
  return manifests.get(url)!;
}

/**
 * Takes a read of a manifest as this page's (fetchManifest's own, or the inline script's fetched
 * before the page's scripts ran, see first-screen.ts) unless the page has one; one that failed is
 * forgotten, so the next ask fetches it again.
 */
export function takeManifest(url: string, manifest: Promise<unknown>): void {
  if (manifests.has(url)) return;
  manifests.set(url, manifest);
  manifest.catch(() => manifests.delete(url));
}

export default function retryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'linguadesk-retry-manifest',
    async fetch(url) {
      const manifest = await fetchManifest(url, options);
      return new Response(JSON.stringify(manifest), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
}
