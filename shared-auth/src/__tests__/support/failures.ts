// Real failures of the HTTP client, to feed the error catalogue: HTTP errors answered by the fake
// API, a network error from a API that never answers, a timeout, and a plain bug.
import { TimeoutError } from 'ky';
import { apiGet, apiPost, configureApi } from '../../index';
import { type FakeApi, UNREACHABLE_API_URL, startFakeApi } from './fake-api';

export interface Failures {
  http(status: number, body?: unknown): Promise<unknown>;
  network(): Promise<unknown>;
  timeout(): unknown;
  unexpected(): unknown;
  close(): Promise<void>;
}

async function startFailures(): Promise<Failures> {
  const api: FakeApi = await startFakeApi();
  const unreachable = UNREACHABLE_API_URL;
  const caught = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the call was expected to fail');
      },
      (error: unknown) => error,
    );
  return {
    http: (status, body) => {
      configureApi({ baseUrl: api.url });
      return caught(apiPost('/test/respond/', { status, body }));
    },
    network: () => {
      configureApi({ baseUrl: unreachable });
      return caught(apiGet('/api/me/'));
    },
    timeout: () => new TimeoutError(new Request(`${api.url}/api/me/`)),
    unexpected: () => new Error('A bug, not a failed call'),
    close: () => api.close(),
  };
}

/**
 * The failures for every test of the calling file: started before its first test, stopped after
 * its last. Call at the top of the file; the methods work inside its tests.
 */
export function setupFailures(): Omit<Failures, 'close'> {
  let started: Failures | undefined;
  beforeAll(async () => {
    started = await startFailures();
  });
  afterAll(() => started?.close());
  const current = (): Failures => {
    if (!started) throw new Error('setupFailures: the failures exist only inside a test.');
    return started;
  };
  return {
    http: (status, body) => current().http(status, body),
    network: () => current().network(),
    timeout: () => current().timeout(),
    unexpected: () => current().unexpected(),
  };
}
