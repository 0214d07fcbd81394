// How a tab asks for previews (`?remote:NAME=URL` in its address) and keeps them (sessionStorage),
// apart from previews.ts, so that start-up can tell whether a tab previews anything without
// fetching the remotes' chunk.
export const PREVIEW_STORAGE_PREFIX = 'linguadesk.preview.';
export const PREVIEW_PARAM_PREFIX = 'remote:';

export interface Preview {
  remote: string;
  url: string;
}

/** The previews this tab keeps in sessionStorage. */
export function storedPreviews(): Preview[] {
  const previews: Preview[] = [];
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (!key?.startsWith(PREVIEW_STORAGE_PREFIX)) continue;
      const url = sessionStorage.getItem(key);
      if (url) previews.push({ remote: key.slice(PREVIEW_STORAGE_PREFIX.length), url });
    }
  } catch {
    // No session storage: no previews.
  }
  return previews;
}

/** The `remote:NAME=URL` parameters of a query string (an empty URL ends that preview). */
export function previewRequests(search: string): Preview[] {
  return [...new URLSearchParams(search)]
    .filter(
      ([key]) => key.startsWith(PREVIEW_PARAM_PREFIX) && key.length > PREVIEW_PARAM_PREFIX.length,
    )
    .map(([key, url]) => ({ remote: key.slice(PREVIEW_PARAM_PREFIX.length), url: url.trim() }));
}

/** Whether this tab asks for a preview (in its address) or keeps one (in sessionStorage). */
export function hasPreviews(search: string): boolean {
  return previewRequests(search).length > 0 || storedPreviews().length > 0;
}
