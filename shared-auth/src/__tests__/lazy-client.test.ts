// ky is fetched with the first request, not with shared-auth, which every page loads: so no file
// the entry imports may import ky's code statically (types apart), and the error catalogue knows
// ky's errors by name, as ky's own guards do.
import path from 'node:path';
import { HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { importsOf, resolveSource } from '../../../tooling/test-support/src/static-imports';
import { normalizeFailure } from '../index';
import { setupFailures } from './support/failures';

const srcDir = path.join(__dirname, '..');

/**
 * The files shared-auth's entry loads with it (its static imports, followed through its own
 * files), each outside package they import statically, and what they fetch later.
 */
function entryGraph() {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const fetched = new Map<string, string[]>();
  const note = (map: Map<string, string[]>, name: string, file: string) =>
    map.set(name, [...(map.get(name) ?? []), path.relative(srcDir, file)]);
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = importsOf(file);
    for (const specifier of imports.static) {
      if (specifier.startsWith('.'))
        visit(resolveSource(path.resolve(path.dirname(file), specifier)));
      else note(packages, specifier, file);
    }
    for (const specifier of imports.fetched) note(fetched, specifier, file);
  };
  visit(path.join(srcDir, 'index.ts'));
  return { files, packages, fetched };
}

describe("shared-auth's entry and ky", () => {
  it('follows the imports it should: the scan sees the entry’s files and packages', () => {
    const { files, packages, fetched } = entryGraph();
    expect([...files].map((file) => path.relative(srcDir, file))).toEqual(
      expect.arrayContaining(['http.ts', 'session.ts', path.join('errors', 'failure.ts')]),
    );
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['shared-domain', 'zustand']));
    expect(fetched.get('ky')).toEqual(['http.ts']);
  });

  it('imports nothing of ky with the entry: the client fetches it with the first request', () => {
    const { packages } = entryGraph();
    expect(packages.get('ky')).toBeUndefined();
    expect([...packages.keys()].filter((name) => name.startsWith('ky/'))).toEqual([]);
  });
});

describe("the catalogue knows ky's errors as ky's guards do", () => {
  const failures = setupFailures();

  it.each([
    ['an HTTP error', () => failures.http(404, { detail: 'Not found.' })],
    ['a refused request', () => failures.http(401)],
    ['a network error', () => failures.network()],
    ['a timeout', () => failures.timeout()],
    ['a bug', () => failures.unexpected()],
  ])('%s', async (_name, make) => {
    const error = await make();
    const failure = normalizeFailure(error);
    expect({
      http: failure.status !== null,
      network: failure.isNetwork,
      timeout: failure.isTimeout,
    }).toEqual({
      http: isHTTPError(error),
      network: isNetworkError(error),
      timeout: isTimeoutError(error),
    });
    expect(failure.status).toBe(isHTTPError(error) ? error.response.status : null);
  });

  it('knows a subclass of an error class as ky does (its name is the class’s)', async () => {
    class RefusedError extends HTTPError {}
    const answer = new Response(null, { status: 403 });
    const options = {} as ConstructorParameters<typeof HTTPError>[2];
    const error = new RefusedError(answer, new Request('http://api.test/api/me/'), options);
    expect(isHTTPError(error)).toBe(true);
    expect(normalizeFailure(error)).toMatchObject({ status: 403, isNetwork: false });
  });

  it('takes a client that could not be fetched for a server that could not be reached', () => {
    const chunkFailure = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    expect(normalizeFailure(chunkFailure)).toEqual({
      status: null,
      body: undefined,
      isNetwork: true,
      isTimeout: false,
    });
  });
});

describe('fetching the client', () => {
  afterEach(() => {
    jest.dontMock('ky');
  });

  it('tries again with the next request when ky could not be fetched', async () => {
    await jest.isolateModulesAsync(async () => {
      const chunkFailure = Object.assign(new Error('Loading chunk 42 failed.'), {
        name: 'ChunkLoadError',
      });
      jest.doMock('ky', () => {
        throw chunkFailure;
      });
      const auth = await import('../index');
      await expect(auth.loadApiClient()).rejects.toBe(chunkFailure);
      const refused = await auth.apiGet('/api/me/').catch((error: unknown) => error);
      expect(refused).toBe(chunkFailure);
      expect(auth.currentUserError(refused).message).toBe(
        'Network error. Please check your internet connection.',
      );

      jest.dontMock('ky');
      await expect(auth.loadApiClient()).resolves.toBeUndefined();
    });
  });
});
