// A small real HTTP server standing in for the API, so the dashboard's calls go through the real
// shared-auth client (bearer, refresh, error catalogue). Each test says how routes answer.
import http from 'node:http';
import { listenLocally, readBody } from '../../../../../tooling/jest/http-test-server';

export { closedPortUrl } from '../../../../../tooling/jest/http-test-server';

export interface Answer {
  status: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /** Sets how `METHOD /path/` answers from now on; unknown routes answer 404. */
  on(method: string, path: string, answer: Answer | Handler): void;
  calls(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: new URL(request.url ?? '/', 'http://fake').pathname,
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    const answer = handler
      ? await handler(recorded)
      : { status: 404, body: { detail: 'Not found.' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    response.writeHead(answer.status, text ? { 'Content-Type': 'application/json' } : {});
    response.end(text);
  });
  const url = await listenLocally(server);
  return {
    url,
    requests,
    on(method, path, answer) {
      routes.set(
        `${method.toUpperCase()} ${path}`,
        typeof answer === 'function' ? answer : () => answer,
      );
    },
    calls: (method, path) =>
      requests.filter(
        (request) => request.method === method.toUpperCase() && request.path === path,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
