// Feature teams ship a remote alone: release B (built before the journeys by release-build.spec.ts)
// deployed while the page is open shows on the next visit without a shell reload, a rollback shows
// A again, an incompatible release is refused (or, forced, shows "does not fit this shell" with the
// rollback command, until a good release replaces it), and a release's new screen appears without
// a reload. Each visit starts with a hover over the header link, whose prefetch must not load a
// replaced release; the release line must name the code that was loaded.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import {
  NEW_SCREEN,
  RELEASE_B,
  deployRemote,
  hostSharedUiVersion,
  makeReleaseNeedingNewerSharedUi,
  makeReleaseWithNewScreen,
  resetDeployment,
  rollbackRemote,
} from '../src/releases';
import { serveStaticFolder } from '../src/static-folder';
import { ROOT, distOf, portOf, releasesDir, urls } from '../src/suite';
import { expectPath, mainNav, openHome } from '../src/screens';
import { expectShellNotReloaded, groupsReleaseLine, markShell, visitByLink } from '../src/visits';

// Each journey leaves the deployment as the suite started it.
test.afterEach(resetDeployment);

/** Visits Groups as a pointer does, until its cards show. */
async function openGroups(page: Page) {
  await visitByLink(page, 'Groups', '/groups');
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** The remote-groups entry scripts the page loaded, in order ("own" for its own server's). */
function groupsEntries(page: Page): string[] {
  const own = `http://localhost:${portOf('groups')}/remoteEntry.js`;
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url === own) loaded.push('own');
    else if (url.startsWith(`${urls.cdn}/groups/`) && url.endsWith('/remoteEntry.js'))
      loaded.push(url.slice(`${urls.cdn}/groups/`.length, -'/remoteEntry.js'.length));
  });
  return loaded;
}

async function openStudents(page: Page) {
  await visitByLink(page, 'Students', '/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
}

const packageVersion = (pkg: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

test('a release deployed while the page is open shows on the next visit; rollback shows the previous one', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const hostBuild = fs.statSync(path.join(distOf('host'), 'mf-manifest.json')).mtimeMs;
  const releaseA = packageVersion('remote-groups');
  const entries = groupsEntries(page);

  await openGroups(page);
  await expect(groupsReleaseLine(page, releaseA)).toBeVisible();
  await markShell(page);

  // Release B was built before the journeys (release-build.spec.ts).
  const deployed = await deployRemote('groups', RELEASE_B);
  expect(deployed.output).toContain(`${urls.cdn}/groups/${RELEASE_B}/mf-manifest.json`);
  expect(deployed.code).toBe(0);

  // The screen already shown keeps working on release A: its search still filters the cards.
  const cards = page.getByRole('article', { name: /^Group \d+$/ });
  const firstCard = (await cards.first().getAttribute('aria-label'))!;
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(firstCard);
  await expect(page.getByRole('article', { name: firstCard, exact: true })).toBeVisible();
  await expect(groupsReleaseLine(page, releaseA)).toBeVisible();
  expect(scripts.filter((url) => url.startsWith(urls.cdn))).toEqual([]);

  // The next visit, after any navigation: release B, in the same shell.
  await openStudents(page);
  await openGroups(page);
  await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
  expect(entries).toEqual(['own', RELEASE_B]);
  await expectShellNotReloaded(page);

  // A rollback reaches the first visit after it, and the code shown is release A's.
  const rolledBack = await rollbackRemote('groups');
  expect(rolledBack.code).toBe(0);
  await openStudents(page);
  await openGroups(page);
  await expect(groupsReleaseLine(page, releaseA)).toBeVisible();
  await expect(groupsReleaseLine(page, RELEASE_B)).toHaveCount(0);
  expect(entries).toEqual(['own', RELEASE_B, 'own']);
  await expectShellNotReloaded(page);
  // Nothing of the host was built meanwhile.
  expect(fs.statSync(path.join(distOf('host'), 'mf-manifest.json')).mtimeMs).toBe(hostBuild);
  expect(pageErrors).toEqual([]);
});

test('a visit that starts with a hover, with no navigation since the deploy, runs and names the release deployed', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  const entries = groupsEntries(page);
  // The answers to the page's reads of remotes.json (conditional, so 304 while unchanged), each
  // marked by whether it was sent once the deploy had ended: a read the navigation started before
  // the deploy may still be answered after it.
  const reads: { status: number; afterDeploy: boolean }[] = [];
  const sentAfterDeploy = new WeakSet<Request>();
  let deployEnded = false;
  const isRemotesJson = (request: Request) => new URL(request.url()).pathname === '/remotes.json';
  page.on('request', (request) => {
    if (deployEnded && isRemotesJson(request)) sentAfterDeploy.add(request);
  });
  page.on('response', (response) => {
    if (isRemotesJson(response.request()))
      reads.push({
        status: response.status(),
        afterDeploy: sentAfterDeploy.has(response.request()),
      });
  });
  await openStudents(page);
  await markShell(page);
  // The page read remotes.json on that hover and navigation; the deploy comes after them.
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  expect(reads.every(({ status }) => status === 304)).toBe(true);
  const deployed = await deployRemote('groups', RELEASE_B);
  expect(deployed.code).toBe(0);
  deployEnded = true;

  await openGroups(page);
  await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
  // The hover's read found the deploy; the reads after it found nothing new.
  const after = reads.filter(({ afterDeploy }) => afterDeploy).map(({ status }) => status);
  expect(after[0]).toBe(200);
  expect(after.slice(1).every((status) => status === 304)).toBe(true);
  // Nothing of the release the page read before was loaded, not even by the hover's prefetch.
  expect(entries).toEqual([RELEASE_B]);
  await expectShellNotReloaded(page);
  expect(pageErrors).toEqual([]);
});

