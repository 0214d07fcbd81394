// Previews: `?remote:groups=http://localhost:4102/mf-manifest.json` loads one remote from another
// address in this shell, for this browser tab only (remembered in sessionStorage until the tab
// closes or the banner's "Stop preview" is pressed). Only addresses on an origin the deployment
// lists in config.json's PREVIEW_ORIGINS are taken; any other is refused and said so.
import { readDeploymentFile } from 'shared-ui';
import {
  PREVIEW_PARAM_PREFIX as PARAM_PREFIX,
  PREVIEW_STORAGE_PREFIX as STORAGE_PREFIX,
  previewRequests,
  storedPreviews,
  type Preview,
} from './preview-params';
import { t as PREVIEW_TEXT } from '../app/i18n';

export type { Preview };

export interface RefusedPreview {
  remote: string;
  url: string;
  reason: string;
}

export interface PreviewState {
  active: Preview[];
  refused: RefusedPreview[];
}

let state: PreviewState = { active: [], refused: [] };

/** The previews of this page (read once at start), for the banner and the remotes' addresses. */
export function previewState(): PreviewState {
  return state;
}

/** The preview address of a remote in this page, if any. */
export function previewOf(remote: string): string | undefined {
  return state.active.find((preview) => preview.remote === remote)?.url;
}

function store(remote: string, url: string | null): void {
  try {
    if (url) sessionStorage.setItem(STORAGE_PREFIX + remote, url);
    else sessionStorage.removeItem(STORAGE_PREFIX + remote);
  } catch {
    // Not remembered; this page still previews it.
  }
}

/** Why an address may not be previewed, or null when it may. */
export function previewProblem(
  url: string,
  remote: string,
  remotes: Record<string, string>,
  allowedOrigins: readonly string[],
): string | null {
  if (!(remote in remotes)) return PREVIEW_TEXT('previews.noRemote', { remote });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return PREVIEW_TEXT('previews.notAddress', { url });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return PREVIEW_TEXT('previews.notHttp', { url });
  if (!allowedOrigins.includes(parsed.origin))
    return PREVIEW_TEXT('previews.notAllowed', { origin: parsed.origin });
  return null;
}

async function readAllowedOrigins(): Promise<string[]> {
  const config = await readDeploymentFile('config.json');
  const origins =
    config && typeof config === 'object' ? (config as Record<string, unknown>).PREVIEW_ORIGINS : [];
  return Array.isArray(origins)
    ? origins.filter((origin): origin is string => typeof origin === 'string')
    : [];
}

/**
 * Reads the page's preview parameters (and removes them from the address bar), remembers the
 * allowed ones for the tab, and returns the remotes' addresses with the previews in place.
 * config.json is read again only when there is a preview to check.
 */
export async function startPreviews(
  remotes: Record<string, string>,
  location: Pick<Location, 'search' | 'pathname' | 'hash'> = window.location,
): Promise<Record<string, string>> {
  const requests = previewRequests(location.search);
  const candidates = new Map(storedPreviews().map((preview) => [preview.remote, preview.url]));
  for (const { remote, url } of requests) {
    if (url) candidates.set(remote, url);
    else {
      candidates.delete(remote);
      store(remote, null);
    }
  }
  if (requests.length) {
    const params = new URLSearchParams(location.search);
    for (const { remote } of requests) params.delete(PARAM_PREFIX + remote);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  }
  const next: PreviewState = { active: [], refused: [] };
  if (candidates.size) {
    const allowed = await readAllowedOrigins();
    for (const [remote, url] of candidates) {
      const problem = previewProblem(url, remote, remotes, allowed);
      if (problem) {
        next.refused.push({ remote, url, reason: problem });
        store(remote, null);
      } else {
        next.active.push({ remote, url });
        store(remote, url);
      }
    }
  }
  state = next;
  return {
    ...remotes,
    ...Object.fromEntries(next.active.map((preview) => [preview.remote, preview.url])),
  };
}

/** Ends the preview of a remote for this tab; the page then reloads with the deployment's. */
export function stopPreview(remote: string): void {
  store(remote, null);
  state = { ...state, active: state.active.filter((preview) => preview.remote !== remote) };
}
