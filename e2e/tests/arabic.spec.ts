// LinguaDesk in Arabic, right to left: every screen of every role, at 1440 px and at a phone's
// 390 px, reads from the right (html dir and lang, the title on the right), shows no English
// message of the catalogues and scrolls no wider than the window; axe finds nothing at 390 px. The Students
// list, a group card, the evaluation sheet and the student dashboard are photographed at both
// widths (into SCREENSHOT_DIR when set: `docs/screenshots` is made this way, see docs/i18n.md).
import type { Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { expectAccessible } from '../src/axe';
import { englishOnlyTexts } from '../src/catalogues';
import { expect, test } from '../src/fixtures';
import { VISITOR_SCREENS, screensFor, sidewaysScroll, type ScreenVisit } from '../src/walk';

const WIDTHS = [1440, 390] as const;
const HEIGHT = 900;
const LANGUAGE_KEY = 'linguadesk.language';

/** Makes every page of this test open in Arabic (the browser's stored choice). */
async function inArabic(page: Page) {
  await page.addInitScript(
    ([key]) => localStorage.setItem(key!, JSON.stringify({ locale: 'ar', digits: 'latn' })),
    [LANGUAGE_KEY],
  );
}

/** The texts on screen (text and the names a screen reader says) that are English messages. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const shown: string[] = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title]'),
    ))
      for (const name of ['aria-label', 'placeholder', 'title'])
        texts.push(element.getAttribute(name) ?? '');
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  const english = englishOnlyTexts();
  return [...new Set(shown.filter((text) => english.has(text)))];
}

async function openInArabic(page: Page, screen: ScreenVisit) {
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  await expect(page.getByRole('main').getByText(/^جارٍ (ال)?تحميل/)).toHaveCount(0);
}

/** The page title starts on the right: its right edge in the window's right half. */
async function expectReadsFromTheRight(page: Page, where: string) {
  const title = await page
    .getByRole('main')
    .getByRole('heading', { level: 1 })
    .first()
    .boundingBox();
  const width = page.viewportSize()!.width;
  expect(title!.x + title!.width, `${where}: the title starts on the right`).toBeGreaterThan(
    width / 2,
  );
}

async function walk(page: Page, role: string, screens: ScreenVisit[]) {
  for (const screen of screens) {
    for (const width of WIDTHS) {
      const where = `${screen.name} at ${width} px (${role})`;
      await page.setViewportSize({ width, height: HEIGHT });
      await openInArabic(page, screen);
      await expectReadsFromTheRight(page, where);
      expect(await englishOnScreen(page), `${where}: English on screen`).toEqual([]);
      await expect.poll(() => sidewaysScroll(page), { message: where }).toBe(0);
      // Once per screen: the English walk checks every width; what Arabic changes is the same at both.
      if (width === 390) await expectAccessible(page, `${where}, in Arabic`);
    }
  }
}

/** A photograph for the documentation, at each width. */
async function photograph(page: Page, testInfo: TestInfo, name: string, target?: string) {
  const dir = process.env.SCREENSHOT_DIR;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
    const file = `${name}-${width}.png`;
    const where = dir ? path.resolve(dir, file) : testInfo.outputPath(file);
    if (target) await page.locator(target).first().screenshot({ path: where });
    else await page.screenshot({ path: where, fullPage: false });
  }
}

test.describe('every screen in Arabic, right to left', () => {
  test('operations manager', async ({ operationsManagerPage: page, pageErrors }, testInfo) => {
    await inArabic(page);
    await walk(page, 'operations manager', screensFor('operations_manager'));
    await openInArabic(page, { name: 'Students', path: '/students' });
    await photograph(page, testInfo, 'ar-students');
    await openInArabic(page, { name: 'Groups', path: '/groups' });
    await photograph(page, testInfo, 'ar-group-card', 'main article');
    await openInArabic(page, { name: 'Evaluation', path: '/groups/1/evaluation' });
    await photograph(page, testInfo, 'ar-evaluation');
    expect(pageErrors).toEqual([]);
  });

  test('account manager', async ({ accountManagerPage: page }) => {
    await inArabic(page);
    await walk(page, 'account manager', screensFor('account_manager'));
  });

  test('supervisor', async ({ supervisorPage: page }) => {
    await inArabic(page);
    await walk(page, 'supervisor', screensFor('supervisor'));
  });

  test('instructor', async ({ instructorPage: page }) => {
    await inArabic(page);
    await walk(page, 'instructor', screensFor('instructor'));
  });

  test('student', async ({ studentPage: page, pageErrors }, testInfo) => {
    await inArabic(page);
    await walk(page, 'student', screensFor('student'));
    await openInArabic(page, { name: 'Home', path: '/' });
    await photograph(page, testInfo, 'ar-student-dashboard');
    expect(pageErrors).toEqual([]);
  });

  test('visitor', async ({ page }) => {
    await inArabic(page);
    await walk(page, 'visitor', VISITOR_SCREENS);
  });
});
