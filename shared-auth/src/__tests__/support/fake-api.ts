// The API as shared-auth's tests see it, on the suite's one fake API (test-support's, on MSW;
// by a relative path, since test-support depends on shared-auth): it checks credentials and bearer
// tokens, answers the refresh and logout calls as configured, and records every request.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from 'shared-domain';
import {
  type Answer,
  type RecordedRequest,
  createFakeApi,
} from '../../../../tooling/test-support/src/fake-api';

export { UNREACHABLE_API_URL } from '../../../../tooling/test-support/src/fake-api';

type RefreshAnswer = { status: 200; access: string } | { status: number; body: unknown };

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** Tokens /api/ accepts, each mapped to the user /api/me/ answers with. */
  tokens: Map<string, User>;
  /** Log-ins POST /auth/login/ accepts: e-mail to password and the access token it hands out. */
  accounts: Map<string, { password: string; access: string }>;
  /** Answer of the next POST /auth/refresh/ calls. */
  refreshAnswer: RefreshAnswer;
  /** When true, POST /auth/refresh/ gets no answer (a network failure). */
  refreshUnreachable: boolean;
  /** Answer status of POST /auth/logout/. */
  logoutStatus: number;
  /** When set, POST /auth/refresh/ waits for it before answering. */
  refreshGate: Promise<void> | null;
  /** When set, GET /api/me/ waits for it before answering. */
  meGate: Promise<void> | null;
  /** When set, GET /api/me/ answers this failure (with an accepted token) instead of the user. */
  meFailure: { status: number; body: unknown } | null;
  calls(method: string, path: string): RecordedRequest[];
  /** Resolves once the server has answered this many 401s. */
  unauthorizedAnswers(count: number): Promise<void>;
  close(): Promise<void>;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ops@linguadesk.test',
    username: 'ops',
    first_name: 'Olivia',
    middle_name: '',
    last_name: 'Stone',
    full_name: 'Olivia Stone',
    phone_number: null,
    gender: 'female',
    nationality: 'Egyptian',
    role: 'operations_manager',
    is_active: true,
    is_verified: true,
    created_at: '2024-01-05T10:00:00.000Z',
    updated_at: '2024-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const ANY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export async function startFakeApi(): Promise<FakeApi> {
  const server = setupServer();
  const routes = createFakeApi(server);
  server.listen({ onUnhandledFrame: 'error' });
  let unauthorized = 0;
  const unauthorizedWaiters: { count: number; resolve: () => void }[] = [];

  function answer(status: number, body?: unknown): Answer {
    if (status === 401) {
      unauthorized += 1;
      for (const waiter of unauthorizedWaiters) if (unauthorized >= waiter.count) waiter.resolve();
    }
    return { status, body };
  }

  const api: FakeApi = {
    url: routes.url,
    requests: routes.requests,
    tokens: new Map(),
    accounts: new Map(),
    refreshAnswer: { status: 401, body: { detail: 'Refresh token is invalid or expired.' } },
    refreshUnreachable: false,
    logoutStatus: 204,
    refreshGate: null,
    meGate: null,
    meFailure: null,
    calls: routes.calls,
    unauthorizedAnswers: (count) =>
      new Promise((resolve) => {
        if (unauthorized >= count) resolve();
        else unauthorizedWaiters.push({ count, resolve });
      }),
    close: async () => server.close(),
  };

  // Answers whatever status and body the test asks for (used to produce real HTTP errors).
  routes.on('POST', '/test/respond/', ({ body }) => {
    const asked = body as { status: number; body?: unknown };
    return answer(asked.status, asked.body);
  });
  routes.on('POST', '/auth/login/', ({ body }) => {
    const { email, password } = (body ?? {}) as { email?: string; password?: string };
    const account = email === undefined ? undefined : api.accounts.get(email);
    if (!account || account.password !== password) {
      return answer(401, { detail: 'Invalid email or password.' });
    }
    return answer(200, {
      success: true,
      message: 'Login successful!',
      access: account.access,
      user: api.tokens.get(account.access),
    });
  });
  routes.on('POST', '/auth/refresh/', async () => {
    if (api.refreshGate) await api.refreshGate;
    const refresh = api.refreshAnswer;
    return 'access' in refresh
      ? answer(200, { access: refresh.access })
      : answer(refresh.status, refresh.body);
  });
  routes.on('POST', '/auth/logout/', () =>
    answer(api.logoutStatus, api.logoutStatus === 204 ? undefined : { detail: 'Server error.' }),
  );
  for (const method of ANY_METHOD) {
    routes.on(method, '/api/*', async ({ authorization, path, query, body }) => {
      const token = authorization?.replace(/^Bearer /, '');
      const user = token === undefined ? undefined : api.tokens.get(token);
      if (!user) {
        return answer(401, {
          detail: 'Given token not valid for any token type',
          code: 'token_not_valid',
        });
      }
      if (path === '/api/me/') {
        if (api.meGate) await api.meGate;
        if (api.meFailure) return answer(api.meFailure.status, api.meFailure.body);
        return answer(200, user);
      }
      if (method === 'DELETE') return answer(204);
      const search = new URLSearchParams(query).toString();
      return answer(200, {
        path,
        search: search === '' ? '' : `?${search}`,
        userId: user.id,
        received: body ?? null,
      });
    });
  }
  // Ahead of the routes: a refresh that cannot reach the server; otherwise on to the routes.
  server.use(
    http.post(`${routes.url}/auth/refresh/`, () =>
      api.refreshUnreachable ? HttpResponse.error() : undefined,
    ),
  );
  return api;
}

/** A promise with its resolve function, to hold a server answer until the test releases it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
