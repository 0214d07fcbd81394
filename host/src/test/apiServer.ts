// A real local HTTP server standing in for the API: tests declare answers per route and read back
// what the screens sent.
import http from 'node:http';
import type { User } from 'shared-domain';
import { listenLocally, readBody } from '../../../tooling/jest/http-test-server';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization?: string;
}

type Responder =
  Answer | ((request: ReceivedRequest, params: Record<string, string>) => Answer | Promise<Answer>);

export interface ApiServer {
  url: string;
  requests: ReceivedRequest[];
  /** Declares the answer of `METHOD /path/:param/`. */
  on(method: string, pattern: string, responder: Responder): void;
  /** Signs `user` in for /api/me/ (any bearer token). */
  signIn(user: User): void;
  reset(): void;
  close(): Promise<void>;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  const found = regex.exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

export async function startApiServer(): Promise<ApiServer> {
  let routes: { method: string; pattern: string; responder: Responder }[] = [];
  const requests: ReceivedRequest[] = [];

  const server = http.createServer(async (req, res) => {
    const origin = req.headers.origin ?? '*';
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const received: ReceivedRequest = {
      method: req.method ?? 'GET',
      path,
      body: await readBody(req),
      authorization: req.headers.authorization,
    };
    requests.push(received);
    // The newest declaration wins, so a test can override a default answer.
    for (const route of [...routes].reverse()) {
      const params = route.method === received.method ? match(route.pattern, path) : null;
      if (!params) continue;
      const answer =
        typeof route.responder === 'function'
          ? await route.responder(received, params)
          : route.responder;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Not found.' }));
  });
  const url = await listenLocally(server);

  const api: ApiServer = {
    url,
    requests,
    on(method, pattern, responder) {
      routes.push({ method, pattern, responder });
    },
    signIn(user) {
      api.on('GET', '/api/me/', (request) =>
        request.authorization
          ? { status: 200, body: user }
          : { status: 401, body: { detail: 'no token' } },
      );
    },
    reset() {
      routes = [];
      requests.length = 0;
      api.on('POST', '/auth/logout/', { status: 204 });
      api.on('POST', '/auth/refresh/', { status: 401, body: { detail: 'No refresh token.' } });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  api.reset();
  return api;
}
