import fs from 'node:fs';
import path from 'node:path';
import { fetchWithRetry } from '../federation/retry-plugin';
import { SHELL_SHARED_KEYS } from '../federation/shell-keys';
import { loadRuntimeConfig, readRemotes } from '../config/runtime-config';

// The build tooling is plain CommonJS outside the packages; its config is data worth checking.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFederatedConfig, sharedMap } = require('../../../tooling/federation.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseCatalog } = require('../../../tooling/catalog.cjs');

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answers(...responses: (Response | Error)[]) {
  const fetchMock = jest.fn(async () => {
    const next = responses.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no more answers');
    return next;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A workspace package's version, as its package.json says. */
const versionOf = (pkg: string): string =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `../../../${pkg}/package.json`), 'utf8')).version;

describe('the shared map', () => {
  const shared = sharedMap();

  it('makes every required module a singleton with the catalog version', () => {
    const catalog = parseCatalog(
      fs.readFileSync(path.join(__dirname, '../../../pnpm-workspace.yaml'), 'utf8'),
    );
    for (const name of ['react', 'react-dom', 'zustand']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: catalog[name] });
    }
    expect(shared['react-dom/client']).toEqual({
      singleton: true,
      requiredVersion: catalog['react-dom'],
    });
    // The router: shared-ui's small re-export module answers every app's 'react-router-dom', at
    // the version of the react-router it bundles; react-router is no share key of its own.
    expect(shared['react-router-dom']).toEqual({
      singleton: true,
      import: path.join(__dirname, '../../..', 'shared-ui/src/router/react-router-dom.ts'),
      requiredVersion: catalog['react-router-dom'],
      version: versionOf('shared-ui/node_modules/react-router'),
    });
    expect(shared['react-router']).toBeUndefined();
    // TanStack Query: one cache for the page, answered by shared-ui's re-export module of the names
    // the suite uses, at the version of the package it re-exports.
    expect(shared['@tanstack/react-query']).toEqual({
      singleton: true,
      import: path.join(__dirname, '../../..', 'shared-ui/src/data/react-query.ts'),
      requiredVersion: catalog['@tanstack/react-query'],
      version: versionOf('shared-ui/node_modules/@tanstack/react-query'),
    });
    // The workspace packages at their own versions, any compatible release accepted.
    expect(shared['shared-ui']).toMatchObject({
      singleton: true,
      requiredVersion: `^${versionOf('shared-ui')}`,
    });
    expect(shared['shared-auth']).toMatchObject({
      singleton: true,
      requiredVersion: `^${versionOf('shared-auth')}`,
    });
  });

  it("shares each shared-ui family as a singleton key of its own, all at shared-ui's version", () => {
    const version = versionOf('shared-ui');
    const { exports } = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../..', 'shared-ui/package.json'), 'utf8'),
    ) as { exports: Record<string, string> };
    const keys = Object.keys(shared).filter((key) => key.startsWith('shared-ui'));
    // Every published subpath but shared-ui/standalone, which only a remote's own page loads, and
    // shared-ui/form-fields, which each app bundles with its own react-hook-form.
    const unshared = ['shared-ui/standalone', 'shared-ui/form-fields'];
    expect(keys.sort()).toEqual(
      Object.keys(exports)
        .map((subpath) => `shared-ui${subpath.slice(1)}`)
        .filter((key) => !unshared.includes(key))
        .sort(),
    );
    expect(keys).toEqual(
      expect.arrayContaining(['shared-ui/lists', 'shared-ui/overlays', 'shared-ui/forms']),
    );
    for (const key of keys)
      expect(shared[key]).toEqual({ singleton: true, requiredVersion: `^${version}`, version });
  });

  it("shares shared-domain's core and its screens' subpaths as keys at its version, no singletons", () => {
    const version = versionOf('shared-domain');
    const keys = Object.keys(shared).filter((key) => key.startsWith('shared-domain'));
    // The zod schemas and response shapes each app bundles and tree-shakes itself, and what only
    // the server side reads, are published subpaths but no share keys.
    expect(keys.sort()).toEqual(['shared-domain', 'shared-domain/people', 'shared-domain/records']);
    // It holds no state: a remote built against a newer one brings its own copy and runs.
    for (const key of keys)
      expect(shared[key]).toEqual({ requiredVersion: `^${version}`, version });
    // The shell provides both subpaths, whose modules none of its own screens import directly.
    expect(
      Object.keys(SHELL_SHARED_KEYS)
        .filter((key) => key.startsWith('shared-domain'))
        .sort(),
    ).toEqual(['shared-domain/people', 'shared-domain/records']);
  });

  it("imports in the shell every shared-ui and shared-domain key the remotes' screens import", () => {
    // A key only remotes import is provided by no one: each remote would load its own, with its
    // own Chakra ("wrap within ChakraProvider"). A remote's own page (its bootstrap and
    // shared-ui/standalone) runs without the shell.
    const workspace = path.join(__dirname, '../../..');
    const keysImported = (dir: string) => {
      const keys = new Set<string>();
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const file = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            if (!['__tests__', 'mock', 'test', 'standalone'].includes(entry.name)) walk(file);
          } else if (
            /\.tsx?$/.test(entry.name) &&
            !/\.test\.tsx?$|^bootstrap\.tsx$/.test(entry.name)
          ) {
            const source = fs.readFileSync(file, 'utf8');
            const named = /(?:from '|import\(')(shared-(?:ui|domain)(?:\/[a-z-]+)?)'/g;
            for (const [, key] of source.matchAll(named)) if (key! in shared) keys.add(key!);
          }
        }
      };
      walk(path.join(workspace, dir, 'src'));
      return keys;
    };
    const remotes = fs.readdirSync(workspace).filter((dir) => dir.startsWith('remote-'));
    const needed = new Set(remotes.flatMap((remote) => [...keysImported(remote)]));
    expect([...needed]).toEqual(
      expect.arrayContaining([
        'shared-ui',
        'shared-ui/lists',
        'shared-domain',
        'shared-domain/records',
        'shared-domain/people',
      ]),
    );
    const shell = keysImported('host');
    expect([...needed].filter((key) => !shell.has(key))).toEqual([]);
  });

  it('shares neither forms library nor zod', () => {
    // Each app bundles what it uses of them: a shared module is never tree-shaken.
    expect(shared.zod).toBeUndefined();
    expect(shared['react-hook-form']).toBeUndefined();
    // Fetched with the form schemas in each app's own chunks (a share it never met before).
    expect(shared['@hookform/resolvers/zod']).toBeUndefined();
  });

  it('shares only the libraries an app depends on', () => {
    expect(sharedMap(undefined, { 'shared-domain': 'workspace:*' })['shared-domain']).toBeDefined();
    const withoutDomain = sharedMap(undefined, { react: 'catalog:' });
    expect(withoutDomain['shared-domain']).toBeUndefined();
    expect(withoutDomain.react).toMatchObject({ singleton: true });
  });

  it('never shares eagerly', () => {
    expect(Object.values(shared).some((entry) => (entry as { eager?: boolean }).eager)).toBe(false);
  });
});

