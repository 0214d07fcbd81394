// A returning user's page asks for its screen's data beside the account (/api/me), not after it:
// the shell knows from the route manifests it remembers which remote and which first query serve
// the address (host/src/features/remotes/first-screen.ts). The HTML preloads the deployment files
// start-up reads (tooling/index.html), so they come with the document rather than after the scripts.
import { expect, test } from '../src/fixtures';
import { urls } from '../src/suite';

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

test('a page asks for its deployment files with the document, before its scripts, and once', async ({
  page,
  pageErrors,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === urls.host) asked.push(url.pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

  // Preloaded by the HTML: start-up's own reads took those answers, with no second request.
  expect(asked.filter((path) => path === '/config.json')).toHaveLength(1);
  expect(asked.filter((path) => path === '/remotes.json')).toHaveLength(1);
  const firstChunk = asked.findIndex((path) => /\.[0-9a-f]{8}\.js$/.test(path));
  expect(asked.indexOf('/config.json')).toBeLessThan(firstChunk);
  expect(asked.indexOf('/remotes.json')).toBeLessThan(firstChunk);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
