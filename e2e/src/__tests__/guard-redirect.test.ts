// Guards: a signed-out visit goes to log-in and comes back after it; a student cannot open /staff.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, logIn, submitLogin } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('sends a signed-out visitor of a guarded page to log in, then back to that page', async () => {
  const { page } = browser();
  await page.goto(`${run.urls.host}/profile`);
  await expectPath(page, '/login');

  await submitLogin(page, DEMO.supervisor);

  await expectPath(page, '/profile');
  await page.getByRole('heading', { name: 'Contact Information' }).waitFor();
  expect(await page.getByText(DEMO.supervisor).first().isVisible()).toBe(true);
});

it('shows Access Denied to a student opening /staff', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.student);

  await page.goto(`${run.urls.host}/staff`);

  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  expect(await page.getByText("You don't have permission to access this page.").isVisible()).toBe(
    true,
  );
  expect(new URL(page.url()).pathname).toBe('/staff');
});
