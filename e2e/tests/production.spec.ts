// The production-shaped deployment (scripts/production.mjs, src/production.ts): nginx as the one
// origin in front of two API workers on PostgreSQL and Redis, serving the host, the deployment's
// remotes.json and its releases. Signing in goes through that origin alone, and no screen's cold
// load waits on a preflight; release files are cached for good and remotes.json revalidated; a
// deploy, a new screen, a rollback and a forced release replaced by a good one each reach an open
// page on its next visit; two deploys at once both land; a deploy to an address that does not
// serve the release is refused; a patch upgrade of the host (served from its release) keeps every
// remote deployable.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  createAdmin,
  deployLog,
  deployScript,
  deployedHostRecord,
  productionEnv,
  productionOrigin,
  proxiedRequestPids,
  publishPatchedHost,
  publishRelease,
  PRODUCTION_START_MS,
  waitForProduction,
} from '../src/production';
import {
  NEW_SCREEN,
  RELEASE_B,
  hostSharedUiVersion,
  makeReleaseNeedingNewerSharedUi,
  makeReleaseWithNewScreen,
  releaseFolder,
} from '../src/releases';
import { rawGet } from '../src/raw-get';
import { expectPath, logIn, mainNav } from '../src/screens';
import { MANAGER_SCREENS, openScreen } from '../src/walk';
import { distOf, releasesDir, urls } from '../src/suite';
import {
  expectShellNotReloaded,
  groupsReleaseLine,
  markShell,
  revisitGroups,
  visitByLink,
} from '../src/visits';

const ADMIN = { email: 'first.admin@production.test', password: 'Production-2026' };

// Production seeds nothing: the first administrator is made as an operator makes one, once the
// deployment (started in the background as the journeys began) answers.
test.beforeAll(async () => {
  test.setTimeout(PRODUCTION_START_MS + 30_000);
  await waitForProduction();
  const made = await createAdmin(ADMIN.email, ADMIN.password);
  // A worker that restarts after a failed journey finds the account already made.
  if (made.code !== 0) expect(made.output).toContain('already');
});

const REMOTES = {
  people: { name: 'people', pkg: 'remote-people' },
  groups: { name: 'groups', pkg: 'remote-groups' },
  calls: { name: 'calls', pkg: 'remote-calls' },
  schedule: { name: 'schedule', pkg: 'remote-schedule' },
  student: { name: 'student', pkg: 'remote-student' },
};

const manifestUrl = (remote: string, version: string) =>
  `${productionOrigin}/${remote}/${version}/mf-manifest.json`;

