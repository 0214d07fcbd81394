// The one session of the suite (spec section 4). Module Federation shares this module as a
// singleton, so the host and every remote read and change the same store.
import { create } from 'zustand';
import { CONSTANTS, type User } from 'shared-domain';
import { fetchCurrentUser } from './current-user';
import { COMMON_MESSAGES } from './errors/messages';
import { currentUserError } from './errors/users';
import { normalizeFailure } from './errors/failure';
import { LOGOUT_PATH, SIGN_IN_PATH, apiPost, apiResponse, stopRefreshRetries } from './http';
import {
  TOKEN_STORAGE_KEY,
  expireToken,
  onTokenStored,
  readStoredToken,
  storeToken,
} from './token';

/**
 * `unavailable`: a token is stored but the current user could not be loaded for a reason other
 * than the server refusing it (a 5xx, a 403 or 404, no answer). The token stays, the session
 * tries again with a growing pause, and a Retry asks at once.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'unavailable' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  token: string | null;
  /** Why the current user could not be loaded (the catalogue's message), when it failed. */
  error: string | null;
}

const initialState: SessionState = { status: 'loading', user: null, token: null, error: null };

export const useSessionStore = create<SessionState>()(() => initialState);

const { getState, setState } = useSessionStore;

// Each load of the current user gets a number; a load that finishes after a login, a log-out or
// a token change from another tab is stale and must not overwrite the newer state.
let latestLoad = 0;

// Set while the session follows the token (between initSession and disposeSession).
let stopFollowing: (() => void) | null = null;

// Pauses between the tries of an unavailable session to load its user; the last one repeats.
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let reconnectTries = 0;

function stopReconnecting(): void {
  if (reconnectTimer !== null) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  reconnectTries = 0;
}

function reconnectLater(): void {
  if (reconnectTimer !== null || !stopFollowing) return;
  const delay = RECONNECT_DELAYS_MS[Math.min(reconnectTries, RECONNECT_DELAYS_MS.length - 1)];
  reconnectTries += 1;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    if (getState().status === 'unavailable') void loadCurrentUser(true);
  }, delay);
}

function signedOut(error: string | null = null): void {
  latestLoad += 1;
  stopReconnecting();
  stopRefreshRetries();
  setState({ status: 'unauthenticated', user: null, token: null, error });
}

async function loadCurrentUser(background: boolean): Promise<User | null> {
  const load = ++latestLoad;
  if (!background) setState({ status: 'loading', error: null });
  try {
    const user = await fetchCurrentUser();
    if (load !== latestLoad) return getState().user;
    stopReconnecting();
    setState({ status: 'authenticated', user, error: null });
    return user;
  } catch (error) {
    const message = currentUserError(error).message;
    if (normalizeFailure(error).status === 401) {
      // Authentication required: the token is removed and the user cleared, whether this load
      // is still current or a failed refresh has already signed the session out.
      if (load === latestLoad || getState().token === null) {
        if (readStoredToken() !== null) expireToken();
        signedOut(message);
      }
      return null;
    }
    if (load !== latestLoad) return getState().user;
    // A background check keeps a known user through a passing network or server failure.
    if (background && getState().user) return getState().user;
    // Only a refused token signs out: the user stays signed in and is asked for again.
    setState({ status: 'unavailable', user: null, error: message });
    reconnectLater();
    return null;
  }
}

/** Follows the token in localStorage, which another tab may have changed or removed. */
function followStoredToken(): void {
  const stored = readStoredToken();
  const { token, status } = getState();
  if (stored === token) return;
  if (stored === null) {
    signedOut();
    return;
  }
  setState({ token: stored });
  void loadCurrentUser(status === 'authenticated');
}

/** Token writes of this tab: a refresh only swaps the token; a removal signs out. */
function followTokenOfThisTab(token: string | null, expired: boolean): void {
  if (token === null) signedOut(expired ? COMMON_MESSAGES.authRequired : null);
  else setState({ token });
}

/**
 * Starts the session: reads the stored token, loads the current user, and from then on follows
 * token changes of this and other tabs (storage event, and a 1 s poll for changes made without
 * one). Safe to call more than once; returns `disposeSession`.
 */
export function initSession(): () => void {
  if (stopFollowing) return disposeSession;
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) followStoredToken();
  };
  // Back online: an unavailable session tries again at once.
  const onOnline = () => {
    if (getState().status === 'unavailable') void retryNow();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', onOnline);
  const poll = window.setInterval(followStoredToken, CONSTANTS.TOKEN_POLL_INTERVAL_MS);
  const unsubscribe = onTokenStored(followTokenOfThisTab);
  stopFollowing = () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', onOnline);
    window.clearInterval(poll);
    unsubscribe();
  };
  const token = readStoredToken();
  if (token === null) signedOut();
  else {
    setState({ token });
    void loadCurrentUser(false);
  }
  return disposeSession;
}

/** Stops following the token and forgets the in-memory session (the stored token stays). */
export function disposeSession(): void {
  stopFollowing?.();
  stopFollowing = null;
  stopReconnecting();
  stopRefreshRetries();
  latestLoad += 1;
  setState(initialState);
}

/** Signs in with the access token of a successful login; resolves to the loaded user, or null. */
export function login(token: string): Promise<User | null> {
  storeToken(token);
  setState({ token });
  return loadCurrentUser(false);
}

/** The answer of POST /auth/login/ (spec section 7). */
export interface LoginResponse {
  success?: boolean;
  message?: string;
  access: string;
  user?: User;
}

export interface SignInResult {
  /** The server's answer; its message is the one to show. */
  response: LoginResponse;
  /** The signed-in user, or null when the account could not be loaded (the session's error says why). */
  user: User | null;
}

/**
 * Logs in with the credentials and starts the session with the access token of the answer, the
 * one way every log-in screen (the host's, a remote's standalone page) signs in. Rejects with the
 * failed call, for the catalogue's loginError.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const response = await apiPost<LoginResponse>(SIGN_IN_PATH, { email, password });
  if (typeof response?.access !== 'string' || response.access === '') {
    throw new Error('The log-in answer carried no access token.');
  }
  return { response, user: await login(response.access) };
}

/** Revokes the server session, then ends this one, even when the server cannot be reached. */
export async function logout(): Promise<void> {
  try {
    await apiResponse(LOGOUT_PATH, { method: 'post' });
  } catch {
    // Nothing more can be done for the server session; the local one still ends.
  }
  storeToken(null);
  signedOut();
}

function retryNow(): Promise<User | null> {
  stopReconnecting();
  return loadCurrentUser(true);
}

/**
 * Loads the current user again (after a profile change, for example) without a loading state; for
 * an unavailable session, at once rather than after the pause (its Retry).
 */
export function reloadCurrentUser(): Promise<User | null> {
  if (getState().status === 'unavailable') return retryNow();
  return loadCurrentUser(getState().status === 'authenticated');
}