describe('the app config', () => {
  it('loads remotes loaded-first, without type generation, with its entry named by its build', () => {
    const config = createFederatedConfig({ dir: `${__dirname}/../..`, name: 'host' })(
      {},
      { mode: 'production' },
    );
    const federation = config.plugins.find(
      (plugin: { constructor: { name: string } }) =>
        plugin.constructor.name === 'ModuleFederationPlugin',
    );
    expect(federation._options).toMatchObject({
      name: 'host',
      filename: 'remoteEntry.js',
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
    });
    expect(federation._options.treeShaking).toBeUndefined();
    // index.html names it, so a revisit keeps it; a remote's entries keep fixed names, which
    // remotes.json and its own page point at (scripts/test/shared-runtime.test.mjs).
    expect(config.output.filename).toBe('[name].[fullhash:8].js');
    expect(config.devServer.port).toBe(3000);
    const development = createFederatedConfig({ dir: `${__dirname}/../..`, name: 'host' })(
      {},
      { mode: 'development' },
    );
    expect(development.output.filename).toBe('[name].js');
  });

  it("registers the host's runtime plugins: manifests retried, the shell's singletons preferred", () => {
    // host/webpack.config.cjs as the build reads it (the plugins' files, by path).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../../webpack.config.cjs')({}, { mode: 'production' });
    const federation = config.plugins.find(
      (plugin: { constructor: { name: string } }) =>
        plugin.constructor.name === 'ModuleFederationPlugin',
    );
    const plugins = (federation._options.runtimePlugins as string[]).map((file) =>
      path.relative(path.join(__dirname, '../..'), file),
    );
    expect(plugins).toEqual(
      expect.arrayContaining([
        path.join('src', 'federation', 'retry-plugin.ts'),
        path.join('src', 'federation', 'host-shares-plugin.ts'),
      ]),
    );
  });

  it('builds the federation runtime for the browser, the snapshot plugin in the host only', () => {
    // The host loads each remote by its mf-manifest.json (the snapshot plugin's work); a remote
    // loads no remote.
    const optimizationOf = (dir: string, name: string) =>
      createFederatedConfig({ dir, name })({}, { mode: 'production' }).plugins.find(
        (plugin: { constructor: { name: string } }) =>
          plugin.constructor.name === 'ModuleFederationPlugin',
      )._options.experiments.optimization;
    expect(optimizationOf(`${__dirname}/../..`, 'host')).toEqual({ target: 'web' });
    expect(optimizationOf(`${__dirname}/../../../remote-student`, 'student')).toEqual({
      target: 'web',
      disableSnapshot: true,
    });
  });

  it("leaves Chakra's tables of all its recipes out of a build", () => {
    const config = createFederatedConfig({ dir: `${__dirname}/../..`, name: 'host' })(
      {},
      { mode: 'production' },
    );
    const aliases = Object.entries(config.resolve.alias as Record<string, unknown>);
    expect(aliases.map(([file, to]) => [path.basename(file), to])).toEqual([
      ['recipes.js', false],
      ['slot-recipes.js', false],
    ]);
    for (const [file] of aliases) expect(fs.existsSync(file)).toBe(true);
  });

  it('reads the catalog block only', () => {
    const text =
      'packages:\n  - a\ncatalog:\n  # tools\n  react: 19.3.1\n  "@types/react": ^19.2.0\nother:\n  zod: 1\n';
    expect(parseCatalog(text)).toEqual({ react: '19.3.1', '@types/react': '^19.2.0' });
  });
});

