// The suite's one HTTP client (spec sections 4 and 7): API host, cookies, JSON, a 10 s timeout,
// the active language (Accept-Language), the bearer token on /api/ paths, and one shared refresh on a 401 before each request is retried.
// ky itself comes with the first request (or loadApiClient), so a visitor's log-in page loads none.
import type { KyInstance, Options } from 'ky';
import { CONSTANTS } from 'shared-domain';
import { activeLocale } from 'shared-i18n';
import { getApiConfig } from './config';
import { normalizeFailure } from './errors/failure';
import { expireToken, readStoredToken, storeToken } from './token';

export const SIGN_IN_PATH = '/auth/login/';
export const REFRESH_PATH = '/auth/refresh/';
export const LOGOUT_PATH = '/auth/logout/';
export const CURRENT_USER_PATH = '/api/me/';

const REFRESH_LOCK = 'linguadesk-token-refresh';

export function isApiPath(url: string): boolean {
  return new URL(url).pathname.includes('/api/');
}

function isRefreshPath(url: string): boolean {
  return new URL(url).pathname.endsWith(REFRESH_PATH);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

let refreshing: Promise<string> | null = null;

/** Tabs share the refresh cookie, and presenting a rotated one revokes the whole session, so
 * tabs refresh one at a time where the browser can coordinate them. */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    // The DOM typings nest the callback's promise; at run time it is already flattened.
    return navigator.locks.request(REFRESH_LOCK, task).then((result) => result);
  }
  return task();
}

class NoTokenInAnswer extends Error {
  constructor() {
    super('The refresh answer carried no access token.');
    this.name = 'NoTokenInAnswer';
  }
}

async function requestNewToken(rejectedToken: string | null): Promise<string> {
  const stored = readStoredToken();
  // Another tab (or an earlier refresh here) already replaced the token that was refused.
  if (stored && stored !== rejectedToken) return stored;
  const body = await (await httpClient()).post(REFRESH_PATH).json<{ access?: unknown }>();
  if (typeof body?.access !== 'string' || body.access === '') throw new NoTokenInAnswer();
  return body.access;
}

/**
 * Whether the server refused to renew the token (the refresh cookie is invalid, expired or
 * revoked), as opposed to failing to answer (a 5xx, a timeout, no network), which says nothing
 * about the session.
 */
function refreshRefused(error: unknown): boolean {
  if (error instanceof NoTokenInAnswer) return true;
  const { status } = normalizeFailure(error);
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

// Pauses between the background tries of a refresh the server could not answer; the last repeats.
const REFRESH_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];
let refreshRetry: ReturnType<typeof setTimeout> | null = null;
let refreshRetries = 0;

/** Stops trying a refresh again (the session ended). */
export function stopRefreshRetries(): void {
  if (refreshRetry !== null) clearTimeout(refreshRetry);
  refreshRetry = null;
  refreshRetries = 0;
}

/** Tries the refresh again later, until the server renews the token or refuses it. */
function retryRefreshLater(rejectedToken: string | null): void {
  if (refreshRetry !== null) return;
  const delay =
    REFRESH_RETRY_DELAYS_MS[Math.min(refreshRetries, REFRESH_RETRY_DELAYS_MS.length - 1)];
  refreshRetries += 1;
  refreshRetry = setTimeout(() => {
    refreshRetry = null;
    // Signed out meanwhile: nothing to renew.
    if (readStoredToken() === null) return;
    refreshAccessToken(rejectedToken).catch(() => undefined);
  }, delay);
}

/**
 * Gets a new access token from the refresh cookie. Concurrent callers share one refresh call.
 * When the server refuses it, the stored token is removed, which signs the session out; when the
 * server cannot answer, the token stays and the refresh is tried again in the background with a
 * growing pause. Either way the promise rejects with the refresh's failure.
 */
