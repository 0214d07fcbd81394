// Guards: a signed-out visit goes to log-in and comes back after it; a student cannot open /staff.
// The page reaches the API on its own origin (the host's server forwards /api/ and /auth/).
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { expectPath, submitLogin } from '../src/screens';
import { urls } from '../src/suite';

test('sends a signed-out visitor of a guarded page to log in, then back to that page', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  const preflights: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') preflights.push(request.url());
    if (/^\/(api|auth)\//.test(url.pathname)) apiCalls.push(url.origin);
  });
  await page.goto('/profile');
  await expectPath(page, '/login');

  await submitLogin(page, DEMO.supervisor);

  await expectPath(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByText(DEMO.supervisor).first()).toBeVisible();
  // The log-in, the account and the profile's data: all on the page's origin, no preflight.
  expect(apiCalls.length).toBeGreaterThanOrEqual(3);
  expect(new Set(apiCalls)).toEqual(new Set([urls.host]));
  expect(preflights).toEqual([]);
});

test('shows Access Denied to a student opening /staff', async ({ studentPage: page }) => {
  await page.goto('/staff');

  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expectPath(page, '/staff');
});
