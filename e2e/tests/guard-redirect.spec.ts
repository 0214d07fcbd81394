// Guards: a signed-out visit goes to log-in and comes back after it; a student cannot open /staff.
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { expectPath, submitLogin } from '../src/screens';

test('sends a signed-out visitor of a guarded page to log in, then back to that page', async ({
  page,
}) => {
  await page.goto('/profile');
  await expectPath(page, '/login');

  await submitLogin(page, DEMO.supervisor);

  await expectPath(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByText(DEMO.supervisor).first()).toBeVisible();
});

test('shows Access Denied to a student opening /staff', async ({ studentPage: page }) => {
  await page.goto('/staff');

  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expectPath(page, '/staff');
});
