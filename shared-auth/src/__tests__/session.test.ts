import {
  apiGet,
  configureApi,
  disposeSession,
  initSession,
  login,
  logout,
  normalizeFailure,
  signIn,
  TOKEN_STORAGE_KEY,
  useSessionStore,
} from '../index';
import { loginError } from '../forms';
import { reloadCurrentUser } from '../session';
import {
  type FakeApi,
  UNREACHABLE_API_URL,
  gate,
  makeUser,
  startFakeApi,
} from './support/fake-api';
import { sessionSettled } from './support/session';

let api: FakeApi;
const ops = makeUser({ id: 1, role: 'operations_manager' });
const student = makeUser({ id: 2, role: 'student', email: 'student@linguadesk.test' });

beforeEach(async () => {
  disposeSession();
  window.localStorage.clear();
  api = await startFakeApi();
  configureApi({ baseUrl: api.url });
  api.tokens.set('ops-token', ops);
  api.tokens.set('student-token', student);
});

afterEach(async () => {
  disposeSession();
  jest.useRealTimers();
  await api.close();
});

const session = () => useSessionStore.getState();
const stored = () => window.localStorage.getItem(TOKEN_STORAGE_KEY);

/** Another tab changing the token: the storage event this tab would receive. */
function otherTabWrites(token: string | null): void {
  const oldValue = stored();
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue, newValue: token }),
  );
}

async function signedInAs(token: string) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  initSession();
  return sessionSettled();
}

describe('starting the session', () => {
  it('is unauthenticated without a stored token, and asks the server nothing', async () => {
    initSession();
    expect(session()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(api.requests).toHaveLength(0);
  });

  it('is loading, then authenticated with the user of GET /api/me/', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'ops-token');
    initSession();
    expect(session().status).toBe('loading');

    const state = await sessionSettled();

    expect(state).toMatchObject({ status: 'authenticated', user: ops, token: 'ops-token' });
    expect(api.calls('GET', '/api/me/')[0]?.authorization).toBe('Bearer ops-token');
  });

  it('removes the token and clears the user when authentication is required', async () => {
    const state = await signedInAs('revoked-token');

    expect(state).toMatchObject({
      status: 'unauthenticated',
      user: null,
      token: null,
      error: 'Authentication required. Please login again.',
    });
    expect(stored()).toBeNull();
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(1);
  });

  it('stays signed in through an expired token the refresh cookie can renew', async () => {
    api.refreshAnswer = { status: 200, access: 'ops-token' };

    const state = await signedInAs('expired-token');

    expect(state).toMatchObject({ status: 'authenticated', user: ops, token: 'ops-token' });
    expect(stored()).toBe('ops-token');
  });

  it('reports an unreachable API without throwing the token away', async () => {
    configureApi({ baseUrl: UNREACHABLE_API_URL });

    const state = await signedInAs('ops-token');

    expect(state).toMatchObject({
      status: 'unavailable',
      user: null,
      token: 'ops-token',
      error: 'Network error. Please check your internet connection.',
    });
    expect(stored()).toBe('ops-token');
  });
});