export function refreshAccessToken(
  rejectedToken: string | null = readStoredToken(),
): Promise<string> {
  refreshing ??= oneTabAtATime(() => requestNewToken(rejectedToken))
    .then(
      (token) => {
        refreshRetries = 0;
        storeToken(token);
        return token;
      },
      (error: unknown) => {
        if (refreshRefused(error)) {
          refreshRetries = 0;
          expireToken();
        } else retryRefreshLater(rejectedToken);
        throw error;
      },
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The suite's client, over ky's default instance. */
function createClient(ky: KyInstance): KyInstance {
  return ky.create({
    credentials: 'include',
    timeout: CONSTANTS.API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Nothing is retried automatically; the one retry allowed is the forced one after a refresh.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      init: [
        (options) => {
          options.prefix = getApiConfig().baseUrl;
        },
      ],
      beforeRequest: [
        ({ request }) => {
          // The server answers (its messages, validation errors, e-mails) in the user's language.
          request.headers.set('Accept-Language', activeLocale());
          const token = readStoredToken();
          if (token && isApiPath(request.url))
            request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || retryCount > 0) return;
          if (!isApiPath(request.url) || isRefreshPath(request.url)) return;
          let token: string;
          try {
            token = await refreshAccessToken(bearerOf(request));
          } catch (error) {
            // Refused: the caller gets the original 401, which the catalogue reports as signed
            // out. Not answered: the caller gets that failure (server or network error).
            if (refreshRefused(error)) return;
            throw error;
          }
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({
            request: new Request(request, { headers }),
            delay: 0,
            code: 'TOKEN_REFRESHED',
          });
        },
      ],
    },
  });
}

let client: Promise<KyInstance> | null = null;

/** The one client, made once ky is fetched; a failed fetch is tried again by the next request. */
function httpClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) => createClient(ky),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/**
 * Fetches the client's library ahead of the first request, which otherwise fetches it itself
 * (the host starts it beside what a signed-in page needs first, and once a visitor's page has
 * shown). Rejects when it could not be fetched; the next request tries again.
 */
export async function loadApiClient(): Promise<void> {
  await httpClient();
}

export type SearchParams = Record<string, string | number | boolean | undefined>;

/**
 * A request for `apiResponse`: its method (GET by default), query, JSON body or a file as the
 * body (an import's upload), and headers.
 */
interface ApiRequest {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  searchParams?: SearchParams;
  json?: unknown;
  body?: Blob;
  headers?: Record<string, string>;
}

/**
 * The answer itself, for what is not JSON (a CSV file: `(await apiResponse(path, { headers: {
 * Accept: 'text/csv' } })).blob()`), with the client's token, refresh and failures as for
 * `apiGet`. Paths are relative to the API host.
 */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const options: Options = request;
  return (await httpClient())(path, options);
}

async function send<T>(path: string, request: ApiRequest): Promise<T> {
  const response = await apiResponse(path, request);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** The answer of a GET sent ahead of the code now making it, if one was (shared-ui/data's). */
type EarlyAnswer = (path: string, searchParams?: SearchParams) => Promise<unknown> | undefined;
let earlyAnswer: EarlyAnswer | undefined;

/** Lets GETs sent ahead of the code that will make them answer that code's `apiGet`. */
export function answerGetsWith(take: EarlyAnswer): void {
  earlyAnswer = take;
}

/** Paths are relative to the API host, e.g. `apiGet<User>('/api/me/')`. */
export function apiGet<T>(path: string, searchParams?: SearchParams): Promise<T> {
  const ask = () => send<T>(path, { method: 'get', searchParams });
  // A failed early answer is asked for again, so the caller's failure is its own request's.
  return (earlyAnswer?.(path, searchParams) as Promise<T> | undefined)?.catch(ask) ?? ask();
}

export function apiPost<T>(path: string, json?: unknown): Promise<T> {
  return send<T>(path, { method: 'post', json });
}

export function apiPut<T>(path: string, json: unknown): Promise<T> {
  return send<T>(path, { method: 'put', json });
}

export function apiPatch<T>(path: string, json: unknown): Promise<T> {
  return send<T>(path, { method: 'patch', json });
}

/** Resolves to the answer's JSON, or undefined for the usual empty 204. */
export function apiDelete<T = undefined>(path: string): Promise<T> {
  return send<T>(path, { method: 'delete' });
}
