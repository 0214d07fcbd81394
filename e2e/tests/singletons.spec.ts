// One copy of each shared library in the browser, the host's, in one page that signs in as the
// student, then as the operations manager and walks every screen, so every remote runs in it.
//
// On the student's dashboard: React, React DOM, the router, zustand, TanStack Query, shared-ui
// (its core, `shared-ui/history` for the level history and the data layer, `shared-ui/data`, which
// the shell fetches with TanStack Query), the session store (shared-auth) and shared-domain (its
// core and `shared-domain/records`) are loaded once each, from the host; the dashboard's own
// imports were served by those copies, and none of remote-student's own copies was downloaded.
// shared-domain's keys are shared but no singletons (a remote built against a newer one brings its
// own): at the same version there is still one copy, the host's files, though the runtime may
// record the remote that first asked for it as its `from`.
//
// After the walk: each shared singleton is fetched once, from the host's origin. The keys come
// from the mf-manifest.json of the host and of every remote (their `shared` entries, kept when the
// runtime says the key is a singleton), so a key added to the share map, such as a shared-ui family,
// is checked without editing this test; shared-domain's keys are listed here (DOMAIN_KEYS), and a key only a
// remote shares (which the host would not provide) fails it. And no remote brought a federation runtime of its own.
import type { Page } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { dashboardGreeting, expectSignedIn, header, logIn, submitLogin } from '../src/screens';
import { urls } from '../src/suite';
import { MANAGER_SCREENS, openScreenInApp } from '../src/walk';

/** Loaded once each, from the host, on the student's dashboard. */
const DASHBOARD_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'shared-ui',
  'shared-ui/history',
  'shared-ui/data',
  'shared-auth',
];
/**
 * Keys a screen loads only when it draws one of their parts: never twice, never the remote's. The
 * dashboard's meters are `shared-ui/progress`; the sign-up page's tabs (`shared-ui/tabs`), the
 * attendance sheet's checkboxes (`shared-ui/choices`), the forms' selects (`shared-ui/select`) and
 * the list screens' parts (`shared-ui/lists`) no dashboard draws.
 */
const WHEN_DRAWN = [
  'shared-ui/lists',
  'shared-ui/files',
  'shared-ui/overlays',
  'shared-ui/forms',
  'shared-ui/select',
  'shared-ui/progress',
  'shared-ui/choices',
  'shared-ui/tabs',
];
/** shared-domain's keys (no singletons), at most one copy each, the host's files. */
const DOMAIN_KEYS = ['shared-domain', 'shared-domain/records', 'shared-domain/people'];
/** Loaded on the student's dashboard. */
const DASHBOARD_DOMAIN_KEYS = ['shared-domain', 'shared-domain/records'];
/** Whatever the walk's singletons must hold, whichever way shared-ui and the router are split. */
const EXPECTED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'shared-auth',
  '@tanstack/react-query',
];

interface ManifestEntry {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The files of each shared library and of each exposed module in an app's mf-manifest.json, as absolute URLs. */
async function manifestFiles(manifestUrl: string) {
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    shared: ManifestEntry[];
    exposes: ManifestEntry[];
  };
  const base = new URL('.', manifestUrl);
  const files = (entries: ManifestEntry[]) =>
    new Map(
      entries.map((entry) => [
        entry.name,
        [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => new URL(file, base).href),
      ]),
    );
  return { shared: files(manifest.shared), exposes: files(manifest.exposes) };
}

/**
 * What the page's federation runtime holds for each of `keys`: the federation instances, the keys
 * it shares as singletons, and each key's loaded copies (version, where from, which apps use it).
 */
function shareScope(page: Page, keys: string[]) {
  return page.evaluate((names) => {
    interface ShareEntry {
      from: string;
      loaded?: boolean;
      lib?: unknown;
      useIn?: string[];
      shareConfig?: { singleton?: boolean };
    }
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { name: string }[];
          __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const singleton = new Set<string>();
    // Each loaded copy once, with its version, however many scopes list it.
    const loaded = new Map<string, Map<ShareEntry, string>>(names.map((key) => [key, new Map()]));
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const key of names) {
          for (const [version, entry] of Object.entries(packages[key] ?? {})) {
            if (entry.shareConfig?.singleton) singleton.add(key);
            if (entry.loaded || entry.lib) loaded.get(key)!.set(entry, version);
          }
        }
      }
    }
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
      singletons: names.filter((key) => singleton.has(key)),
      copies: Object.fromEntries(
        names.map((key) => [
          key,
          [...loaded.get(key)!].map(([entry, version]) => ({
            version,
            from: entry.from,
            useIn: entry.useIn ?? [],
          })),
        ]),
      ),
    };
  }, keys);
}

