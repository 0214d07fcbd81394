// What start-up (bootstrap.tsx) fetches beside config.json for the first page: the log-in page's
// chunk when that page is likely to show, and the signed-in side of the shell (the remotes' routes
// and the data cache, TanStack Query: features/remotes/remote-shell.tsx; shared-auth's HTTP client,
// ky) when the first page needs it before it shows. A visitor's first page shows without it, and
// fetches it once shown.
import { TOKEN_STORAGE_KEY } from 'shared-auth';
import { paths } from '../config/paths';
import { hasPreviews } from '../federation/preview-params';

const VISITOR_PAGES = [paths.login, paths.signup];

/** Whether this browser keeps a session (a stored token) that may sign the page in. */
export function storedSession(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the first page needs the signed-in side of the shell before it shows: any route but a
 * visitor's pages, a stored session (which may send /login on home), a preview.
 */
export function remotesNeededFirst({ pathname, search } = window.location): boolean {
  const visitorPage = VISITOR_PAGES.includes(pathname as never) || pathname.startsWith('/auth/');
  return !visitorPage || storedSession() || hasPreviews(search);
}

/** Whether the log-in page is likely to show first (a visitor's guarded page sends there too). */
export function loginPageLikelyFirst({ pathname } = window.location): boolean {
  return pathname === paths.login || !storedSession();
}