test("a release's new screen shows in an open page after the next navigation, without a reload", async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  makeReleaseWithNewScreen('e2e-board');
  await openStudents(page);
  await markShell(page);
  const newLink = mainNav(page).getByRole('link', { name: NEW_SCREEN.label });
  await expect(newLink).toHaveCount(0);

  const deployed = await deployRemote('groups', 'e2e-board');
  expect(deployed.code).toBe(0);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await newLink.click();
  await expectPath(page, NEW_SCREEN.path);
  await expect(page).toHaveTitle(new RegExp(NEW_SCREEN.label));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(groupsReleaseLine(page, 'e2e-board')).toBeVisible();
  await expectShellNotReloaded(page);
  expect(pageErrors).toEqual([]);
});

test('a release needing a newer shared-ui is refused, and forced in shows "does not fit this shell" on its routes only', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  const required = makeReleaseNeedingNewerSharedUi('e2e-newer-ui');
  const provided = hostSharedUiVersion();

  const refused = await deployRemote('groups', 'e2e-newer-ui');
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(
    `remote-groups e2e-newer-ui requires shared-ui ${required}; the deployed host provides ${provided}`,
  );
  // Nothing was switched.
  expect(fs.existsSync(path.join(releasesDir, 'remotes.json'))).toBe(false);

  const entries = groupsEntries(page);
  const forced = await deployRemote('groups', 'e2e-newer-ui', '--force');
  expect(forced.code).toBe(0);
  await openStudents(page);
  const groupsLink = mainNav(page).getByRole('link', { name: 'Groups' });
  await groupsLink.hover();
  await groupsLink.click();
  const panel = page
    .getByRole('alert')
    .filter({ hasText: 'This release of remote-groups does not fit this shell' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(
    `remote-groups requires shared-ui ${required}; this shell provides ${provided}`,
  );
  await expect(panel).toContainText(
    'Operators: roll it back with node scripts/deploy.mjs rollback groups.',
  );
  await expect(panel.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // Every other route still works.
  await openStudents(page);
  await mainNav(page).getByRole('link', { name: 'Calls' }).click();
  await expect(page.getByRole('heading', { name: 'Calls', exact: true })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  // None of its code was loaded, not even by the hover's prefetch.
  expect(entries).toEqual([]);

  // A good release deployed over it reaches the next visit.
  const replaced = await deployRemote('groups', RELEASE_B);
  expect(replaced.code).toBe(0);
  await openGroups(page);
  await expect(groupsReleaseLine(page, RELEASE_B)).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(entries).toEqual([RELEASE_B]);
  expect(pageErrors).toEqual([]);
});

test.describe('previews', () => {
  test('loads remote-groups from an allowed origin for this tab, with a banner and a way back', async ({
    operationsManagerPage: page,
    context,
    pageErrors,
  }) => {
    // A team's branch of remote-groups on a port of its own (the origin the suite allows).
    const branch = await serveStaticFolder(distOf('groups'), portOf('preview'));
    try {
      const manifest = `${urls.preview}/mf-manifest.json`;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`/groups?remote:groups=${encodeURIComponent(manifest)}`);
      const banner = page.getByRole('status').filter({ hasText: 'Previewing remote-groups from' });
      await expect(banner).toHaveText(new RegExp(`Previewing remote-groups from ${manifest}`));
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(scripts).toContain(`${urls.preview}/remoteEntry.js`);
      // The parameter leaves the address; the preview stays for the tab's session.
      await expectPath(page, '/groups');
      expect(new URL(page.url()).search).toBe('');
      await page.reload();
      await expect(banner).toBeVisible();

      // Another tab of the same browser is not previewing.
      const other = await context.newPage();
      await other.goto('/groups');
      await expect(other.getByRole('article').first()).toBeVisible();
      await expect(other.getByText('Previewing remote-groups from')).toHaveCount(0);
      await other.close();

      scripts.length = 0;
      await banner.getByRole('button', { name: 'Stop preview' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Previewing remote-groups from')).toHaveCount(0);
      expect(scripts).toContain(`http://localhost:${portOf('groups')}/remoteEntry.js`);
      expect(scripts.filter((url) => url.startsWith(urls.preview))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await branch.close();
    }
  });

  test('refuses a preview from an origin the deployment does not list', async ({
    operationsManagerPage: page,
    pageErrors,
  }) => {
    const elsewhere = `http://127.0.0.1:${portOf('groups')}/mf-manifest.json`;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/groups?remote:groups=${encodeURIComponent(elsewhere)}`);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Preview of remote-groups refused: http://127.0.0.1' }),
    ).toContainText('is not a preview origin of this deployment');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Previewing remote-groups from')).toHaveCount(0);
    expect(scripts.filter((url) => url.startsWith('http://127.0.0.1'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
