// The screens each role can open, for the journeys that walk them all (accessibility, widths): the
// remotes' from their route manifests, the shell's own here.
import { expect, type Page } from '@playwright/test';
import { MANIFEST_ROUTES, addressOf } from './routes';

export interface ScreenVisit {
  name: string;
  path: string;
  /** A list screen whose title should line up with the header's brand. */
  aligned?: boolean;
}

const HOME: ScreenVisit = { name: 'Home', path: '/' };
const PROFILE: ScreenVisit = { name: 'Profile', path: '/profile' };

/**
 * Every screen the role may open, from the remotes' manifests (the list screens, those with a
 * header link, line up with the brand), then the first route it may not open, as Access Denied.
 */
export function screensFor(role: string): ScreenVisit[] {
  const remote = MANIFEST_ROUTES.filter((route) => route.path !== '/');
  const refused = remote.find((route) => !route.roles.includes(role));
  return [
    HOME,
    ...remote
      .filter((route) => route.roles.includes(role))
      .map((route) => ({ name: route.title, path: addressOf(route), aligned: Boolean(route.nav) })),
    PROFILE,
    ...(refused ? [{ name: 'Access Denied', path: addressOf(refused) }] : []),
  ];
}

export const MANAGER_SCREENS = screensFor('operations_manager');
export const VISITOR_SCREENS: ScreenVisit[] = [
  { name: 'Log in', path: '/login' },
  { name: 'Sign up', path: '/signup' },
  { name: 'Forgot password', path: '/auth/forgot-password' },
];

/** Opens the screen by its address and waits until it shows its content (its h1, no spinner). */
export async function openScreen(page: Page, screen: ScreenVisit): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Follows `path` inside the running app, as the router does for a link (no page load), and waits
 * for the new screen's title: the one shown before is marked, since it stays up while the next
 * screen's code loads.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // A link to the page on screen changes nothing (the router keeps its screen and its title).
  if (new URL(page.url()).pathname === path) {
    await expect(page.locator('main h1').first()).toBeVisible();
    return;
  }
  await page.evaluate((to) => {
    for (const title of Array.from(document.querySelectorAll('main h1')))
      title.setAttribute('data-e2e-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('main h1:not([data-e2e-left])').first()).toBeVisible();
}

/**
 * Opens the screen inside the running app (no page load: the router follows a history entry, as
 * it does for a link), then waits as openScreen does. The page keeps what it loaded so far, so a
 * journey sees every file the whole walk needed, each fetched once.
 */
export async function openScreenInApp(page: Page, screen: ScreenVisit): Promise<void> {
  await navigateInApp(page, screen.path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
}
