// The production-shaped deployment (scripts/production.mjs, src/production.ts): nginx as the one
// origin in front of two API workers on PostgreSQL and Redis, serving the host, the deployment's
// remotes.json and its releases. Signing in goes through that origin alone; release files are
// cached for good and remotes.json revalidated; a deploy reaches an open page on its next visit;
// two deploys at once both land; a deploy to an address that does not serve the release is refused.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  createAdmin,
  deployLog,
  deployScript,
  productionEnv,
  productionOrigin,
  proxiedRequestPids,
  publishRelease,
} from '../src/production';
import { RELEASE_B } from '../src/releases';
import { expectPath, logIn, mainNav } from '../src/screens';
import { distOf, releasesDir, urls } from '../src/suite';

const ADMIN = { email: 'first.admin@production.test', password: 'Production-2026' };

// Production seeds nothing: the first administrator is made as an operator makes one.
test.beforeAll(async () => {
  const made = await createAdmin(ADMIN.email, ADMIN.password);
  // A worker that restarts after a failed journey finds the account already made.
  if (made.code !== 0) expect(made.output).toContain('already');
});

const REMOTES = {
  people: { name: 'people', pkg: 'remote-people' },
  groups: { name: 'groups', pkg: 'remote-groups' },
  calls: { name: 'calls', pkg: 'remote-calls' },
  schedule: { name: 'schedule', pkg: 'remote-schedule' },
};

const manifestUrl = (remote: string, version: string) =>
  `${productionOrigin}/${remote}/${version}/mf-manifest.json`;

async function remotesJson(): Promise<Record<string, string>> {
  const response = await fetch(`${productionOrigin}/remotes.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function openScreen(page: Page, link: string, pathname: string) {
  await mainNav(page).getByRole('link', { name: link }).click();
  await expectPath(page, pathname);
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
  await openScreen(page, 'Students', '/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await openScreen(page, 'Groups', '/groups');
  await openScreen(page, 'Calls', '/calls');
  await expect(page.getByRole('heading', { name: 'Calls', exact: true })).toBeVisible();

  // Every request of the page, the API's included, went to the page's own origin: no CORS.
  expect([...origins]).toEqual([productionOrigin]);
  // nginx answered for the API (its Server header), and the API processes behind it took turns.
  expect([...apiServers]).toEqual(['nginx']);
  await expect
    .poll(() => new Set(proxiedRequestPids()).size, { message: 'API processes that served' })
    .toBe(2);
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
  await openScreen(page, 'Groups', '/groups');
  await expect(page.getByText(/^remote-groups /)).toBeVisible();
  await expect(page.getByText(`remote-groups ${RELEASE_B}`, { exact: true })).toHaveCount(0);
  // Gone if the shell reloads: the release must reach the page as it is.
  await page.evaluate(() => Object.assign(window, { linguadeskShellMark: true }));

  const deployed = await deployScript(['deploy', 'groups', RELEASE_B]);
  expect(deployed.output).toContain(manifestUrl('groups', RELEASE_B));
  expect(deployed.code).toBe(0);

  await openScreen(page, 'Students', '/students');
  await openScreen(page, 'Groups', '/groups');
  await expect(page.getByText(`remote-groups ${RELEASE_B}`, { exact: true })).toBeVisible();
  expect(scripts).toContain(`${productionOrigin}/groups/${RELEASE_B}/remoteEntry.js`);
  expect(
    await page.evaluate(() => (window as { linguadeskShellMark?: boolean }).linguadeskShellMark),
  ).toBe(true);
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
