// Each remote also runs on its own page: remote-student's server, with its demo log-in, against
// the same API.
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { card, dashboardGreeting, expectPath } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('serves the student dashboard alone, behind its demo log-in', async () => {
  const { page } = browser();
  await page.goto(`${run.urls.student}/`);
  await expectPath(page, '/login');

  await page.getByRole('heading', { name: 'Demo log-in' }).waitFor();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await dashboardGreeting(page).waitFor();
  await expectPath(page, '/');
  expect(await card(page, 'Financial Status').isVisible()).toBe(true);
  expect(browser().pageErrors).toEqual([]);
});
