// The header on a phone is the menu button from the very first paint, whatever the device's
// speed: at 390x844, after a fresh load and a reload of a role's first screen with the CPU slowed
// six times (DevTools' CPU throttling: the shell's first paint races its styles and scripts), and
// on the way to each of its other screens (the shell's header is the same element from one screen
// to the next, as a user moves through the app), "Open menu" is there and nothing of the header
// lies outside the window, at no moment of the page's life (a recorder in the page checks every
// change of the page as it happens, whatever the speed). From 1024 px the managers' bar fits on
// one line.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { header } from '../src/screens';
import { MANAGER_SCREENS, openScreen, openScreenInApp, screensFor } from '../src/walk';

const PHONE = { width: 390, height: 844 };

declare global {
  interface Window {
    /** What the recorder saw of the header: any control outside the window, by name. */
    headerOverflow?: string[];
  }
}

/** Records, on every change of the header (before it is painted), any control outside the window. */
function recordHeaderOverflow() {
  window.headerOverflow = [];
  const check = () => {
    const bar = document.querySelector('header');
    if (!bar) return;
    for (const control of Array.from(bar.querySelectorAll<HTMLElement>('a, button'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < 0 || box.right > window.innerWidth) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? '?';
        window.headerOverflow!.push(`${name.trim()} at ${Math.round(box.left)}`);
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
  window.addEventListener('resize', check);
}

async function expectPhoneHeader(page: Page, where: string) {
  await expect(header(page).getByRole('button', { name: 'Open menu' }), where).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Main' }), where).toBeHidden();
  for (const control of await header(page)
    .getByRole('link')
    .or(header(page).getByRole('button'))
    .all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    expect(box.x, `${where}: ${await control.textContent()} starts inside`).toBeGreaterThanOrEqual(
      0,
    );
    expect(box.x + box.width, `${where}: ends inside`).toBeLessThanOrEqual(PHONE.width);
  }
  expect(
    await page.evaluate(() => window.headerOverflow),
    `${where}: header at every paint`,
  ).toEqual([]);
}

async function walkOnPhone(page: Page, screens: { name: string; path: string }[], role: string) {
  await page.setViewportSize(PHONE);
  await page.addInitScript(recordHeaderOverflow);
  // DevTools keeps the rate while this session lasts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const [first, ...others] = screens;
  await openScreen(page, first!);
  await expectPhoneHeader(page, `${first!.name} (${role}), fresh load`);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectPhoneHeader(page, `${first!.name} (${role}), reloaded`);
  // Inside the app the header stays the shell's: each screen's change is checked as it happens.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const screen of others) {
    await openScreenInApp(page, screen);
    await expectPhoneHeader(page, `${screen.name} (${role})`);
  }
}

test.describe('the phone header at 390 px, loaded with the CPU slowed 6x', () => {
  test('operations manager', async ({ operationsManagerPage: page }) => {
    test.setTimeout(180_000);
    await walkOnPhone(page, MANAGER_SCREENS, 'operations manager');
  });

  test('instructor', async ({ instructorPage: page }) => {
    test.setTimeout(180_000);
    await walkOnPhone(page, screensFor('instructor'), 'instructor');
  });

  test('student', async ({ studentPage: page }) => {
    test.setTimeout(180_000);
    await walkOnPhone(page, screensFor('student'), 'student');
  });
});

test('from 1024 px the managers see the whole bar on one line', async ({
  operationsManagerPage: page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openScreen(page, { name: 'Students', path: '/students' });
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
  for (const control of await header(page)
    .getByRole('link')
    .or(header(page).getByRole('button'))
    .all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, `${await control.textContent()} inside 1024 px`).toBeLessThanOrEqual(
      1024,
    );
    expect(box.y + box.height, 'on the header row').toBeLessThanOrEqual(56);
  }
});
