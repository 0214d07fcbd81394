// Where the login screen sends a user after signing in: back where the guard found them, else home.
import { LOGIN_PATH } from './messages';

interface RememberedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

export function redirectAfterLogin(location: { state?: unknown }): string {
  const state = location.state as { from?: RememberedLocation } | null | undefined;
  const from = state?.from;
  const pathname = from?.pathname;
  // Only an in-app path; never back to the login screen, never another origin ('//host').
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/';
  }
  if (pathname === LOGIN_PATH) return '/';
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
