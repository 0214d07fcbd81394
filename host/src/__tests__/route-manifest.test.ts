import {
  combineRoutes,
  loadRemoteRoutes,
  parseRouteManifest,
  routeManifestUrl,
} from '../federation/route-manifest';
import { remoteManifests } from '../test/renderApp';

// The build's check of a remote's source manifest (tooling, CommonJS).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeManifestProblems } = require('../../../tooling/route-manifest.cjs');

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
});

const certificates = {
  id: 'certificates',
  path: '/certificates',
  module: './Certificates',
  roles: ['operations_manager'],
  title: 'Certificates',
  nav: { label: 'Certificates', order: 15 },
  translations: { ar: { title: 'الشهادات', label: 'الشهادات' } },
};

const manifest = (...routes: unknown[]) => ({ version: 1, routes });

/** fetch answering by URL: a JSON body, a status, or a network failure. */
function serve(answers: Record<string, unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in answers)) throw new TypeError(`Failed to fetch ${url}`);
    const answer = answers[url];
    if (typeof answer === 'number') return new Response('', { status: answer });
    return new Response(JSON.stringify(answer));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const SNAPSHOT_URL = 'http://localhost/routes-snapshot.json';
const PEOPLE = 'http://people.test/app/mf-manifest.json';
const PEOPLE_ROUTES = 'http://people.test/app/routes.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('../../../tooling/apps.cjs');

/** What a remote's webpack config exposes. */
function exposesOf(remote: string): Record<string, string> {
  const app = REMOTES.find((candidate: { name: string }) => candidate.name === remote);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(`../../../${app.pkg}/webpack.config.cjs`)({}, { mode: 'production' });
  const federation = config.plugins.find(
    (plugin: { constructor: { name: string } }) =>
      plugin.constructor.name === 'ModuleFederationPlugin',
  );
  return federation._options.exposes;
}

describe("the remotes' own route manifests", () => {
  it.each(Object.entries(remoteManifests()))(
    '%s: every entry reads, for the build and for the shell, and names an exposed module',
    (remote, published) => {
      expect(routeManifestProblems(published, { exposes: exposesOf(remote) })).toEqual([]);
      const entries = parseRouteManifest(remote, published);
      expect(entries).toHaveLength((published as { routes: unknown[] }).routes.length);
    },
  );

  it('fails the build of a remote whose title or link is missing in a language', () => {
    const { translations: _all, ...untranslated } = certificates;
    expect(routeManifestProblems(manifest(untranslated))).toEqual([
      'routes[0] (certificates): translations.ar.title must be text',
      'routes[0] (certificates): translations.ar.label must be text (the route has a header link)',
    ]);
    expect(
      routeManifestProblems(
        manifest({ ...certificates, translations: { ar: { title: 'الشهادات' }, fr: {} } }),
      ),
    ).toEqual([
      'routes[0] (certificates): translations.fr is no language of the suite',
      'routes[0] (certificates): translations.ar.label must be text (the route has a header link)',
    ]);
  });

  it('fails the build of a remote whose manifest names a module it does not expose', () => {
    expect(routeManifestProblems(manifest(certificates), { exposes: exposesOf('people') })).toEqual(
      ["routes[0] (certificates): module ./Certificates is not in the remote's exposes"],
    );
  });
});

