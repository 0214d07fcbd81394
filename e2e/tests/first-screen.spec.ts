// A returning user's page asks for its screen's data beside the account (/api/me), not after it:
// the shell knows from the route manifests it remembers which remote and which first query serve
// the address (host/src/features/remotes/first-screen.ts).
import { expect, test } from '../src/fixtures';

test("a returning user's Student List asks for its rows while the account is still on its way", async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  // The fixture's first visit left the remotes' route manifests in this browser.
  let releaseAccount!: () => void;
  const accountHeld = new Promise<void>((resolve) => (releaseAccount = resolve));
  let accountAnswered = false;
  await page.route('**/api/me/', async (route) => {
    await accountHeld;
    await route.continue();
    accountAnswered = true;
  });
  const rowsAsked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/student-profiles/',
  );

  await page.goto('/students', { waitUntil: 'commit' });
  await rowsAsked;
  expect(accountAnswered, 'the rows were asked for before the account came').toBe(false);

  releaseAccount();
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sara Hassan/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
