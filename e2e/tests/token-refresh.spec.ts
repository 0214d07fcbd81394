// With access tokens that live a few seconds (ACCESS_TTL_SECONDS), a student keeps using the
// suite: each expired token is refreshed once through the refresh cookie and the pages load as
// usual. The journey waits for each expiry by asking the API, which decides it, not the clock.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { card, dashboardGreeting, expectPath, logIn, mainNav } from '../src/screens';
import { ACCESS_TTL_SECONDS, urls } from '../src/suite';

const isRefresh = (response: Response) => new URL(response.url()).pathname === '/auth/refresh/';

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** Resolves once the API refuses `token` as expired; it lives no longer than ACCESS_TTL. */
async function outlive(request: APIRequestContext, token: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  expect(Number(payload.exp) * 1000 - Date.now()).toBeLessThanOrEqual(ACCESS_TTL_SECONDS * 1000);
  const answer = async () =>
    (
      await request.get(`${urls.api}/api/me/`, { headers: { Authorization: `Bearer ${token}` } })
    ).status();
  await expect
    .poll(answer, {
      message: 'the API refuses the expired access token',
      timeout: (ACCESS_TTL_SECONDS + 5) * 1000,
    })
    .toBe(401);
}

test('refreshes expired access tokens while the student moves between pages', async ({
  page,
  pageErrors,
  request,
}) => {
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (isRefresh(response)) refreshes.push(response.status());
  });

  await page.clock.install();
  await logIn(page, DEMO.student);
  await expect(dashboardGreeting(page)).toBeVisible();
  const first = await storedToken(page);

  await outlive(request, first);
  let refreshed = page.waitForResponse(isRefresh);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  expect((await refreshed).status()).toBe(200);
  await expectPath(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  const second = await storedToken(page);
  expect(second).not.toBe(first);

  await outlive(request, second);
  refreshed = page.waitForResponse(isRefresh);
  // The dashboard's answer is in the page's cache; past its stale time (30 s, on the browser's
  // clock) the revisit reads it again, with the expired token.
  await page.clock.fastForward(31_000);
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(dashboardGreeting(page)).toBeVisible();
  await expect(card(page, 'Academic Performance')).toBeVisible();

  // A reload with an expired token starts the session through a refresh too.
  await outlive(request, await storedToken(page));
  refreshed = page.waitForResponse(isRefresh);
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(dashboardGreeting(page)).toBeVisible();

  expect(refreshes).toEqual([200, 200, 200]);
  expect(pageErrors).toEqual([]);
});
