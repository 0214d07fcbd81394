// The access token lives in localStorage (spec section 3) so every tab and every federated app
// sees the same one. Writes from this tab are announced to in-process listeners; writes from
// other tabs reach the session through the storage event and the poll (see session.ts).
import { CONSTANTS } from 'shared-domain';

/** `expired` is true when the token was removed because the server no longer accepts it. */
type TokenListener = (token: string | null, expired: boolean) => void;

const listeners = new Set<TokenListener>();

export const TOKEN_STORAGE_KEY = CONSTANTS.TOKEN_STORAGE_KEY;

export function readStoredToken(): string | null {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string | null): void {
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  for (const listener of listeners) listener(token, false);
}

/** Removes a token the server refused and could not renew. */
export function expireToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  for (const listener of listeners) listener(null, true);
}

export function onTokenStored(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
