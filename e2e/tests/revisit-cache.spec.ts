// Returning to a visited screen shows it from the page's data cache: later requests for the list are
// held, so what shows can only come from the cache. Within the stale time nothing is asked; after
// it, the cached list shows at once and refreshes (the browser's clock moves, nothing sleeps).
import type { Page, Route } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { logIn, mainNav } from '../src/screens';

const STUDENT_LIST = '/api/student-profiles/';

/** Counts the page's student-list requests; from `hold()` on, each waits until released. */
function watchStudentList(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === STUDENT_LIST) requests.push(request.url());
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  return {
    requests,
    held,
    async hold() {
      await page.route(
        (url) => url.pathname === STUDENT_LIST,
        async (route) => {
          held.push(route);
          await released;
          await route.continue();
        },
      );
    },
    release,
  };
}

async function openStudents(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Students' }).click();
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  const summary = page.getByText(/^Showing \d+ to \d+ of \d+ results$/);
  await expect(summary).toBeVisible();
  return {
    summary: (await summary.textContent()) ?? '',
    firstRow: (await page.getByRole('row').nth(1).textContent()) ?? '',
  };
}

async function openGroups(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  await expect(page.getByText('Session Progress').first()).toBeVisible();
}

test('shows the Student List from the cache on a revisit within the stale time, sending nothing', async ({
  page,
  pageErrors,
}) => {
  const list = watchStudentList(page);
  await logIn(page, DEMO.operationsManager);
  const first = await openStudents(page);
  expect(list.requests).toHaveLength(1);

  await list.hold();
  await openGroups(page);
  const again = await openStudents(page);

  expect(again).toEqual(first);
  await expect(page.getByText('Loading students...')).toHaveCount(0);
  expect(list.held).toHaveLength(0);
  expect(list.requests).toHaveLength(1);
  list.release();
  expect(pageErrors).toEqual([]);
});

test('shows the cached Student List while its background refresh is held, after the stale time', async ({
  page,
  pageErrors,
}) => {
  await page.clock.install();
  const list = watchStudentList(page);
  await logIn(page, DEMO.operationsManager);
  const first = await openStudents(page);
  expect(list.requests).toHaveLength(1);

  await list.hold();
  await openGroups(page);
  await page.clock.fastForward(31_000);
  const again = await openStudents(page);

  // On screen from the cache while the refresh has no answer yet.
  expect(again).toEqual(first);
  await expect.poll(() => list.held.length).toBe(1);
  expect(list.requests).toHaveLength(2);
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();
  await expect(page.getByText(first.summary)).toBeVisible();

  list.release();
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ results$/)).toBeVisible();
  expect(list.requests).toHaveLength(2);
  expect(pageErrors).toEqual([]);
});
