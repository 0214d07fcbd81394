// The API as the host's tests see it: the suite's one fake API (test-support's, on MSW; imported
// by a relative path, as the host does not depend on the remotes' test package), with the log-out
// and refresh answers of a signed-out browser by default and `signIn` for /api/me/.
import { setupServer } from 'msw/node';
import type { User } from 'shared-domain';
import {
  type Answer,
  type FakeApi,
  createFakeApi,
} from '../../../tooling/test-support/src/fake-api';

export type { Answer };

export interface ApiServer extends FakeApi {
  /** Signs `user` in for /api/me/ (any bearer token). */
  signIn(user: User): void;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const server = setupServer();
  const api = createFakeApi(server);
  server.listen({ onUnhandledFrame: 'error' });

  const answerSignedOut = () => {
    api.on('POST', '/auth/logout/', { status: 204 });
    api.on('POST', '/auth/refresh/', { status: 401, body: { detail: 'No refresh token.' } });
  };
  answerSignedOut();
  return {
    ...api,
    signIn(user) {
      api.on('GET', '/api/me/', (request) =>
        request.authorization
          ? { status: 200, body: user }
          : { status: 401, body: { detail: 'no token' } },
      );
    },
    reset() {
      api.reset();
      answerSignedOut();
    },
    close: async () => server.close(),
  };
}