test('each shared library is loaded once, from the host: on the student dashboard, then on a walk through every screen', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  // Listening from the first request: the session starts in the test, not in a fixture.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url().split('?')[0]!));

  // The student's dashboard, alone in the page with the host.
  await logIn(page, DEMO.student);
  await expect(dashboardGreeting(page)).toBeVisible();
  const dashboard = await shareScope(page, [
    ...DASHBOARD_SINGLETONS,
    ...WHEN_DRAWN,
    ...DOMAIN_KEYS,
  ]);
  const requested = new Set(requests);

  expect(dashboard.instances).toEqual(['host', 'student']);
  const versions = (key: string) => [
    ...new Set(dashboard.copies[key]!.map((copy) => `${copy.version} from ${copy.from}`)),
  ];
  for (const name of DASHBOARD_SINGLETONS) {
    expect({ name, loaded: versions(name).length }).toEqual({ name, loaded: 1 });
    expect(versions(name)[0]).toMatch(/ from host$/);
  }
  for (const name of WHEN_DRAWN) {
    expect(versions(name).length).toBeLessThanOrEqual(1);
    for (const copy of versions(name)) expect(copy).toMatch(/ from host$/);
  }
  for (const name of DOMAIN_KEYS) {
    const loaded = dashboard.copies[name]!.length;
    expect({ name, loaded }).toEqual({
      name,
      loaded: DASHBOARD_DOMAIN_KEYS.includes(name) ? 1 : 0,
    });
  }
  // The dashboard's own imports were served by the host's copies. (Its code imports React's types
  // only since it reads through TanStack Query: its JSX needs no React at run time.)
  const usedByStudent = [...DASHBOARD_SINGLETONS, ...WHEN_DRAWN, ...DOMAIN_KEYS].filter((name) =>
    dashboard.copies[name]!.some((copy) => copy.useIn.includes('student')),
  );
  expect(usedByStudent).toEqual(
    expect.arrayContaining([
      '@tanstack/react-query',
      'shared-ui',
      'shared-auth',
      'shared-domain',
      'shared-domain/records',
    ]),
  );

  const hostManifest = `${urls.host}/mf-manifest.json`;
  const hostFiles = (await manifestFiles(hostManifest)).shared;
  const student = await manifestFiles(`${urls.student}/mf-manifest.json`);
  // The remote's own module did come from its server, so its files are named as the browser asks.
  const dashboardFiles = student.exposes.get('Dashboard') ?? [];
  expect(dashboardFiles.some((file) => requested.has(file))).toBe(true);
  for (const name of [...DASHBOARD_SINGLETONS, ...WHEN_DRAWN, ...DOMAIN_KEYS]) {
    const fromStudent = (student.shared.get(name) ?? []).filter((file) => requested.has(file));
    expect({ name, downloadedFromStudent: fromStudent }).toEqual({
      name,
      downloadedFromStudent: [],
    });
  }
  for (const name of [
    'react',
    'react-dom',
    '@tanstack/react-query',
    'shared-ui',
    'shared-ui/data',
    'shared-auth',
    'shared-domain',
    'shared-domain/records',
  ]) {
    const fromHost = (hostFiles.get(name) ?? []).filter((file) => requested.has(file));
    expect({ name, downloadedFromHost: fromHost.length > 0 }).toEqual({
      name,
      downloadedFromHost: true,
    });
  }

  // The same page signed in again as the operations manager, through every screen in the app
  // (a history entry each, no page load): every other remote runs in it.
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await submitLogin(page, DEMO.operationsManager);
  await expectSignedIn(page);
  for (const screen of MANAGER_SCREENS) await openScreenInApp(page, screen);

  const remotes = (await (await fetch(`${urls.host}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  const remoteFiles = await Promise.all(
    Object.values(remotes).map(async (manifest) => (await manifestFiles(manifest)).shared),
  );
  // Every key of the host's and the remotes' share maps: a key only a remote shares would be
  // loaded from that remote (the host provides only what it imports itself).
  const keys = [...new Set([hostFiles, ...remoteFiles].flatMap((files) => [...files.keys()]))];
  const runtime = await shareScope(page, keys);

  // Every remote of the deployment ran in this page.
  expect(runtime.instances).toEqual(['host', ...Object.keys(remotes)].sort());
  expect(runtime.singletons).toEqual(expect.arrayContaining(EXPECTED_SINGLETONS));
  expect(
    runtime.singletons.some((key) => key === 'shared-ui' || key.startsWith('shared-ui/')),
  ).toBe(true);

  for (const key of [...runtime.singletons, ...DOMAIN_KEYS]) {
    // At most one copy in the page, the host's; the walk's essentials (and the first shared-ui
    // key) were used, so they are there. A key the walk never needed (a family of dialogs opened
    // by none of its screens) may be absent.
    const loadedFrom = runtime.copies[key]!.map((copy) => copy.from);
    const used = EXPECTED_SINGLETONS.includes(key) || key === 'shared-ui' || loadedFrom.length > 0;
    if (DOMAIN_KEYS.includes(key)) {
      // No singleton: one copy, whichever container the runtime recorded (its files are checked
      // below: the host's, never a remote's).
      expect({ key, copies: loadedFrom.length }).toEqual({ key, copies: 1 });
    } else {
      expect({ key, loadedFrom }).toEqual({ key, loadedFrom: used ? ['host'] : [] });
    }
    // Its files (those of the host's manifest, some of which another key's chunk may carry) were
    // fetched at most once each.
    const twice = (hostFiles.get(key) ?? []).filter(
      (file) => requests.filter((url) => url === file).length > 1,
    );
    expect({ key, fetchedTwice: twice }).toEqual({ key, fetchedTwice: [] });
    // No remote's copy was fetched at all.
    const fromRemotes = remoteFiles
      .flatMap((files) => files.get(key) ?? [])
      .filter((file) => requests.includes(file));
    expect({ key, fromRemotes }).toEqual({ key, fromRemotes: [] });
  }
  // The remotes ran on the host's federation runtime core (tooling/shared-runtime.cjs): none
  // fetched the one its own page loads.
  expect(requests.filter((url) => url.endsWith('/federation-runtime-core.js'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
