// Each remote also runs on its own page: remote-student's server, with its demo log-in, against
// the same API.
import { expect, test } from '../src/fixtures';
import { card, dashboardGreeting, expectPath } from '../src/screens';

test('serves the student dashboard alone, behind its demo log-in', async ({
  page,
  pageErrors,
  studentRemote,
}) => {
  await page.goto(`${studentRemote.url}/`);
  await expectPath(page, '/login');

  await expect(page.getByRole('heading', { name: 'Demo log-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(dashboardGreeting(page)).toBeVisible();
  await expectPath(page, '/');
  await expect(card(page, 'Financial Status')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
