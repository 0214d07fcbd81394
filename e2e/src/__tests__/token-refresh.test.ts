// With access tokens that live a few seconds, a student keeps using the suite: each expired token
// is refreshed once through the refresh cookie and the pages load as usual.
import type { Page } from 'playwright-core';
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { card, dashboardGreeting, expectPath, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('access_token'));
}

/** Resolves once the JWT's `exp` (whole seconds) has passed on this machine's clock. */
async function outlive(token: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const expiresAt = Number(payload.exp) * 1000;
  expect(expiresAt - Date.now()).toBeLessThanOrEqual(run.accessTtlSeconds * 1000);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now() + 1000)));
}

it('refreshes expired access tokens while the student moves between pages', async () => {
  const { page } = browser();
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/refresh/') refreshes.push(response.status());
  });

  await logIn(page, run.urls.host, DEMO.student);
  await dashboardGreeting(page).waitFor();
  const first = await storedToken(page);
  expect(first).toBeTruthy();

  await outlive(first!);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');
  await page.getByRole('heading', { name: 'Contact Information' }).waitFor();
  const second = await storedToken(page);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);

  await outlive(second!);
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await dashboardGreeting(page).waitFor();
  expect(await card(page, 'Academic Performance').isVisible()).toBe(true);

  // A reload with an expired token starts the session through a refresh too.
  const third = await storedToken(page);
  await outlive(third!);
  await page.reload();
  await dashboardGreeting(page).waitFor();

  expect(refreshes).toEqual([200, 200, 200]);
  expect(browser().pageErrors).toEqual([]);
});
