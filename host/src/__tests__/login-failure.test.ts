// The log-in's failure texts (shared-auth/forms) are not on the log-in page's first content (issue
// 11): the page fetches them once shown (login/login-failure.ts). A failed log-in still shows the
// catalogue's exact message (login.test.tsx), and the page's own code never imports the catalogue
// statically.
import path from 'node:path';
import { packagesLoadedWith } from '../../../tooling/test-support/src/static-imports';

const unreachable = 'Unable to connect to the server. Please check your internet connection.';
const failedChunk = () =>
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
/** A failed log-in as the client throws it: ky's HTTPError of a 401. */
const refused = () =>
  Object.assign(new Error('Request failed with status code 401'), {
    name: 'HTTPError',
    response: new Response(null, { status: 401 }),
    data: { detail: 'No active account found with the given credentials' },
  });

type LoginFailureModule = typeof import('../features/auth/login/login-failure');

/** A fresh login-failure module, whose catalogue import the test answers. */
function loginFailureWith(catalogue: () => unknown): LoginFailureModule {
  jest.resetModules();
  jest.doMock('shared-auth/forms', catalogue);
  return jest.requireActual<LoginFailureModule>('../features/auth/login/login-failure');
}

afterEach(() => {
  jest.dontMock('shared-auth/forms');
  jest.resetModules();
});

it("is the catalogue's loginError", async () => {
  const { loginFailure } = loginFailureWith(() => jest.requireActual('shared-auth/forms'));
  await expect(loginFailure(refused())).resolves.toEqual({
    message: 'Invalid email or password.',
    fieldErrors: {},
  });
});

it('says the server cannot be reached when the catalogue itself cannot be fetched, as the catalogue says of a log-in without an answer', async () => {
  const { loginFailure } = loginFailureWith(() => {
    throw failedChunk();
  });
  await expect(loginFailure(refused())).resolves.toEqual({ message: unreachable, fieldErrors: {} });
  const { loginError } =
    jest.requireActual<typeof import('shared-auth/forms')>('shared-auth/forms');
  expect(loginError(failedChunk()).message).toBe(unreachable);
});

it('fetches the catalogue again after a failed fetch', async () => {
  let fetches = 0;
  const { loadLoginCatalogue } = loginFailureWith(() => {
    fetches += 1;
    if (fetches === 1) throw failedChunk();
    return jest.requireActual('shared-auth/forms');
  });
  await expect(loadLoginCatalogue()).rejects.toThrow('Loading chunk 42 failed.');
  await expect(loadLoginCatalogue()).resolves.toHaveProperty('loginError');
  await loadLoginCatalogue();
  expect(fetches).toBe(2);
});

it("keeps the catalogue off the log-in page's own code: it is fetched (import())", () => {
  const page = packagesLoadedWith(
    path.join(__dirname, '..', 'features', 'auth', 'components', 'LoginPage.tsx'),
  );
  // The scan reached the page's packages.
  expect([...page]).toEqual(expect.arrayContaining(['shared-auth', 'shared-ui/forms']));
  expect([...page]).not.toContain('shared-auth/forms');
});
