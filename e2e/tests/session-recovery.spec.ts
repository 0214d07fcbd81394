// A signed-in user whose account cannot be loaded for a while keeps the session: GET /api/me/
// answering 500 shows an error panel with Retry on the page the user was on, never the log-in
// form, and the page comes back by itself once the server answers again, with no new log-in.
// A refresh the server cannot answer (503) does not sign out either.
import { expect, test } from '../src/fixtures';
import { expectSignedIn, header } from '../src/screens';

test('GET /api/me/ failing with 500 keeps the session and recovers by itself', async ({
  instructorPage: page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  let failing = true;
  await page.route('**/api/me/', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Boom."}' })
      : route.continue(),
  );
  await page.reload();

  const panel = page.getByRole('alert').filter({ hasText: 'Your account could not be loaded' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Server error. Please try again later.');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(header(page).getByText('Reconnecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

  // The server answers again: the page comes back without a click and without a log-in.
  failing = false;
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/profile$/);
});

test('Retry loads the account at once', async ({ instructorPage: page }) => {
  let failing = true;
  await page.route('**/api/me/', (route) =>
    failing ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
  );
  await page.goto('/groups');
  const panel = page.getByRole('alert').filter({ hasText: 'Your account could not be loaded' });
  await expect(panel).toBeVisible();

  failing = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/groups$/);
});

test('a refresh the server cannot answer does not sign out', async ({ instructorPage: page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The access token is refused and the refresh fails with 503 for a while.
  let down = true;
  await page.route('**/auth/refresh/', (route) =>
    down ? route.fulfill({ status: 503, body: '{"detail":"Unavailable."}' }) : route.continue(),
  );
  await page.evaluate(() => localStorage.setItem('access_token', 'expired-token'));
  await page.reload();

  await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Authentication required. Please login again.')).toHaveCount(0);

  // Back up: the refresh tried again renews the token and the page loads, still signed in.
  down = false;
  await expectSignedIn(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});
