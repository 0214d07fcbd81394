// On a walk through every screen in one page (the operations manager's, then the student's
// dashboard after signing in again), each shared singleton is fetched once, from the host's
// origin: React, React DOM, the router, the session store (shared-auth), the data library
// (TanStack Query) and every shared-ui key. The keys come from the mf-manifest.json of the host and
// of every remote (their `shared` entries, kept when the runtime says the key is a singleton), so
// a key added to the share map, such as a shared-ui family of its own, is checked without editing
// this test, and a key only a remote shares (which the host would not provide) fails it. And
// no remote brought a federation runtime of its own.
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { dashboardGreeting, header, logIn, submitLogin } from '../src/screens';
import { urls } from '../src/suite';
import { MANAGER_SCREENS, openScreenInApp } from '../src/walk';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** Each shared key's files, as absolute URLs, in an app's mf-manifest.json. */
async function sharedFiles(manifestUrl: string): Promise<Map<string, string[]>> {
  const manifest = (await (await fetch(manifestUrl)).json()) as { shared: ManifestShared[] };
  const base = new URL('.', manifestUrl);
  return new Map(
    manifest.shared.map((entry) => [
      entry.name,
      [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => new URL(file, base).href),
    ]),
  );
}

/** Whatever `singletons` must hold, whichever way shared-ui and the router are split. */
const EXPECTED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'shared-auth',
  '@tanstack/react-query',
];

test('each shared singleton is fetched once, from the host, on a walk through every screen', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url().split('?')[0]!));

  await logIn(page, DEMO.operationsManager);
  for (const screen of MANAGER_SCREENS) await openScreenInApp(page, screen);
  // The student's dashboard comes from another remote: same page, signed in again.
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await submitLogin(page, DEMO.student);
  await expect(dashboardGreeting(page)).toBeVisible();

  const hostManifest = `${urls.host}/mf-manifest.json`;
  const hostFiles = await sharedFiles(hostManifest);
  const remotes = (await (await fetch(`${urls.host}/remotes.json`)).json()) as Record<
    string,
    string
  >;

  const remoteFiles = await Promise.all(Object.values(remotes).map(sharedFiles));
  // Every key of the host's and the remotes' share maps: a key only a remote shares would be
  // loaded from that remote (the host provides only what it imports itself).
  const keys = [...new Set([hostFiles, ...remoteFiles].flatMap((files) => [...files.keys()]))];
  // What the page's federation runtime holds for each key.
  const runtime = await page.evaluate((names) => {
    interface ShareEntry {
      from: string;
      loaded?: boolean;
      lib?: unknown;
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
    const loaded = new Map<string, Set<ShareEntry>>(names.map((key) => [key, new Set()]));
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const key of names) {
          for (const entry of Object.values(packages[key] ?? {})) {
            if (entry.shareConfig?.singleton) singleton.add(key);
            if (entry.loaded || entry.lib) loaded.get(key)!.add(entry);
          }
        }
      }
    }
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
      singletons: names.filter((key) => singleton.has(key)),
      loadedFrom: Object.fromEntries(
        names.map((key) => [key, [...loaded.get(key)!].map((entry) => entry.from)]),
      ),
    };
  }, keys);

  // Every remote of the deployment ran in this page.
  expect(runtime.instances).toEqual(['host', ...Object.keys(remotes)].sort());
  expect(runtime.singletons).toEqual(expect.arrayContaining(EXPECTED_SINGLETONS));
  expect(
    runtime.singletons.some((key) => key === 'shared-ui' || key.startsWith('shared-ui/')),
  ).toBe(true);

  for (const key of runtime.singletons) {
    // At most one copy in the page, the host's; the walk's essentials (and the first shared-ui
    // key) were used, so they are there. A key the walk never needed (a family of dialogs opened
    // by none of its screens) may be absent.
    const loadedFrom = runtime.loadedFrom[key]!;
    const used = EXPECTED_SINGLETONS.includes(key) || key === 'shared-ui' || loadedFrom.length > 0;
    expect({ key, loadedFrom }).toEqual({ key, loadedFrom: used ? ['host'] : [] });
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
