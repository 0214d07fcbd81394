// The screens each role can open, for the journeys that walk them all (accessibility, widths).
import { expect, type Page } from '@playwright/test';

export interface ScreenVisit {
  name: string;
  path: string;
  /** A list screen whose title should line up with the header's brand. */
  aligned?: boolean;
}

const HOME: ScreenVisit = { name: 'Home', path: '/' };
const PROFILE: ScreenVisit = { name: 'Profile', path: '/profile' };
/** The demo centre's first group (seeded in every fresh database). */
const GROUP_SHEETS: ScreenVisit[] = [
  { name: 'Group attendance', path: '/groups/1/attendance' },
  { name: 'Group evaluation', path: '/groups/1/evaluation' },
];
const STAFF_SCREENS: ScreenVisit[] = [
  { name: 'Students', path: '/students', aligned: true },
  { name: 'Groups', path: '/groups', aligned: true },
  ...GROUP_SHEETS,
  { name: 'Calls', path: '/calls', aligned: true },
];

export const MANAGER_SCREENS: ScreenVisit[] = [
  HOME,
  ...STAFF_SCREENS,
  { name: 'Staff', path: '/staff', aligned: true },
  { name: 'Schedule', path: '/schedule', aligned: true },
  PROFILE,
];
export const TEACHING_SCREENS: ScreenVisit[] = [HOME, ...STAFF_SCREENS, PROFILE];
export const STUDENT_SCREENS: ScreenVisit[] = [
  HOME,
  PROFILE,
  { name: 'Access Denied', path: '/students' },
];
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
 * Opens the screen inside the running app (no page load: the router follows a history entry, as
 * it does for a link), then waits as openScreen does. The page keeps what it loaded so far, so a
 * journey sees every file the whole walk needed, each fetched once.
 */
export async function openScreenInApp(page: Page, screen: ScreenVisit): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen.path);
  await expect(page).toHaveURL((url) => url.pathname === screen.path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
}
