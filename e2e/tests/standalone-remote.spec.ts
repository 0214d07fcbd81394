// Each remote also runs on its own page, its production build served on its own port, with its
// demo log-in, against the same API. No host is on that page, so the remote brings the federation
// runtime a host would otherwise hand it (tooling/shared-runtime.cjs: `federation-runtime-core.js`,
// loaded by its index.html before `main.js`), and every script comes from its own origin.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { card, dashboardGreeting, expectPath } from '../src/screens';
import { urls } from '../src/suite';

/** The scripts the page requests, by URL without the query. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url().split('?')[0]!);
  });
  return scripts;
}

/** What a remote's own page was asked to load: its own runtime first, nothing from elsewhere. */
function expectOwnRuntime(scripts: string[], origin: string) {
  expect(scripts).toContain(`${origin}/federation-runtime-core.js`);
  expect(scripts.indexOf(`${origin}/federation-runtime-core.js`)).toBeLessThan(
    scripts.indexOf(`${origin}/main.js`),
  );
  expect(scripts.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
}

/** Opens a remote's own page, which asks for its demo log-in, and signs in with it. */
async function signInOnOwnPage(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('serves the student dashboard alone, behind its demo log-in', async ({ page, pageErrors }) => {
  const scripts = scriptRequests(page);
  await signInOnOwnPage(page, urls.student);

  await expect(dashboardGreeting(page)).toBeVisible();
  await expectPath(page, '/');
  await expect(card(page, 'Financial Status')).toBeVisible();
  expectOwnRuntime(scripts, urls.student);
  expect(pageErrors).toEqual([]);
});

/** Each staff remote's page: where its `/` leads, and the screen's title there. */
const STAFF_REMOTES = [
  { name: 'people', origin: urls.people, path: '/', title: 'Overview' },
  { name: 'groups', origin: urls.groups, path: '/groups', title: 'Groups' },
  { name: 'calls', origin: urls.calls, path: '/calls', title: 'Calls' },
  { name: 'schedule', origin: urls.schedule, path: '/schedule', title: 'Instructor Schedule' },
];

for (const remote of STAFF_REMOTES) {
  test(`serves remote-${remote.name} alone, with its own federation runtime, behind its demo log-in`, async ({
    page,
    pageErrors,
  }) => {
    const scripts = scriptRequests(page);
    await signInOnOwnPage(page, remote.origin);

    await expectPath(page, remote.path);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: remote.title, exact: true }),
    ).toBeVisible();
    await expect(main.getByText(/^Loading/)).toHaveCount(0);
    expectOwnRuntime(scripts, remote.origin);
    expect(pageErrors).toEqual([]);
  });
}
