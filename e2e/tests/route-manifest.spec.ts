// A remote's route manifest adds a screen the host's build has never seen: people's routes.json, as
// its server answers it, gets one more route (a test fixture: the Students module on a new path,
// for operations managers and supervisors, with a header link for operations managers only). The
// host's own build (its snapshot of every remote's manifest) does not have it, and the host takes
// its route, its guard and its link from the manifest alone.
import type { Page } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { expectPath, logIn, mainNav } from '../src/screens';
import { portOf, urls } from '../src/suite';

const PEOPLE_ROUTES = `http://localhost:${portOf('people')}/routes.json`;

const STUDENT_REPORT = {
  id: 'studentReport',
  path: '/reports/students',
  module: './Students',
  roles: ['operations_manager', 'supervisor'],
  title: 'Student report',
  nav: { label: 'Student report', order: 35, roles: ['operations_manager'] },
};

/** people's remote publishes its manifest with the new route (until the page is closed). */
async function publishStudentReport(page: Page) {
  await page.route(PEOPLE_ROUTES, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { routes: unknown[] };
    await route.fulfill({
      response,
      json: { ...manifest, routes: [...manifest.routes, STUDENT_REPORT] },
    });
  });
}

test.beforeEach(async ({ request }) => {
  // The host's build never saw the route: its snapshot of people's manifest lacks it.
  const snapshot = await (await request.get(`${urls.host}/routes-snapshot.json`)).json();
  const paths = snapshot.people.routes.map((route: { path: string }) => route.path);
  expect(paths).toContain('/students');
  expect(paths).not.toContain(STUDENT_REPORT.path);
});

test('shows an operations manager the new link in its place, and its route works', async ({
  page,
  pageErrors,
}) => {
  await publishStudentReport(page);
  await logIn(page, DEMO.operationsManager);

  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Students',
    'Staff',
    'Groups',
    'Student report',
    'Calls',
    'Schedule',
    'Reports',
    'Profile',
  ]);
  await mainNav(page).getByRole('link', { name: 'Student report' }).click();
  await expectPath(page, '/reports/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("keeps the route's guard: a supervisor opens it without a link, an account manager is refused", async ({
  page,
  pageErrors,
}) => {
  await publishStudentReport(page);
  await logIn(page, DEMO.supervisor);
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Home',
    'Groups',
    'Calls',
    'Reports',
    'Profile',
  ]);
  await page.goto('/reports/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await logIn(page, DEMO.accountManager);
  await expect(mainNav(page).getByRole('link', { name: 'Student report' })).toHaveCount(0);
  await page.goto('/reports/students');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Student List' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('is Page Not Found where people does not publish it', async ({ page }) => {
  await logIn(page, DEMO.operationsManager);
  await expect(mainNav(page).getByRole('link', { name: 'Student report' })).toHaveCount(0);
  await page.goto('/reports/students');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
