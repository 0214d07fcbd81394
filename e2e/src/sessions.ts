// A session per role for the journeys of one worker, signed in through the API's log-in once and
// handed from journey to journey. The API rotates the refresh token on every refresh and takes an
// already-rotated one for a stolen one, revoking the whole session; so each journey starts from
// the refresh cookie the previous one ended with, refreshed here into a new access token, and a
// session that ended (a log-out, a revoked family), or that a journey left signed in as someone
// else, is replaced by a new log-in.
import { type BrowserContext, type Cookie, request } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { urls } from './suite';

/** The API's refresh cookie (HttpOnly, under /auth/). */
const REFRESH_COOKIE = 'refresh_token';
/** Where shared-auth keeps the access token (shared-domain's TOKEN_STORAGE_KEY). */
const TOKEN_STORAGE_KEY = 'access_token';

interface Session {
  access: string;
  cookies: Cookie[];
}

/** Posts to an auth endpoint of the API with `cookies`; the answer's access token and cookies. */
async function postAuth(path: string, cookies: Cookie[], data?: object): Promise<Session | null> {
  const api = await request.newContext({
    baseURL: urls.api,
    storageState: { cookies, origins: [] },
  });
  try {
    const response = await api.post(path, { data });
    if (response.status() === 401) return null;
    if (!response.ok()) {
      throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    }
    const { access } = (await response.json()) as { access: string };
    const { cookies: kept } = await api.storageState();
    return { access, cookies: kept.filter((cookie) => cookie.name === REFRESH_COOKIE) };
  } finally {
    await api.dispose();
  }
}

/** The email of the user an access token belongs to. */
async function emailOf(access: string): Promise<string> {
  const api = await request.newContext({ baseURL: urls.api });
  try {
    const response = await api.get('/api/me/', { headers: { Authorization: `Bearer ${access}` } });
    if (!response.ok()) throw new Error(`GET /api/me/: ${response.status()}`);
    return ((await response.json()) as { email: string }).email;
  } finally {
    await api.dispose();
  }
}

export class RoleSessions {
  /** The refresh cookie each role's last journey ended with. */
  private readonly refreshCookies = new Map<string, Cookie[]>();

  /** A signed-in session of `email`: the last one refreshed, or a new log-in. */
  private async take(email: string): Promise<Session> {
    const cookies = this.refreshCookies.get(email);
    this.refreshCookies.delete(email);
    const refreshed = cookies ? await postAuth('/auth/refresh/', cookies) : null;
    if (refreshed && (await emailOf(refreshed.access)) === email) return refreshed;
    const session = await postAuth('/auth/login/', [], { email, password: DEMO_PASSWORD });
    if (!session) throw new Error(`The API refused the demo log-in of ${email}`);
    return session;
  }

  /** Puts a session of `email` in `context` as the host keeps it: the cookie and the stored token. */
  async signIn(context: BrowserContext, email: string): Promise<void> {
    const { access, cookies } = await this.take(email);
    await context.setStorageState({
      cookies,
      origins: [
        {
          origin: urls.host,
          localStorage: [{ name: TOKEN_STORAGE_KEY, value: access }],
        },
      ],
    });
  }

  /** Keeps the refresh cookie `context` ends with for the role's next journey. */
  async keep(context: BrowserContext, email: string): Promise<void> {
    const cookies = (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE);
    if (cookies.length > 0) this.refreshCookies.set(email, cookies);
  }
}
