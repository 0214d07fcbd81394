// The one fake API of the suite's tests: MSW intercepts the requests of the real shared-auth
// client (bearer, refresh, error catalogue) in the test's own process, and answers as each test
// declares, each route an MSW handler of its own (`/api/groups/:id/` patterns, MSW's matching);
// the test reads back what the screen sent. The host's and shared-auth's tests build on it too (by
// a relative path: shared-auth cannot depend on this package, which depends on it). Nothing listens
// on a port. This file runs in a browser too: a remote's `dev --mock` page serves the mock centre
// from a service worker (src/mock/).
import { HttpHandler, HttpResponse, http } from 'msw';

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
   * Sets how `METHOD pattern` answers from now on, as MSW matches paths (`:name` is one segment,
   * decoded; `*` any rest); the newest declaration wins, unknown routes answer 404.
   */
  on(method: string, pattern: string, answer: Answer | Handler): void;
  /** The requests received for `METHOD path` (an exact path, query left out). */
  calls(method: string, path: string): RecordedRequest[];
  /** Forgets every declared route and recorded request. */
  reset(): void;
}

/** Where MSW intercepts: `setupServer()` in a jest file, `setupWorker()` in a browser. */
export interface Network {
  use(...handlers: HttpHandler[]): void;
  resetHandlers(...handlers: HttpHandler[]): void;
}

const NOT_DECLARED: Answer = { status: 404, body: { detail: 'Not found.' } };

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

/**
 * A fake API at `url` on `network`: each `on` adds an MSW handler ahead of the others; behind them
 * all, the API's 404 and the unreachable API's network error. Replaces the network's handlers.
 */
export function createFakeApi(network: Network, url = FAKE_API_URL): FakeApi {
  const requests: RecordedRequest[] = [];
  // Routes and recorded paths are the API's own (`/api/me/`), whatever path the fake API is under.
  const basePath = new URL(url).pathname.replace(/\/$/, '');

  async function record(request: Request): Promise<RecordedRequest> {
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
    return recorded;
  }

  network.resetHandlers(
    http.all(`${url}/*`, async ({ request }) => {
      await record(request);
      return respond(NOT_DECLARED);
    }),
    http.all(`${UNREACHABLE_API_URL}/*`, () => HttpResponse.error()),
  );

  return {
    url,
    requests,
    on(method, pattern, answer) {
      const handle = typeof answer === 'function' ? answer : () => answer;
      network.use(
        new HttpHandler(method.toUpperCase(), `${url}${pattern}`, async ({ request, params }) => {
          const named = Object.fromEntries(
            Object.entries(params).map(([name, value]) => [name, String(value)]),
          );
          return respond(await handle(await record(request), named));
        }),
      );
    },
    calls: (method, path) =>
      requests.filter(
        (request) => request.method === method.toUpperCase() && request.path === path,
      ),
    reset() {
      network.resetHandlers();
      requests.length = 0;
    },
  };
}
