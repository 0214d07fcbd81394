// With remote-student down, only the student dashboard's route fails: it shows the Retry panel
// while the header and Profile keep working, and Retry recovers once the remote answers again.
// The outage is this page's alone: every request to remote-student's origin is refused as by a
// closed port, so the journeys running beside it keep the remote.
import type { Page } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { card, dashboardGreeting, expectPath, header, logIn, mainNav } from '../src/screens';
import { urls } from '../src/suite';

const studentOrigin = `${urls.student}/**`;

/** Takes remote-student down for `page`: its origin refuses every connection. */
const stopStudentRemote = (page: Page) =>
  page.route(studentOrigin, (route) => route.abort('connectionrefused'));

const startStudentRemote = (page: Page) => page.unroute(studentOrigin);

test('keeps the shell working and shows Retry on the dashboard route while the remote is down', async ({
  page,
}) => {
  await stopStudentRemote(page);

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

  await startStudentRemote(page);
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(dashboardGreeting(page)).toBeVisible();
  await expect(card(page, 'Course Progress')).toBeVisible();
});
