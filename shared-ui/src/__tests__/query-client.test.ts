import { apiGet, configureApi, useSessionStore } from 'shared-auth';
import type { User } from 'shared-domain';
import { clearCacheOnSignOut, createQueryClient, shouldRetryQuery } from '../data/query-client';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  useSessionStore.setState({ status: 'loading', user: null, token: null, error: null });
});

/** What apiGet throws when the API answers `status` (or cannot be reached, for null). */
async function failureOf(status: number | null): Promise<unknown> {
  configureApi({ baseUrl: 'http://api.test' });
  global.fetch = jest.fn(async () => {
    if (status === null) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ detail: 'no' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return apiGet('/api/groups/').then(
    () => {
      throw new Error('the call passed');
    },
    (error: unknown) => error,
  );
}

describe('the retry of a failed read', () => {
  it.each([400, 403, 404, 409, 500])('never retries a %i', async (status) => {
    expect(shouldRetryQuery(0, await failureOf(status))).toBe(false);
  });

  it.each([502, 503, 504, null])('retries a %s once', async (status) => {
    const error = await failureOf(status);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });
});

const someone = (id: number) => ({ id, email: `${id}@linguadesk.test` }) as User;

describe('the cache across sign-outs', () => {
  function filledClient() {
    const client = createQueryClient();
    client.setQueryData(['groups', 'list'], ['A1 morning']);
    return client;
  }

  it('is emptied when the user signs out', () => {
    useSessionStore.setState({ status: 'authenticated', user: someone(1), token: 't' });
    const client = filledClient();
    const stop = clearCacheOnSignOut(client);
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null });
    expect(client.getQueryData(['groups', 'list'])).toBeUndefined();
    stop();
  });

  it('is emptied when another account signs in', () => {
    useSessionStore.setState({ status: 'authenticated', user: someone(1), token: 't' });
    const client = filledClient();
    const stop = clearCacheOnSignOut(client);
    useSessionStore.setState({ user: someone(2), token: 'u' });
    expect(client.getQueryData(['groups', 'list'])).toBeUndefined();
    stop();
  });

  it('is kept through a sign-in, a token refresh and a reload of the same user', () => {
    const client = filledClient();
    const stop = clearCacheOnSignOut(client);
    useSessionStore.setState({ status: 'authenticated', user: someone(1), token: 't' });
    useSessionStore.setState({ token: 'refreshed' });
    useSessionStore.setState({ user: { ...someone(1), first_name: 'Renamed' } });
    expect(client.getQueryData(['groups', 'list'])).toEqual(['A1 morning']);
    stop();
    useSessionStore.setState({ status: 'unauthenticated', user: null, token: null });
    expect(client.getQueryData(['groups', 'list'])).toEqual(['A1 morning']);
  });
});
