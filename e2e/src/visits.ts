// How the releases journeys visit remote screens and tell which release runs: a pointer's visit
// (hover, then click), the release line under a remote-groups screen, and a mark on the page's
// window that any reload of the shell wipes out.
import { expect, type Page } from '@playwright/test';
import { expectPath, mainNav } from './screens';

/** Visits a screen as a pointer does: a hover over its header link (which prefetches), then the click. */
export async function visitByLink(page: Page, link: string, pathname: string): Promise<void> {
  const target = mainNav(page).getByRole('link', { name: link });
  await target.hover();
  await target.click();
  await expectPath(page, pathname);
}

/** The next visit to remote-groups: to Students, then back to Groups. */
export async function revisitGroups(page: Page): Promise<void> {
  await visitByLink(page, 'Students', '/students');
  await visitByLink(page, 'Groups', '/groups');
}

/** The release line under a remote-groups screen ("remote-groups 0.1.0"). */
export const groupsReleaseLine = (page: Page, version: string) =>
  page.getByText(`remote-groups ${version}`, { exact: true });

/** Marks the page's window: the mark is gone after any reload of the shell. */
export async function markShell(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { linguadeskShellMark: true }));
}

/** Whether the page still runs the shell markShell marked. */
export async function expectShellNotReloaded(page: Page): Promise<void> {
  const marked = await page.evaluate(
    () => (window as { linguadeskShellMark?: boolean }).linguadeskShellMark === true,
  );
  expect(marked, 'the shell was not reloaded').toBe(true);
}
