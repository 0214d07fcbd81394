// A small real HTTP server standing in for the API in the remotes' screen tests, so their calls go
// through the real shared-auth client (bearer, refresh, error catalogue). Each test says how routes
// answer (`/api/groups/:id/` patterns) and reads back what the screen sent. Node only. The server
// plumbing stays in tooling/jest, which host and shared-auth tests use as well.
import http from 'node:http';
import { listenLocally, readBody } from '../../jest/http-test-server';

export { closedPortUrl } from '../../jest/http-test-server';

export interface Answer {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with this content type, instead of a JSON body (a CSV download, say). */
  file?: { contentType: string; text: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export type Handler = (
  request: RecordedRequest,
  params: Record<string, string>,
) => Answer | Promise<Answer>;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  /**
   * Sets how `METHOD pattern` answers from now on (`:name` matches one path segment); the newest
   * declaration wins, unknown routes answer 404.
   */
  on(method: string, pattern: string, answer: Answer | Handler): void;
  /** The requests received for `METHOD path` (an exact path, query left out). */
  calls(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (path) => {
    const found = regex.exec(path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  };
}

export async function startFakeApi(): Promise<FakeApi> {
  const routes: { method: string; match: ReturnType<typeof matcher>; handler: Handler }[] = [];
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(recorded);
    let answer: Answer = { status: 404, body: { detail: 'Not found.' } };
    for (const route of [...routes].reverse()) {
      const params = route.method === recorded.method ? route.match(recorded.path) : null;
      if (!params) continue;
      answer = await route.handler(recorded, params);
      break;
    }
    if (answer.file) {
      response.writeHead(answer.status, { 'Content-Type': answer.file.contentType });
      response.end(answer.file.text);
      return;
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    response.writeHead(answer.status, text ? { 'Content-Type': 'application/json' } : {});
    response.end(text);
  });
  const url = await listenLocally(server);
  return {
    url,
    requests,
    on(method, pattern, answer) {
      routes.push({
        method: method.toUpperCase(),
        match: matcher(pattern),
        handler: typeof answer === 'function' ? answer : () => answer,
      });
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

/**
 * A fresh fake API for each test of the calling file, closed after the test once `reset` has run.
 * Call at the top of the file; screens' tests want render.tsx's setupFakeApi, which resets the
 * session, storage and toasts.
 */
export function fakeApiPerTest(reset: () => void = () => {}): FakeApi {
  let started: FakeApi | undefined;
  beforeEach(async () => {
    started = await startFakeApi();
  });
  afterEach(async () => {
    reset();
    await started?.close();
    started = undefined;
  });
  const current = (): FakeApi => {
    if (!started) throw new Error('setupFakeApi: the fake API runs only inside a test.');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    on: (method, pattern, answer) => current().on(method, pattern, answer),
    calls: (method, path) => current().calls(method, path),
    close: () => current().close(),
  };
}
