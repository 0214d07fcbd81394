// A returning user's page asks for its screen's data beside the account (/api/me), not after it:
// the shell knows from the route manifests it remembers which remote and which first query serve
// the address (host/src/features/remotes/first-screen.ts). The HTML preloads the deployment files
// start-up reads (tooling/index.html), so they come with the document rather than after the scripts,
// and the scripts of the first page (tooling/first-page-preloads.cjs), so none is found a step late.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { openHome } from '../src/screens';
import { urls } from '../src/suite';

test("a returning user's Student List asks for its rows while the account is still on its way", async ({
  operationsManagerPage: firstVisit,
  pageErrors,
}) => {
  // A first visit leaves the remotes' route manifests in this browser. The return is a new tab,
  // so nothing the first page still fetches in the background counts as the second's.
  await openHome(firstVisit);
  const page = await firstVisit.context().newPage();
  await firstVisit.close();
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
  const manifestReads: string[] = [];
  let routeManifestsAsked = false;
  let manifestBeforeRoutes = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/routes.json')) routeManifestsAsked = true;
    if (!request.url().endsWith('/mf-manifest.json')) return;
    manifestReads.push(request.url());
    manifestBeforeRoutes ||= !routeManifestsAsked;
  });

  await page.goto('/students', { waitUntil: 'commit' });
  await rowsAsked;
  expect(accountAnswered, 'the rows were asked for before the account came').toBe(false);

  releaseAccount();
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sara Hassan/ })).toBeVisible();
  // The people remote's manifest, fetched by the page's inline script with the document (before
  // the shell's scripts ran and asked for the route manifests), was read once: the shell took it.
  expect(manifestReads).toHaveLength(1);
  expect(manifestBeforeRoutes).toBe(true);
  expect(pageErrors).toEqual([]);
});

/** The scripts the document names: its own and those its inline script preloads. */
async function scriptsNamed(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...Array.from(document.querySelectorAll<HTMLScriptElement>('head script[src]')),
      ...Array.from(
        document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="script"]'),
      ),
    ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
  );
}

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

  // When the form became usable, in the page's clock (the signed-in side comes after it), and
  // whether a loading state showed before it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const marks = window as { formReadyAt?: number; loadingShown?: boolean };
      if (document.querySelector('[role="status"][aria-label="Loading..."]')) {
        marks.loadingShown = true;
      }
      const ready = Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent?.trim() === 'Sign In' && !button.disabled,
      );
      if (!ready) return;
      marks.formReadyAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  const scriptsBeforeForm = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.name.endsWith('.js') &&
          entry.startTime < (window as { formReadyAt?: number }).formReadyAt!,
      )
      .map((entry) => new URL(entry.name).pathname),
  );

  // Preloaded by the HTML: start-up's own reads took those answers, with no second request.
  expect(asked.filter((path) => path === '/config.json')).toHaveLength(1);
  expect(asked.filter((path) => path === '/remotes.json')).toHaveLength(1);
  const firstChunk = asked.findIndex((path) => /\.[0-9a-f]{8}\.js$/.test(path));
  expect(asked.indexOf('/config.json')).toBeLessThan(firstChunk);
  expect(asked.indexOf('/remotes.json')).toBeLessThan(firstChunk);
  // Every script the log-in form waited for was named by the document, and each preload was used.
  const named = await scriptsNamed(page);
  expect(scriptsBeforeForm.length).toBeGreaterThan(5);
  expect(scriptsBeforeForm.filter((path) => !named.includes(path))).toEqual([]);
  expect(named.filter((path) => !asked.includes(path))).toEqual([]);
  expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  // Start-up renders once the log-in page is in: the form is in the first frame, with no loading
  // state before it (React would hold a page that follows its fallback for 300 ms).
  expect(await page.evaluate(() => (window as { loadingShown?: boolean }).loadingShown)).toBe(
    undefined,
  );
  expect(pageErrors).toEqual([]);
});
