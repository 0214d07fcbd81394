// The fake API in a jest file's process (MSW's node interceptor), reset after each test.
import { setupServer } from 'msw/node';
import { type FakeApi, createFakeApi } from './fake-api';

/**
 * A fake API for the calling test file, emptied after each test once `reset` has run. Call at the
 * top of the file; screens' tests want render.tsx's setupFakeApi, which resets the session,
 * storage and toasts.
 */
export function fakeApiPerTest(reset: () => void = () => {}): FakeApi {
  const server = setupServer();
  const api = createFakeApi(server);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    reset();
    api.reset();
  });
  afterAll(() => server.close());
  return api;
}
