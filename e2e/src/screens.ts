// What a user does on the host's screens, in the user's terms (labels, roles and visible text).
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Fills the log-in form on the current page and signs in. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the host's log-in form and waits until the header shows the session. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expectSignedIn(page);
}

/** Opens the home page of a signed-in page (a role's page of fixtures.ts) and waits for the shell. */
export async function openHome(page: Page) {
  await page.goto('/');
  await expectSignedIn(page);
}

/** Waits until the header shows the session: its Logout button. */
export async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function mainNav(page: Page): Locator {
  return header(page).getByRole('navigation', { name: 'Main' });
}

export function dashboardGreeting(page: Page): Locator {
  return page.getByRole('heading', { name: /^Welcome(?: back)?, / });
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Waits until the path of the page's URL is `pathname`, whatever the origin and the query. */
export async function expectPath(page: Page, pathname: string) {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escaped}(?:[?#]|$)`));
}

/**
 * Closes the toast showing `text` by clicking it, as a user does. Toasts sit top-right over the
 * screen's own buttons and pause while the pointer is on them, so a click aimed at a button under
 * one would wait for good.
 */
export async function dismissToast(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.click();
  await expect(toast).toHaveCount(0);
}
