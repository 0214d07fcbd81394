// Every screen for every role, signed in once per role: axe finds no violation, whatever its
// impact (its count printed per screen, the mobile menu open included), at 1440 px and at a
// phone's 390 px; no screen scrolls sideways at 320, 390, 820 or 1440 px, and the list screens
// line up with the header.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../src/axe';
import { expect, test } from '../src/fixtures';
import { header } from '../src/screens';
import {
  VISITOR_SCREENS,
  openScreen,
  openScreenInApp,
  screensFor,
  sidewaysScroll,
  type ScreenVisit,
} from '../src/walk';

const PHONE = 390;
const WIDTHS = [320, PHONE, 820, 1440] as const;
const HEIGHT = 900;

async function walk(page: Page, role: string, screens: ScreenVisit[]) {
  for (const [index, screen] of screens.entries()) {
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    // The first screen starts the shell; the others open inside it, as a link opens them.
    await (index === 0 ? openScreen : openScreenInApp)(page, screen);
    await expectAccessible(page, `${screen.name} (${role})`);
    if (screen.aligned) {
      const brand = await header(page).getByRole('link', { name: 'LinguaDesk home' }).boundingBox();
      const title = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
      expect(Math.round(title!.x), `${screen.name} lines up with the header`).toBe(
        Math.round(brand!.x),
      );
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expect
        .poll(() => sidewaysScroll(page), { message: `${screen.name} at ${width} px (${role})` })
        .toBe(0);
      // On a phone too: the menu button instead of the bar, tables in their scrolling boxes.
      if (width === PHONE) await expectAccessible(page, `${screen.name} at ${PHONE} px (${role})`);
    }
  }
}

/** At a phone's width the header is the menu: open, checked by axe, closed by Escape. */
async function checkMobileMenu(page: Page, role: string) {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  const open = header(page).getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
  await expectAccessible(page, `mobile menu (${role})`);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
}

test.describe('every screen, every role: accessible, and no sideways scroll', () => {
  test('operations manager', async ({ operationsManagerPage: page, pageErrors }) => {
    await walk(page, 'operations manager', screensFor('operations_manager'));
    await checkMobileMenu(page, 'operations manager');
    expect(pageErrors).toEqual([]);
  });

  test('account manager', async ({ accountManagerPage: page }) => {
    await walk(page, 'account manager', screensFor('account_manager'));
  });

  test('supervisor', async ({ supervisorPage: page }) => {
    await walk(page, 'supervisor', screensFor('supervisor'));
  });

  test('instructor', async ({ instructorPage: page }) => {
    await walk(page, 'instructor', screensFor('instructor'));
    await checkMobileMenu(page, 'instructor');
  });

  test('student', async ({ studentPage: page, pageErrors }) => {
    await walk(page, 'student', screensFor('student'));
    await expect(page).toHaveTitle('LinguaDesk | Access Denied');
    await checkMobileMenu(page, 'student');
    expect(pageErrors).toEqual([]);
  });

  test('visitor', async ({ page }) => {
    await walk(page, 'visitor', VISITOR_SCREENS);
  });
});
