// Real failures of the suite's HTTP client, to feed an error catalogue: HTTP errors answered by
// the fake API, a network error from an API that never answers, and a plain bug. A remote's catalogue tests
// map them to its screen's texts (shared-auth's own tests add the client's timeout).
import { apiGet, apiPost, configureApi } from 'shared-auth';
import { type Answer, UNREACHABLE_API_URL } from './fake-api';
import { setupFakeApi } from './render';

export interface Failures {
  /** What the client throws when the API answers `status` with `body`. */
  http(status: number, body?: unknown): Promise<unknown>;
  /** What it throws when the API cannot be reached. */
  network(): Promise<unknown>;
  /** A failure that is not a failed call (a bug). */
  unexpected(): unknown;
}

function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => error,
  );
}

/** The failures for every test of the calling file. Call at the top of the file. */
export function setupFailures(): Failures {
  const api = setupFakeApi();
  beforeEach(() => api.on('POST', '/test/respond/', ({ body }) => body as Answer));
  return {
    http: (status, body) => {
      configureApi({ baseUrl: api.url });
      return caught(apiPost('/test/respond/', { status, body }));
    },
    network: () => {
      configureApi({ baseUrl: UNREACHABLE_API_URL });
      return caught(apiGet('/api/me/'));
    },
    unexpected: () => new Error('A bug, not a failed call'),
  };
}
