import { HTTPError, NetworkError, TimeoutError } from 'ky';
import {
  apiDelete,
  apiGet,
  apiPost,
  configureApi,
  currentUserError,
  refreshAccessToken,
  TOKEN_STORAGE_KEY,
} from '../index';
import {
  type FakeApi,
  UNREACHABLE_API_URL,
  gate,
  makeUser,
  startFakeApi,
} from './support/fake-api';

let api: FakeApi;

beforeEach(async () => {
  window.localStorage.clear();
  api = await startFakeApi();
  configureApi({ baseUrl: api.url });
});

afterEach(async () => {
  jest.useRealTimers();
  await api.close();
});

function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_STORAGE_KEY);
}

describe('requests', () => {
  it('go to the configured API host, with the bearer token only on /api/ paths', async () => {
    api.tokens.set('good', makeUser());
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');

    await apiGet('/api/groups/', { page: 2, search: undefined });
    await apiPost('/auth/forgot-password/', { email: 'a@b.test' }).catch(() => undefined);

    const [list, forgot] = api.requests;
    expect(list).toMatchObject({
      method: 'GET',
      path: '/api/groups/',
      authorization: 'Bearer good',
    });
    expect(forgot).toMatchObject({ method: 'POST', path: '/auth/forgot-password/' });
    expect(forgot?.authorization).toBeUndefined();
  });

  it('send and accept JSON, and pass query parameters', async () => {
    api.tokens.set('good', makeUser({ id: 3 }));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');

    const answer = await apiPost<{ received: unknown; userId: number }>('/api/groups/', {
      days: 'sat/tue',
    });
    const listed = await apiGet<{ search: string }>('/api/calls/', { page: 1, search: 'ann' });

    expect(answer).toEqual(expect.objectContaining({ received: { days: 'sat/tue' }, userId: 3 }));
    expect(api.requests[0]?.contentType).toBe('application/json');
    expect(api.requests[0]?.accept).toBe('application/json');
    expect(listed.search).toBe('?page=1&search=ann');
  });

  it('resolve an empty answer (a 204 delete) to undefined', async () => {
    api.tokens.set('good', makeUser());
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');

    await expect(apiDelete('/api/groups/3/')).resolves.toBeUndefined();
    expect(api.calls('DELETE', '/api/groups/3/')).toHaveLength(1);
  });

  it('fail with a network error when the API cannot be reached', async () => {
    configureApi({ baseUrl: UNREACHABLE_API_URL });
    const failure = await apiGet('/api/me/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(currentUserError(failure).message).toBe(
      'Network error. Please check your internet connection.',
    );
  });

  it('give up after 10000 ms without an answer', async () => {
    api.tokens.set('good', makeUser());
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
    const held = gate();
    api.meGate = held.promise;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

    const outcome = apiGet('/api/me/').then(
      () => 'answered',
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(9999);
    const settledEarly = await Promise.race([outcome, Promise.resolve('pending')]);
    await jest.advanceTimersByTimeAsync(1);

    expect(settledEarly).toBe('pending');
    await expect(outcome).resolves.toBeInstanceOf(TimeoutError);
    held.open();
  });
});

describe('token refresh', () => {
  it('lets concurrent 401s share one refresh, then retries each request once with the new token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    api.tokens.set('fresh', makeUser({ id: 11 }));
    api.refreshAnswer = { status: 200, access: 'fresh' };
    // The refresh answers only after all three requests have been refused.
    const held = gate();
    api.refreshGate = held.promise;
    void api.unauthorizedAnswers(3).then(held.open);

    const answers = await Promise.all([
      apiGet('/api/groups/'),
      apiGet('/api/calls/'),
      apiPost('/api/student-attendance/', { student: 4 }),
    ]);

    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
    expect(answers).toEqual([
      expect.objectContaining({ path: '/api/groups/', userId: 11 }),
      expect.objectContaining({ path: '/api/calls/', userId: 11 }),
      expect.objectContaining({ path: '/api/student-attendance/', received: { student: 4 } }),
    ]);
    for (const path of ['/api/groups/', '/api/calls/', '/api/student-attendance/']) {
      const method = path === '/api/student-attendance/' ? 'POST' : 'GET';
      expect(api.calls(method, path).map((r) => r.authorization)).toEqual([
        'Bearer expired',
        'Bearer fresh',
      ]);
    }
    expect(api.calls('POST', '/api/student-attendance/')[1]?.body).toEqual({ student: 4 });
    expect(storedToken()).toBe('fresh');
  });

  it('removes the token and fails every waiting request when the refresh fails', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    api.refreshAnswer = { status: 401, body: { detail: 'Refresh token is invalid or expired.' } };
    const held = gate();
    api.refreshGate = held.promise;
    void api.unauthorizedAnswers(2).then(held.open);

    const failures = await Promise.all([
      apiGet('/api/me/').catch((error: unknown) => error),
      apiGet('/api/groups/').catch((error: unknown) => error),
    ]);

    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(HTTPError);
      expect((failure as HTTPError).response.status).toBe(401);
    }
    expect(api.calls('GET', '/api/me/')).toHaveLength(1);
    expect(api.calls('GET', '/api/groups/')).toHaveLength(1);
    expect(storedToken()).toBeNull();
    expect(currentUserError(failures[0]).message).toBe(
      'Authentication required. Please login again.',
    );
  });

  it('never refreshes because the refresh call itself was refused', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');

    await expect(refreshAccessToken()).rejects.toBeInstanceOf(HTTPError);
    await expect(apiPost('/auth/refresh/')).rejects.toBeInstanceOf(HTTPError);

    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(2);
    expect(storedToken()).toBeNull();
  });

  it('refreshes only once per request: a retry refused again fails', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    // The server hands out a token that /api/ does not accept either.
    api.refreshAnswer = { status: 200, access: 'also-refused' };

    const failure = await apiGet('/api/me/').catch((error: unknown) => error);

    expect((failure as HTTPError).response.status).toBe(401);
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
    expect(api.calls('GET', '/api/me/').map((r) => r.authorization)).toEqual([
      'Bearer expired',
      'Bearer also-refused',
    ]);
  });

  it('does not refresh on a 401 outside /api/ (a refused login)', async () => {
    const failure = await apiPost('/test/respond/', {
      status: 401,
      body: { detail: 'Invalid email or password.' },
    }).catch((error: unknown) => error);

    expect((failure as HTTPError).response.status).toBe(401);
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(0);
  });

  it('reuses a token that was replaced while a refused request was under way', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    api.tokens.set('fresh', makeUser());
    api.refreshAnswer = { status: 200, access: 'fresh' };
    await apiGet('/api/groups/');

    // A request that left with the old token is refused after the refresh has finished.
    const late = await refreshAccessToken('expired');

    expect(late).toBe('fresh');
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
  });
});
