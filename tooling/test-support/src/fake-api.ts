// The one fake API of the suite's tests: MSW intercepts the requests of the real shared-auth
// client (bearer, refresh, error catalogue) in the test's own process, and answers as each test
// declares (`/api/groups/:id/` patterns); the test reads back what the screen sent. The host's
// and shared-auth's tests build on it too (by a relative path: shared-auth cannot depend on this
// package, which depends on it). Nothing listens on a port. This file runs in a browser too: a
// remote's `dev --mock` page serves the same routes from a service worker (src/mock/).
import { http, HttpResponse } from 'msw';

/** Where the fake API answers; the screens' client is pointed here. */
export const FAKE_API_URL = 'http://api.linguadesk.test';
/** An API that never answers: every call there fails as a network error. */
export const UNREACHABLE_API_URL = 'http://unreachable.linguadesk.test';

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
  contentType: string | undefined;
  accept: string | undefined;
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
   * Sets how `METHOD pattern` answers from now on (`:name` matches one path segment, a last `*`
   * segment the rest of the path); the newest declaration wins, unknown routes answer 404.
   */
  on(method: string, pattern: string, answer: Answer | Handler): void;
  /** The requests received for `METHOD path` (an exact path, query left out). */
  calls(method: string, path: string): RecordedRequest[];
  /** Forgets every declared route and recorded request. */
  reset(): void;
}

function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
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

/** The request's body: parsed JSON, the raw text when it is not JSON, undefined when empty. */
async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function respond(answer: Answer): Response {
  if (answer.file) {
    return new HttpResponse(answer.file.text, {
      status: answer.status,
      headers: { 'Content-Type': answer.file.contentType },
    });
  }
  if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
  return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
}

/** A fake API's routes and records, and the MSW handlers that answer from them. */
export function createFakeApi(url = FAKE_API_URL) {
  const routes: { method: string; match: ReturnType<typeof matcher>; handler: Handler }[] = [];
  const requests: RecordedRequest[] = [];
  // Routes and recorded paths are the API's own (`/api/me/`), whatever path the fake API is under.
  const basePath = new URL(url).pathname.replace(/\/$/, '');

  const handlers = [
    http.all(`${url}/*`, async ({ request }) => {
      const address = new URL(request.url);
      const recorded: RecordedRequest = {
        method: request.method,
        path: address.pathname.slice(basePath.length),
        query: Object.fromEntries(address.searchParams),
        authorization: request.headers.get('Authorization') ?? undefined,
        contentType: request.headers.get('Content-Type') ?? undefined,
        accept: request.headers.get('Accept') ?? undefined,
        body: await readBody(request),
      };
      requests.push(recorded);
      for (const route of [...routes].reverse()) {
        const params = route.method === recorded.method ? route.match(recorded.path) : null;
        if (params) return respond(await route.handler(recorded, params));
      }
      return respond({ status: 404, body: { detail: 'Not found.' } });
    }),
    http.all(`${UNREACHABLE_API_URL}/*`, () => HttpResponse.error()),
  ];

  const api: FakeApi = {
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
    reset() {
      routes.length = 0;
      requests.length = 0;
    },
  };
  return { api, handlers };
}
