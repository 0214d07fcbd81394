// What a user does on the host's screens, in the user's terms (labels, roles and visible text).
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts';

/** Fills the log-in form on the current page and signs in. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function logIn(page: Page, hostUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${hostUrl}/login`);
  await submitLogin(page, email, password);
  await header(page).getByRole('button', { name: 'Logout' }).waitFor();
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function mainNav(page: Page): Locator {
  return header(page).getByRole('navigation', { name: 'Main' });
}

export function dashboardGreeting(page: Page): Locator {
  return page.getByRole('heading', { name: /^Welcome back, / });
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Waits until the path of the page's URL is `pathname`. */
export async function expectPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
}
