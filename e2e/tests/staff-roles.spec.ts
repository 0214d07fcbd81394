// What the other staff roles get on the remotes' screens, as the server scopes it and the screens
// mirror it: an instructor reads only their own students and groups, changes nothing there and
// is kept out of the admins' pages; an account manager adds, imports and exports students, and
// adds the two roles below their own.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { mainNav, openHome } from '../src/screens';

/** The Z of 'Showing X to Y of Z results', once the list shows it. */
async function listTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await expect(line).toBeVisible();
  return Number(/of (\d+) results/.exec((await line.textContent()) ?? '')![1]);
}

test('lets an instructor read their own students and groups, and nothing of the admins', async ({
  instructorPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Groups', 'Calls', 'Profile']);

  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  const own = await listTotal(page);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(60);
  await expect(page.getByRole('button', { name: 'Add Student' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  const menu = page.getByRole('button', { name: /^Actions for Group / }).first();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'No actions available' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/staff');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('lets an account manager add, import and export students, and add only supervisors or instructors', async ({
  accountManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  expect(await listTotal(page)).toBeGreaterThanOrEqual(60);
  await expect(page.getByRole('button', { name: 'Add Student' })).toBeVisible();
  // Both managers import and export (docs/departures.md).
  await expect(page.getByRole('main').getByRole('link', { name: 'Import' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff List' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Staff Member' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /Role/ }).locator('option')).toHaveText([
    'Supervisor',
    'Instructor',
  ]);
  expect(pageErrors).toEqual([]);
});
