// A small real HTTP server standing in for the API: it checks credentials and bearer tokens,
// answers the refresh and logout calls as configured, and records every request it receives.
import http from 'node:http';
import { listenLocally, readBody } from '../../../../tooling/jest/http-test-server';

export { closedPortUrl } from '../../../../tooling/jest/http-test-server';
import type { User } from 'shared-domain';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  body: unknown;
}

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
  /** Answer status of POST /auth/logout/. */
  logoutStatus: number;
  /** When set, POST /auth/refresh/ waits for it before answering. */
  refreshGate: Promise<void> | null;
  /** When set, GET /api/me/ waits for it before answering. */
  meGate: Promise<void> | null;
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

export async function startFakeApi(): Promise<FakeApi> {
  let unauthorized = 0;
  const unauthorizedWaiters: { count: number; resolve: () => void }[] = [];

  function answer(response: http.ServerResponse, status: number, body?: unknown): void {
    if (status === 401) {
      unauthorized += 1;
      for (const waiter of unauthorizedWaiters) if (unauthorized >= waiter.count) waiter.resolve();
    }
    if (body === undefined) {
      response.writeHead(status).end();
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }

  const api: FakeApi = {
    url: '',
    requests: [],
    tokens: new Map(),
    accounts: new Map(),
    refreshAnswer: { status: 401, body: { detail: 'Refresh token is invalid or expired.' } },
    logoutStatus: 204,
    refreshGate: null,
    meGate: null,
    calls: (method, path) => api.requests.filter((r) => r.method === method && r.path === path),
    unauthorizedAnswers: (count) =>
      new Promise((resolve) => {
        if (unauthorized >= count) resolve();
        else unauthorizedWaiters.push({ count, resolve });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    api.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      accept: request.headers.accept,
      body,
    });

    // Answers whatever status and body the test asks for (used to produce real HTTP errors).
    if (url.pathname === '/test/respond/') {
      const { status, body: answerBody } = body as { status: number; body?: unknown };
      answer(response, status, answerBody);
      return;
    }
    if (url.pathname === '/auth/login/') {
      const { email, password } = (body ?? {}) as { email?: string; password?: string };
      const account = email === undefined ? undefined : api.accounts.get(email);
      if (account && account.password === password) {
        answer(response, 200, {
          success: true,
          message: 'Login successful!',
          access: account.access,
          user: api.tokens.get(account.access),
        });
      } else answer(response, 401, { detail: 'Invalid email or password.' });
      return;
    }
    if (url.pathname === '/auth/refresh/') {
      if (api.refreshGate) await api.refreshGate;
      const refresh = api.refreshAnswer;
      if ('access' in refresh) answer(response, 200, { access: refresh.access });
      else answer(response, refresh.status, refresh.body);
      return;
    }
    if (url.pathname === '/auth/logout/') {
      answer(
        response,
        api.logoutStatus,
        api.logoutStatus === 204 ? undefined : { detail: 'Server error.' },
      );
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      const user = token === undefined ? undefined : api.tokens.get(token);
      if (!user) {
        answer(response, 401, {
          detail: 'Given token not valid for any token type',
          code: 'token_not_valid',
        });
        return;
      }
      if (url.pathname === '/api/me/') {
        if (api.meGate) await api.meGate;
        answer(response, 200, user);
        return;
      }
      if (request.method === 'DELETE') {
        answer(response, 204);
        return;
      }
      answer(response, 200, {
        path: url.pathname,
        search: url.search,
        userId: user.id,
        received: body ?? null,
      });
      return;
    }
    answer(response, 404, { detail: 'Not found.' });
  });

  api.url = await listenLocally(server);
  return api;
}

/** A promise with its resolve function, to hold a server answer until the test releases it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
