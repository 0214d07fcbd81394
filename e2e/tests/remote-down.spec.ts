// With remote-student's server stopped, only the student dashboard's route fails: it shows the
// Retry panel while the header and Profile keep working, and Retry recovers once the server is
// started again. The studentRemote fixture serves remote-student (start.mjs leaves it unserved), so
// this journey can stop it; the next journey gets it served again, whatever happens here.
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { card, dashboardGreeting, expectPath, header, logIn, mainNav } from '../src/screens';

test('keeps the shell working and shows Retry on the dashboard route while the remote is down', async ({
  page,
  studentRemote,
}) => {
  await studentRemote.stop();

  await logIn(page, DEMO.student);

  const unavailable = page
    .getByRole('alert')
    .filter({ hasText: 'Student dashboard is unavailable' });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(header(page).getByText('Student', { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Profile']);

  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByText(DEMO.student).first()).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(unavailable).toBeVisible();

  await studentRemote.start();
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(dashboardGreeting(page)).toBeVisible();
  await expect(card(page, 'Course Progress')).toBeVisible();
});
