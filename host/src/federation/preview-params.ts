// The names previews use in the address and in sessionStorage (previews.ts), apart, so that
// start-up can tell whether a tab previews anything without fetching the remotes' chunk.
export const PREVIEW_PARAM_PREFIX = 'remote:';
export const PREVIEW_STORAGE_PREFIX = 'linguadesk.preview.';

/** Whether this tab asks for a preview (in its address) or keeps one (in sessionStorage). */
export function hasPreviews(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) {
    if (key.startsWith(PREVIEW_PARAM_PREFIX)) return true;
  }
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      if (sessionStorage.key(i)?.startsWith(PREVIEW_STORAGE_PREFIX)) return true;
    }
  } catch {
    // No session storage: no previews.
  }
  return false;
}
