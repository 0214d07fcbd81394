// The deployment's settings, read at start from files next to index.html, so one build serves
// every deployment: config.json ({"API_URL": ...}) and remotes.json ({"people": manifest URL, ...}).
import { readApiUrl } from 'shared-ui';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The last remotes.json read, with its ETag: the next read asks whether it changed. */
let lastRead: { etag: string; remotes: Record<string, string> } | null = null;

/**
 * remotes.json as it is now (a deploy changes it), or null when it cannot be read. The shell reads
 * it before every visit to a remote, so each read after the first is conditional (If-None-Match):
 * unchanged, the server answers 304 without a body. no-store, so the browser hands that 304 over.
 */
export async function readRemotes(): Promise<Record<string, string> | null> {
  try {
    const response = await fetch(new URL('/remotes.json', window.location.origin), {
      cache: 'no-store',
      headers: lastRead ? { 'If-None-Match': lastRead.etag } : {},
    });
    if (response.status === 304 && lastRead) return lastRead.remotes;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const remotes = stringEntries(await response.json());
    const etag = response.headers.get('ETag');
    lastRead = etag ? { etag, remotes } : null;
    return remotes;
  } catch (error) {
    console.warn('remotes.json unavailable', error);
    return null;
  }
}

/** Missing or broken files fall back to the local API and no remotes, never a blank page. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const [apiUrl, remotes] = await Promise.all([readApiUrl(), readRemotes()]);
  return { apiUrl, remotes: remotes ?? {} };
}
