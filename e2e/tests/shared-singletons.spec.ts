// One copy of each shared library in the browser: React, React DOM, the router, TanStack Query,
// Chakra (inside shared-ui) and the session store (shared-auth) come from the host, and the remote's own copies
// are never even downloaded.
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { dashboardGreeting, logIn } from '../src/screens';
import { urls } from '../src/suite';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'shared-ui',
  'shared-ui/lists',
  'shared-auth',
];
/** shared-ui keys a screen loads only when it draws one of their parts: never twice, never the remote's. */
const WHEN_DRAWN = ['shared-ui/overlays', 'shared-ui/forms'];

interface ManifestEntry {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The files of each shared library and of each exposed module, as the app's manifest lists them. */
async function manifestFiles(origin: string) {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
    shared: ManifestEntry[];
    exposes: ManifestEntry[];
  };
  const files = (entries: ManifestEntry[]) =>
    new Map(
      entries.map((entry) => [
        entry.name,
        [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => `${origin}/${file}`),
      ]),
    );
  return { shared: files(manifest.shared), exposes: files(manifest.exposes) };
}

test('loads each shared library once, from the host, for the host and the student remote', async ({
  page,
  studentRemote,
}) => {
  const requested = new Set<string>();
  // Listening from the first request: the session starts in the test, not in a fixture.
  page.on('request', (request) => requested.add(request.url().split('?')[0]!));

  await logIn(page, DEMO.student);
  await expect(dashboardGreeting(page)).toBeVisible();

  const scope = await page.evaluate(
    (names) => {
      interface ShareEntry {
        from: string;
        loaded?: boolean;
        lib?: unknown;
        useIn: string[];
      }
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: { name: string }[];
            __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
          };
        }
      ).__FEDERATION__;
      const entries = new Map<string, Set<ShareEntry>>(names.map((name) => [name, new Set()]));
      const versions = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const name of names) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              if (!entry.loaded && !entry.lib) continue;
              entries.get(name)!.add(entry);
              versions.get(name)!.add(`${version} from ${entry.from}`);
            }
          }
        }
      }
      return {
        instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
        loaded: Object.fromEntries(names.map((name) => [name, [...versions.get(name)!]])),
        usedByStudent: names.filter((name) =>
          [...entries.get(name)!].some((entry) => entry.useIn.includes('student')),
        ),
      };
    },
    [...SINGLETONS, ...WHEN_DRAWN],
  );

  expect(scope.instances).toEqual(['host', 'student']);
  for (const name of SINGLETONS) {
    expect({ name, loaded: scope.loaded[name]?.length }).toEqual({ name, loaded: 1 });
    expect(scope.loaded[name]?.[0]).toMatch(/ from host$/);
  }
  for (const name of WHEN_DRAWN) {
    expect(scope.loaded[name]?.length ?? 0).toBeLessThanOrEqual(1);
    for (const copy of scope.loaded[name] ?? []) expect(copy).toMatch(/ from host$/);
  }
  // The dashboard's own imports were served by the host's copies. (Its code imports React's types
  // only since it reads through TanStack Query: its JSX needs no React at run time.)
  expect(scope.usedByStudent).toEqual(
    expect.arrayContaining(['@tanstack/react-query', 'shared-ui', 'shared-auth']),
  );

  const hostFiles = (await manifestFiles(urls.host)).shared;
  const student = await manifestFiles(studentRemote.url);
  // The remote's own module did come from its server, so its files are named as the browser asks.
  const dashboardFiles = student.exposes.get('Dashboard') ?? [];
  expect(dashboardFiles.some((file) => requested.has(file))).toBe(true);
  for (const name of [...SINGLETONS, ...WHEN_DRAWN]) {
    const fromStudent = (student.shared.get(name) ?? []).filter((file) => requested.has(file));
    expect({ name, downloadedFromStudent: fromStudent }).toEqual({
      name,
      downloadedFromStudent: [],
    });
  }
  for (const name of ['react', 'react-dom', '@tanstack/react-query', 'shared-ui', 'shared-auth']) {
    const fromHost = (hostFiles.get(name) ?? []).filter((file) => requested.has(file));
    expect({ name, downloadedFromHost: fromHost.length > 0 }).toEqual({
      name,
      downloadedFromHost: true,
    });
  }
});