/** Resolves once the session reaches `status`. */
function sessionReaches(status: string) {
  return new Promise<void>((resolve) => {
    if (session().status === status) return resolve();
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.status !== status) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('a signed-in user the server cannot answer for', () => {
  it.each([
    [500, { detail: 'Server error.' }, 'Server error. Please try again later.'],
    [502, 'Bad Gateway', 'Server error. Please try again later.'],
    [403, { detail: 'Forbidden.' }, 'Access denied. Your account may be deactivated.'],
    [404, { detail: 'Not found.' }, 'User profile not found.'],
  ])('stays signed in on a %i, with the message', async (status, body, message) => {
    api.meFailure = { status, body };

    const state = await signedInAs('ops-token');

    expect(state).toMatchObject({ status: 'unavailable', user: null, token: 'ops-token' });
    expect(state.error).toBe(message);
    expect(stored()).toBe('ops-token');
    expect(api.calls('POST', '/auth/refresh/')).toHaveLength(0);
  });

  it('loads the user by itself once the server answers again, without a new log-in', async () => {
    api.meFailure = { status: 500, body: { detail: 'Server error.' } };
    await signedInAs('ops-token');
    const tries = api.calls('GET', '/api/me/').length;

    api.meFailure = null;
    await sessionReaches('authenticated');

    expect(session()).toMatchObject({ status: 'authenticated', user: ops, error: null });
    expect(api.calls('GET', '/api/me/').length).toBe(tries + 1);
    expect(api.calls('POST', '/auth/login/')).toHaveLength(0);
  });

  it('asks again at once on Retry', async () => {
    api.meFailure = { status: 503, body: { detail: 'Unavailable.' } };
    await signedInAs('ops-token');
    api.meFailure = null;

    const user = await reloadCurrentUser();

    expect(user).toEqual(ops);
    expect(session()).toMatchObject({ status: 'authenticated', user: ops });
  });

  it('signs out only when the token is refused and the refresh is refused too', async () => {
    api.meFailure = { status: 500, body: { detail: 'Server error.' } };
    await signedInAs('ops-token');

    api.meFailure = null;
    api.tokens.delete('ops-token');
    await reloadCurrentUser();

    expect(session()).toMatchObject({
      status: 'unauthenticated',
      error: 'Authentication required. Please login again.',
    });
    expect(stored()).toBeNull();
  });
});

describe('a refresh the server cannot answer', () => {
  it('keeps the session, fails the request with the server error, and renews the token later', async () => {
    await signedInAs('ops-token');
    api.tokens.delete('ops-token');
    api.tokens.set('renewed', ops);
    api.refreshAnswer = { status: 503, body: { detail: 'Service unavailable.' } };

    const failure = await apiGet('/api/groups/').catch((error: unknown) => error);

    expect(normalizeFailure(failure).status).toBe(503);
    expect(session()).toMatchObject({ status: 'authenticated', user: ops });
    expect(stored()).toBe('ops-token');

    // The server is back: the refresh tried again in the background stores the new token.
    api.refreshAnswer = { status: 200, access: 'renewed' };
    await new Promise<void>((resolve) => {
      const unsubscribe = useSessionStore.subscribe((state) => {
        if (state.token !== 'renewed') return;
        unsubscribe();
        resolve();
      });
    });
    expect(stored()).toBe('renewed');
    expect(session()).toMatchObject({ status: 'authenticated', user: ops });
    await expect(apiGet('/api/groups/')).resolves.toMatchObject({ userId: ops.id });
  });

  it('keeps the session when the refresh gets no answer at all', async () => {
    await signedInAs('ops-token');
    api.tokens.delete('ops-token');
    // The refresh call (only it) cannot reach the server.
    api.refreshUnreachable = true;

    const failure = await apiGet('/api/groups/').catch((error: unknown) => error);

    expect(normalizeFailure(failure)).toMatchObject({ status: null, isNetwork: true });
    expect(session()).toMatchObject({ status: 'authenticated', user: ops });
    expect(stored()).toBe('ops-token');
  });
});

describe('login and logout', () => {
  it('login stores the token and loads the user', async () => {
    initSession();

    const user = await login('student-token');

    expect(user).toEqual(student);
    expect(session()).toMatchObject({ status: 'authenticated', user: student });
    expect(stored()).toBe('student-token');
  });

  it('signIn posts the credentials, starts the session with the token and returns the answer', async () => {
    api.accounts.set(student.email, { password: 'Demo1234', access: 'student-token' });
    initSession();

    const result = await signIn(student.email, 'Demo1234');

    expect(result.response).toMatchObject({
      message: 'Login successful!',
      access: 'student-token',
    });
    expect(result.user).toEqual(student);
    expect(session()).toMatchObject({ status: 'authenticated', user: student });
    expect(stored()).toBe('student-token');
    const [sent] = api.calls('POST', '/auth/login/');
    expect(sent?.body).toEqual({ email: student.email, password: 'Demo1234' });
    expect(sent?.authorization).toBeUndefined();
  });

  it('signIn rejects with the failed call for wrong credentials and stays signed out', async () => {
    api.accounts.set(student.email, { password: 'Demo1234', access: 'student-token' });
    initSession();

    const failure = await signIn(student.email, 'Wrong1234').catch((error: unknown) => error);

    expect(loginError(failure).message).toBe('Invalid email or password.');
    expect(session()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(stored()).toBeNull();
    expect(api.calls('GET', '/api/me/')).toHaveLength(0);
  });

  it('signIn answers no user when the signed-in account cannot be loaded', async () => {
    api.accounts.set('gone@linguadesk.test', { password: 'Demo1234', access: 'unknown-token' });
    initSession();

    const result = await signIn('gone@linguadesk.test', 'Demo1234');

    expect(result.user).toBeNull();
    expect(session()).toMatchObject({
      status: 'unauthenticated',
      error: 'Authentication required. Please login again.',
    });
  });

  it('logout revokes the server session, then removes the token and the user', async () => {
    await signedInAs('ops-token');

    await logout();

    expect(api.calls('POST', '/auth/logout/')).toHaveLength(1);
    expect(session()).toMatchObject({ status: 'unauthenticated', user: null, token: null });
    expect(stored()).toBeNull();
  });

  it.each([
    ['answers with an error', async () => void (api.logoutStatus = 500)],
    ['cannot be reached', async () => configureApi({ baseUrl: UNREACHABLE_API_URL })],
  ])('logout still signs out when the server %s', async (_case, breakServer) => {
    await signedInAs('ops-token');
    await breakServer();

    await logout();

    expect(session()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(stored()).toBeNull();
  });

  it('a user loaded after logging out again is not signed back in', async () => {
    initSession();
    const held = gate();
    api.meGate = held.promise;

    const loading = login('ops-token');
    await logout();
    held.open();
    await loading;

    expect(session()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('a failed token refresh anywhere in the app signs the session out', async () => {
    await signedInAs('ops-token');
    api.tokens.delete('ops-token');

    await expect(apiGet('/api/groups/')).rejects.toThrow();

    expect(session()).toMatchObject({
      status: 'unauthenticated',
      user: null,
      error: 'Authentication required. Please login again.',
    });
    expect(stored()).toBeNull();
  });
});

describe('following other tabs', () => {
  it('signs out at once when another tab logs out', async () => {
    await signedInAs('ops-token');

    otherTabWrites(null);

    expect(session()).toMatchObject({ status: 'unauthenticated', user: null, token: null });
  });

  it('switches to the user another tab signed in as', async () => {
    await signedInAs('ops-token');

    otherTabWrites('student-token');
    await new Promise<void>((resolve) => {
      const unsubscribe = useSessionStore.subscribe((state) => {
        if (state.user?.id === student.id) {
          unsubscribe();
          resolve();
        }
      });
    });

    expect(session()).toMatchObject({ status: 'authenticated', user: student });
  });

  it('notices within 1 s a token removed without a storage event', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await signedInAs('ops-token');

    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    await jest.advanceTimersByTimeAsync(999);
    const before = session().status;
    await jest.advanceTimersByTimeAsync(1);

    expect(before).toBe('authenticated');
    expect(session()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('notices within 1 s a token stored without a storage event, and loads its user', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    initSession();
    const me = gate();
    api.meGate = me.promise;

    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'student-token');
    await jest.advanceTimersByTimeAsync(1000);

    expect(session().status).toBe('loading');
    me.open();
    expect(await sessionSettled()).toMatchObject({ status: 'authenticated', user: student });
  });

  it('stops following once disposed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await signedInAs('ops-token');

    disposeSession();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'student-token');
    await jest.advanceTimersByTimeAsync(5000);

    expect(api.calls('GET', '/api/me/')).toHaveLength(1);
  });
});