async function remotesJson(): Promise<Record<string, string>> {
  const response = await fetch(`${productionOrigin}/remotes.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

/** The releases of remote-groups whose entry script the page loaded, in order. */
function groupsEntries(page: Page): string[] {
  const prefix = `${productionOrigin}/groups/`;
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(prefix) && url.endsWith('/remoteEntry.js'))
      loaded.push(url.slice(prefix.length, -'/remoteEntry.js'.length));
  });
  return loaded;
}

test('signing in goes through the one origin, to both API workers', async ({ page }) => {
  const origins = new Set<string>();
  const apiServers = new Set<string | undefined>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/'))
      apiServers.add(response.headers()['server']);
  });

  await logIn(page, ADMIN.email, ADMIN.password);
  await visitByLink(page, 'Students', '/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await visitByLink(page, 'Groups', '/groups');
  await visitByLink(page, 'Calls', '/calls');
  await expect(page.getByRole('heading', { name: 'Calls', exact: true })).toBeVisible();

  // Every request of the page, the API's included, went to the page's own origin: no CORS.
  expect([...origins]).toEqual([productionOrigin]);
  // nginx answered for the API (its Server header), and the API processes behind it took turns.
  expect([...apiServers]).toEqual(['nginx']);
  await expect
    .poll(() => new Set(proxiedRequestPids()).size, { message: 'API processes that served' })
    .toBe(2);
});

test('a cold load of every screen in the header waits on no preflight', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  const preflights: string[] = [];
  const elsewhere = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') preflights.push(request.url());
    const { origin } = new URL(request.url());
    if (origin !== productionOrigin) elsewhere.add(request.url());
  });
  const screens = MANAGER_SCREENS.filter((screen) => screen.path === '/' || screen.aligned);
  expect(screens.length).toBeGreaterThan(5);
  for (const screen of screens) await openScreen(page, screen);
  // The API is on the page's own origin: a request to it is never preflighted.
  expect(preflights).toEqual([]);
  expect([...elsewhere]).toEqual([]);
});

test('release files are cached for good, remotes.json is revalidated with an ETag', async ({
  request,
}) => {
  publishRelease(REMOTES.groups, RELEASE_B, path.join(releasesDir, 'groups', RELEASE_B));

  const entry = await request.get(`/groups/${RELEASE_B}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['content-type']).toContain('application/javascript');
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const remotes = await request.get('/remotes.json');
  expect(remotes.status()).toBe(200);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  const etag = remotes.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/remotes.json', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);

  // The host's page and fixed-name entry revalidate; its hashed chunks do not.
  for (const fixed of ['/', '/main.js'])
    expect((await request.get(fixed)).headers()['cache-control']).toBe('no-cache');
  const chunk = fs.readdirSync(distOf('host')).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  expect(chunk).toBeDefined();
  const hashed = await request.get(`/${chunk}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A script goes out as its build compressed it: brotli where nginx has the module, else gzip.
  const sent = await rawGet(`${productionOrigin}/${chunk}`, 'gzip, deflate, br, zstd');
  const encoding = sent.headers['content-encoding'];
  expect(encoding, 'the encoding of a hashed chunk').toMatch(/^(br|gzip)$/);
  const built = `${chunk}.${encoding === 'br' ? 'br' : 'gz'}`;
  expect(sent.body.equals(fs.readFileSync(path.join(distOf('host'), built)))).toBe(true);

  // An e-mailed link opens the host's page; the same path asked by the API client is the API's.
  const page = await request.get('/auth/verify-email/not-a-token', {
    headers: { Accept: 'text/html' },
  });
  expect(page.headers()['content-type']).toContain('text/html');
  const api = await request.get('/auth/verify-email/not-a-token/', {
    headers: { Accept: 'application/json' },
  });
  expect(api.headers()['content-type']).toContain('application/json');
  expect(api.status()).toBeGreaterThanOrEqual(400);

  // Who deployed what stays with the deployers.
  expect((await request.get('/deploy-log.jsonl')).status()).toBe(404);
});

test('a release deployed while a page is open shows on its next visit', async ({ page }) => {
  publishRelease(REMOTES.groups, RELEASE_B, path.join(releasesDir, 'groups', RELEASE_B));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await logIn(page, ADMIN.email, ADMIN.password);
  await visitByLink(page, 'Groups', '/groups');
  await expect(page.getByText(/^remote-groups /)).toBeVisible();
  await expect(page.getByText(`remote-groups ${RELEASE_B}`, { exact: true })).toHaveCount(0);
  // Gone if the shell reloads: the release must reach the page as it is.
  await markShell(page);

  const deployed = await deployScript(['deploy', 'groups', RELEASE_B]);
  expect(deployed.output).toContain(manifestUrl('groups', RELEASE_B));
  expect(deployed.code).toBe(0);

  await visitByLink(page, 'Students', '/students');
  await visitByLink(page, 'Groups', '/groups');
  await expect(page.getByText(`remote-groups ${RELEASE_B}`, { exact: true })).toBeVisible();
  expect(scripts).toContain(`${productionOrigin}/groups/${RELEASE_B}/remoteEntry.js`);
  await expectShellNotReloaded(page);
});

test('a new screen, a rollback, and a forced release replaced by a good one each reach the open page on its next visit', async ({
  page,
}) => {
  const BOARD = 'e2e-prod-board';
  const NEWER_UI = 'e2e-prod-newer-ui';
  publishRelease(REMOTES.groups, RELEASE_B, path.join(releasesDir, 'groups', RELEASE_B));
  // Another good release (one with a screen more), and one needing a newer shared-ui than the host.
  makeReleaseWithNewScreen(BOARD);
  publishRelease(REMOTES.groups, BOARD, releaseFolder('groups', BOARD));
  const required = makeReleaseNeedingNewerSharedUi(NEWER_UI);
  publishRelease(REMOTES.groups, NEWER_UI, releaseFolder('groups', NEWER_UI));
  const deploy = async (...args: string[]) => {
    const done = await deployScript(args);
    expect(done.code, done.output).toBe(0);
  };

  await deploy('deploy', 'groups', RELEASE_B);
  const entries = groupsEntries(page);
  await logIn(page, ADMIN.email, ADMIN.password);
  await visitByLink(page, 'Groups', '/groups');
  await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
  await markShell(page);

  await deploy('deploy', 'groups', BOARD);
  await revisitGroups(page);
  await expect(groupsReleaseLine(page, BOARD)).toBeVisible();
  // Its new screen is in the header after that navigation, and opens, with no reload.
  const newScreen = mainNav(page).getByRole('link', { name: NEW_SCREEN.label });
  await newScreen.click();
  await expectPath(page, NEW_SCREEN.path);
  await expect(groupsReleaseLine(page, BOARD)).toBeVisible();

  // The rollback returns to release B on the first visit after it, without the new screen.
  await deploy('rollback', 'groups');
  await revisitGroups(page);
  await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
  await expect(groupsReleaseLine(page, BOARD)).toHaveCount(0);
  await expect(newScreen).toHaveCount(0);

  // Forced past the gate: the next visit says it does not fit, and loads none of its code.
  await deploy('deploy', 'groups', NEWER_UI, '--force');
  await revisitGroups(page);
  const panel = page
    .getByRole('alert')
    .filter({ hasText: 'This release of remote-groups does not fit this shell' });
  await expect(panel).toContainText(
    `remote-groups requires shared-ui ${required}; this shell provides ${hostSharedUiVersion()}`,
  );
  await expect(page.getByRole('article')).toHaveCount(0);

  // A good release deployed over it reaches the next visit.
  await deploy('deploy', 'groups', BOARD);
  await revisitGroups(page);
  await expect(groupsReleaseLine(page, BOARD)).toBeVisible();
  await expect(panel).toHaveCount(0);

  // Each good release's code was loaded once (a return to it runs what the page has), and none of
  // the forced one's, not even by a hover's prefetch.
  expect(entries).toEqual([RELEASE_B, BOARD]);
  await expectShellNotReloaded(page);
});

test('two deploys at once leave one remotes.json with both and two log lines', async () => {
  publishRelease(REMOTES.calls, 'e2e-together');
  publishRelease(REMOTES.schedule, 'e2e-together');
  const before = await remotesJson();
  const logged = (await deployLog()).length;

  const [calls, schedule] = await Promise.all([
    deployScript(['deploy', 'calls', 'e2e-together']),
    deployScript(['deploy', 'schedule', 'e2e-together']),
  ]);
  expect(calls.code, calls.output).toBe(0);
  expect(schedule.code, schedule.output).toBe(0);

  expect(await remotesJson()).toEqual({
    ...before,
    calls: manifestUrl('calls', 'e2e-together'),
    schedule: manifestUrl('schedule', 'e2e-together'),
  });
  const added = (await deployLog()).slice(logged);
  expect(
    added
      .map(({ remote, action, toVersion }) => ({ remote, action, toVersion }))
      .sort((a, b) => a.remote.localeCompare(b.remote)),
  ).toEqual([
    { remote: 'calls', action: 'deploy', toVersion: 'e2e-together' },
    { remote: 'schedule', action: 'deploy', toVersion: 'e2e-together' },
  ]);
});

test('a deploy refuses an address that does not serve the release', async () => {
  publishRelease(REMOTES.people, 'e2e-elsewhere');
  const before = await remotesJson();
  const logged = (await deployLog()).length;

  // The deploy's CDN settings name another server (the browser tests' own suite): the release's
  // address there does not answer with its manifest.
  const refused = await deployScript(['deploy', 'people', 'e2e-elsewhere'], {
    ...productionEnv(),
    CDN_PORT: new URL(urls.cdn).port,
  });
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(`Refused: ${urls.cdn}/people/e2e-elsewhere/mf-manifest.json`);
  expect(await remotesJson()).toEqual(before);
  expect(await deployLog()).toHaveLength(logged);

  // Through this deployment's origin, the same release deploys.
  const deployed = await deployScript(['deploy', 'people', 'e2e-elsewhere']);
  expect(deployed.code, deployed.output).toBe(0);
  expect((await remotesJson()).people).toBe(manifestUrl('people', 'e2e-elsewhere'));
});

test('a patch upgrade of the host keeps every remote deployable', async ({ request }) => {
  const before = await deployedHostRecord();
  const patched = await publishPatchedHost('e2e-host-patch');
  expect(patched.provides['react']).not.toBe(before.provides['react']);

  const host = await deployScript(['deploy', 'host', 'e2e-host-patch']);
  expect(host.code, host.output).toBe(0);
  expect((await deployedHostRecord()).provides).toEqual(patched.provides);
  // The origin serves the shell of the host release deployed (its record beside its files).
  const servedHost = async () =>
    ((await (await request.get('/release.json')).json()) as { version: string }).version;
  await expect.poll(servedHost).toBe('e2e-host-patch');

  // Every remote's release deploys on it; the gate still refuses what it does not provide.
  for (const remote of Object.values(REMOTES)) {
    publishRelease(remote, 'e2e-on-patch');
    const deployed = await deployScript(['deploy', remote.name, 'e2e-on-patch']);
    expect(deployed.code, deployed.output).toBe(0);
  }
  makeReleaseNeedingNewerSharedUi('e2e-prod-newer-ui');
  publishRelease(REMOTES.groups, 'e2e-prod-newer-ui', releaseFolder('groups', 'e2e-prod-newer-ui'));
  const refused = await deployScript(['deploy', 'groups', 'e2e-prod-newer-ui']);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('does not run in the deployed host (host e2e-host-patch');

  // Rolled back, the origin serves the host it served before.
  const rolledBack = await deployScript(['rollback', 'host']);
  expect(rolledBack.code, rolledBack.output).toBe(0);
  await expect.poll(servedHost).toBe(before.version);
});
