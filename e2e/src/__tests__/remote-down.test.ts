// With remote-student's server stopped, only the student dashboard's route fails: it shows the
// Retry panel while the header and Profile keep working, and Retry recovers once the server is
// started again. The harness serves remote-student itself so that this journey can stop it.
import { DEMO } from '../harness/accounts';
import { appServer } from '../harness/app-server';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { card, dashboardGreeting, expectPath, header, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const studentServer = appServer(run, 'student');
const browser = useBrowser(run.workDir);

afterEach(async () => {
  // The journeys after this one need the remote, whatever happened here.
  await studentServer.start();
});

it('keeps the shell working and shows Retry on the dashboard route while the remote is down', async () => {
  const { page } = browser();
  await studentServer.stop();

  await logIn(page, run.urls.host, DEMO.student);

  const unavailable = page
    .getByRole('alert')
    .filter({ hasText: 'Student dashboard is unavailable' });
  await unavailable.waitFor();
  expect(await unavailable.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  expect(await header(page).getByText('Student', { exact: true }).isVisible()).toBe(true);
  expect(await mainNav(page).getByRole('link').allTextContents()).toEqual(['Home', 'Profile']);

  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');
  await page.getByRole('heading', { name: 'Contact Information' }).waitFor();
  expect(await page.getByText(DEMO.student).first().isVisible()).toBe(true);

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await unavailable.waitFor();

  await studentServer.start();
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await dashboardGreeting(page).waitFor();
  expect(await card(page, 'Course Progress').isVisible()).toBe(true);
});