describe('parseRouteManifest', () => {
  it('reads path, module, roles, title, the navigation entry and their translations', () => {
    expect(parseRouteManifest('people', manifest(certificates))).toEqual([
      {
        remote: 'people',
        id: 'certificates',
        path: '/certificates',
        module: './Certificates',
        roles: ['operations_manager'],
        title: 'Certificates',
        nav: { label: 'Certificates', order: 15, roles: ['operations_manager'] },
        translations: { ar: { title: 'الشهادات', label: 'الشهادات' } },
      },
    ]);
  });

  it('reads the shared keys a published route takes from the page, leaving out what is not a name', () => {
    const [entry] = parseRouteManifest(
      'people',
      manifest({ ...certificates, shared: ['react', 'shared-ui/lists', 3, ''] }),
    )!;
    expect(entry?.shared).toEqual(['react', 'shared-ui/lists']);
  });

  it("gives each route its remote's prefetch module, and ignores one that does not read", () => {
    const [entry] = parseRouteManifest('people', {
      ...manifest(certificates),
      prefetch: './prefetch',
    })!;
    expect(entry?.prefetch).toBe('./prefetch');
    const [plain] = parseRouteManifest('people', {
      ...manifest(certificates),
      prefetch: 'prefetch',
    })!;
    expect(plain?.prefetch).toBeUndefined();
    expect(
      routeManifestProblems(
        { ...manifest(certificates), prefetch: './prefetch' },
        { exposes: { './Certificates': 'x' } },
      ),
    ).toEqual(["prefetch module ./prefetch is not in the remote's exposes"]);
  });

  it('reads the first request a route names with its prefetch module, and ignores one that does not read', () => {
    const requested = { ...certificates, path: '/certificates/:year', nav: undefined };
    const withRequest = (request: unknown, prefetch: string | null = './prefetch') =>
      parseRouteManifest('people', {
        ...manifest({ ...requested, request }),
        ...(prefetch ? { prefetch } : {}),
      })![0];
    expect(withRequest('/api/certificates/:year/?page=1')?.request).toBe(
      '/api/certificates/:year/?page=1',
    );
    expect(withRequest('https://elsewhere.test/api/x/')?.request).toBeUndefined();
    expect(withRequest('/api/certificates/', null)?.request).toBeUndefined();

    const problems = (request: unknown, prefetch: string | null = './prefetch') =>
      routeManifestProblems({
        ...manifest({ ...requested, request }),
        ...(prefetch ? { prefetch } : {}),
      });
    expect(problems('/api/certificates/:year/?user=:userId')).toEqual([]);
    expect(problems('/api/certificates/:month/')).toEqual([
      "routes[0] (certificates): request's :month is no parameter of the path (nor :userId)",
    ]);
    expect(problems('certificates/')).toEqual([
      'routes[0] (certificates): request must be an API address such as /api/student-profiles/?page=1',
    ]);
    expect(problems('/api/certificates/', null)).toEqual([
      "routes[0] (certificates): request needs the manifest's prefetch module, which makes it",
    ]);
  });

  it('never shows a link to a role that the route refuses', () => {
    const [entry] = parseRouteManifest(
      'people',
      manifest({
        ...certificates,
        nav: { ...certificates.nav, roles: ['operations_manager', 'student'] },
      }),
    )!;
    expect(entry?.nav?.roles).toEqual(['operations_manager']);
  });

  it('leaves out an entry that does not read and keeps the others', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const entries = parseRouteManifest(
      'people',
      manifest(
        { ...certificates, roles: ['operations_manager', 'janitor'] },
        { ...certificates, id: 'no-path', path: 'certificates' },
        { ...certificates, id: 'link-with-param', path: '/certificates/:id' },
        { ...certificates, id: 'fine', path: '/fine' },
      ),
    );
    expect(entries?.map((entry) => entry.id)).toEqual(['fine']);
    expect(
      routeManifestProblems(
        manifest({
          ...certificates,
          roles: ['janitor'],
          nav: { ...certificates.nav, roles: ['student'] },
        }),
      ),
    ).toEqual([
      'routes[0] (certificates): unknown role "janitor"',
      'routes[0] (certificates) nav: student sees the entry but may not open the route',
    ]);
  });

  it('takes no manifest of another format', () => {
    expect(parseRouteManifest('people', { version: 2, routes: [certificates] })).toBeNull();
    expect(parseRouteManifest('people', [certificates])).toBeNull();
    expect(parseRouteManifest('people', null)).toBeNull();
  });
});

describe('combineRoutes', () => {
  it("leaves the shell's paths and a path taken by an earlier remote to their owner", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const [first] = parseRouteManifest('people', manifest(certificates))!;
    const routes = combineRoutes([
      { remote: 'people', entries: [first!] },
      {
        remote: 'groups',
        entries: parseRouteManifest(
          'groups',
          manifest(
            { ...certificates, id: 'mine' },
            { ...certificates, id: 'profile', path: '/profile' },
            { ...certificates, id: 'home', path: '/', nav: undefined },
          ),
        )!,
      },
    ]);
    expect(routes.map((route) => `${route.remote}:${route.id}`)).toEqual([
      'people:certificates',
      'groups:home',
    ]);
  });
});

describe('loadRemoteRoutes', () => {
  it("reads each listed remote's routes.json beside its mf-manifest.json", async () => {
    expect(routeManifestUrl(PEOPLE)).toBe(PEOPLE_ROUTES);
    serve({ [PEOPLE_ROUTES]: manifest(certificates) });
    const loaded = await loadRemoteRoutes({ people: PEOPLE });
    expect(loaded.origins).toEqual({ people: 'live' });
    expect(loaded.routes.map((route) => route.path)).toEqual(['/certificates']);
  });

  it('falls back to the last manifest this browser saw when the remote is down', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ [PEOPLE_ROUTES]: manifest(certificates) });
    await loadRemoteRoutes({ people: PEOPLE });

    const fetchMock = serve({});
    const loaded = await loadRemoteRoutes({ people: PEOPLE });
    expect(loaded.origins).toEqual({ people: 'remembered' });
    expect(loaded.routes.map((route) => route.id)).toEqual(['certificates']);
    // The remembered manifest sufficed: the snapshot was not asked for.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([PEOPLE_ROUTES]);
  });

  it("falls back to the host build's snapshot for a browser that never saw the manifest", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve({
      [PEOPLE_ROUTES]: 503,
      [SNAPSHOT_URL]: { people: manifest(certificates), groups: manifest() },
    });
    const loaded = await loadRemoteRoutes({ people: PEOPLE });
    expect(loaded.origins).toEqual({ people: 'snapshot' });
    expect(loaded.routes.map((route) => route.id)).toEqual(['certificates']);
  });

  it('gives a remote in no manifest and no snapshot no routes, and the others theirs', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve({ [PEOPLE_ROUTES]: manifest(certificates), [SNAPSHOT_URL]: {} });
    const loaded = await loadRemoteRoutes({
      people: PEOPLE,
      extra: 'http://extra.test/mf-manifest.json',
    });
    expect(loaded.origins).toEqual({ people: 'live', extra: 'none' });
    expect(loaded.routes.map((route) => route.id)).toEqual(['certificates']);
  });

  it('does not wait for a manifest longer than its time limit', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    global.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          if (String(input) === SNAPSHOT_URL) {
            resolve(new Response(JSON.stringify({ people: manifest(certificates) })));
            return;
          }
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    ) as unknown as typeof fetch;
    const loaded = await loadRemoteRoutes({ people: PEOPLE }, { timeoutMs: 5 });
    expect(loaded.origins).toEqual({ people: 'snapshot' });
  });
});
