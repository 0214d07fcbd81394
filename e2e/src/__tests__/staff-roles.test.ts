// What the other staff roles get on the remotes' screens, as the server scopes it and the screens
// mirror it: an instructor reads only their own students and groups, changes nothing there and
// is kept out of the admins' pages; an account manager adds students and the two roles below
// their own, and has no Export.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

/** The Z of 'Showing X to Y of Z results'. */
async function listTotal(page: ReturnType<typeof browser>['page']): Promise<number> {
  const line = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await line.waitFor();
  return Number(/of (\d+) results/.exec((await line.textContent()) ?? '')![1]);
}

it('lets an instructor read their own students and groups, and nothing of the admins', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.instructor);
  expect(await mainNav(page).getByRole('link').allTextContents()).toEqual([
    'Home',
    'Groups',
    'Calls',
    'Profile',
  ]);

  await page.goto(`${run.urls.host}/students`);
  await page.getByRole('heading', { name: 'Student List' }).waitFor();
  const own = await listTotal(page);
  expect(own).toBeGreaterThan(0);
  expect(own).toBeLessThan(60);
  expect(await page.getByRole('button', { name: 'Add Student' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);

  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  const menu = page.getByRole('button', { name: /^Actions for Group / }).first();
  await menu.click();
  await page.getByRole('menuitem', { name: 'No actions available' }).waitFor();
  await page.keyboard.press('Escape');

  await page.goto(`${run.urls.host}/staff`);
  await page.getByText('Access Denied').waitFor();
  expect(await page.getByText("You don't have permission to access this page.").isVisible()).toBe(
    true,
  );
  expect(browser().pageErrors).toEqual([]);
});

it('lets an account manager add students and only supervisors or instructors, without Export', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.accountManager);

  await mainNav(page).getByRole('link', { name: 'Students' }).click();
  await page.getByRole('heading', { name: 'Student List' }).waitFor();
  expect(await listTotal(page)).toBeGreaterThanOrEqual(60);
  await page.getByRole('button', { name: 'Add Student' }).waitFor();
  expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);

  await mainNav(page).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('heading', { name: 'Staff List' }).waitFor();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Staff Member' });
  await dialog.waitFor();
  const roles = await dialog
    .getByRole('combobox', { name: /Role/ })
    .locator('option')
    .allTextContents();
  expect(roles).toEqual(['Supervisor', 'Instructor']);
  expect(browser().pageErrors).toEqual([]);
});