describe('fetchWithRetry (MF runtime plugin)', () => {
  it('tries a manifest again after a network failure or a 5xx', async () => {
    const fetchMock = answers(
      new TypeError('Failed to fetch'),
      new Response('', { status: 503 }),
      new Response('{}'),
    );
    const response = await fetchWithRetry(
      'http://remote/mf-manifest.json',
      {},
      { attempts: 3, delayMs: 1 },
    );
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404, and gives up after the last attempt', async () => {
    answers(new Response('', { status: 404 }));
    expect((await fetchWithRetry('http://remote/x', {}, { delayMs: 1 })).status).toBe(404);
    answers(new TypeError('down'), new TypeError('still down'));
    await expect(
      fetchWithRetry('http://remote/x', {}, { attempts: 2, delayMs: 1 }),
    ).rejects.toThrow('still down');
  });
});

describe('loadRuntimeConfig', () => {
  it('reads config.json and remotes.json next to the page', async () => {
    const fetchMock = jest.fn(async (url: URL) =>
      url.pathname === '/config.json'
        ? new Response(JSON.stringify({ API_URL: 'https://api.example.com' }))
        : new Response(
            JSON.stringify({ people: 'https://cdn.example.com/people/mf-manifest.json', bad: 3 }),
          ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiUrl: 'https://api.example.com',
      remotes: { people: 'https://cdn.example.com/people/mf-manifest.json' },
    });
  });

  it('falls back to the local API and no remotes when the files are missing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    answers(new Response('', { status: 404 }), new Response('', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual({
      apiUrl: 'http://localhost:8000',
      remotes: {},
    });
  });
});

describe('readRemotes', () => {
  it('asks whether remotes.json changed since its last read (ETag): a 304 keeps what it read', async () => {
    const a = { calls: 'http://cdn.example/calls/a/mf-manifest.json' };
    const b = { calls: 'http://cdn.example/calls/b/mf-manifest.json' };
    const fetchMock = answers(
      new Response(JSON.stringify(a), { headers: { ETag: '"a"' } }),
      new Response(null, { status: 304 }),
      new Response(JSON.stringify(b), { headers: { ETag: '"b"' } }),
      new Response(null, { status: 304 }),
    );
    const askedFor = (call: number) =>
      ((fetchMock.mock.calls[call] as unknown[])[1] as { headers: Record<string, string> }).headers[
        'If-None-Match'
      ];

    await expect(readRemotes()).resolves.toEqual(a);
    await expect(readRemotes()).resolves.toEqual(a);
    expect(askedFor(1)).toBe('"a"');
    await expect(readRemotes()).resolves.toEqual(b);
    expect(askedFor(2)).toBe('"a"');
    await expect(readRemotes()).resolves.toEqual(b);
    expect(askedFor(3)).toBe('"b"');
  });
});
