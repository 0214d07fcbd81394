// LinguaDesk in Arabic, right to left: every screen of every role at a phone's 390 px reads from
// the right (html dir and lang, its title's text against the right edge), shows no English
// message of the catalogues, scrolls no wider than the window and is clean for axe (the English
// walk checks every width; what right to left changes shows at the narrowest). The Students
// list, a group card, the evaluation sheet and the student dashboard are photographed at 1440 and
// 390 px (into SCREENSHOT_DIR when set: `docs/screenshots` is made this way, see docs/i18n.md).
import type { Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { expectAccessible } from '../src/axe';
import { ar, englishOnlyTexts, isRawMessageId } from '../src/catalogues';
import { mailedLink, mailedSubject } from '../src/outbox';
import { expectPath } from '../src/screens';
import { urls } from '../src/suite';
import { expect, test } from '../src/fixtures';
import {
  VISITOR_SCREENS,
  navigateInApp,
  screensFor,
  sidewaysScroll,
  type ScreenVisit,
} from '../src/walk';

const PHONE = 390;
const WIDTHS = [1440, PHONE] as const;
const HEIGHT = 900;
const LANGUAGE_KEY = 'linguadesk.language';

/** Makes every page of this test open in Arabic (the browser's stored choice). */
async function inArabic(page: Page) {
  await page.addInitScript(
    ([key]) => localStorage.setItem(key!, JSON.stringify({ locale: 'ar', digits: 'latn' })),
    [LANGUAGE_KEY],
  );
}

/**
 * The texts on screen (text and the names a screen reader says) that are English messages, or
 * message ids shown as they are.
 */
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
  return [...new Set(shown.filter((text) => english.has(text) || isRawMessageId(text)))];
}

/**
 * Opens the screen by its address, or inside the running app (as a link does) once the shell is
 * up: the walk then costs each screen's own code, not a start of the whole shell each time.
 */
async function openInArabic(page: Page, screen: ScreenVisit, { inApp = false } = {}) {
  if (inApp) await navigateInApp(page, screen.path);
  else await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  await expect(page.getByRole('main').getByText(/^جارٍ (ال)?تحميل/)).toHaveCount(0);
}

/**
 * The page title's text starts on the right of its box (or is centred): never against its left
 * edge, as an unmirrored one would be.
 */
async function expectReadsFromTheRight(page: Page, where: string) {
  const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  const { left, right } = await title.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    const text = range.getBoundingClientRect();
    const box = heading.getBoundingClientRect();
    return { left: text.left - box.left, right: box.right - text.right };
  });
  expect(right, `${where}: the title starts on the right`).toBeLessThanOrEqual(left + 1);
}

async function walk(page: Page, role: string, screens: ScreenVisit[]) {
  await page.setViewportSize({ width: PHONE, height: HEIGHT });
  for (const [index, screen] of screens.entries()) {
    const where = `${screen.name} at ${PHONE} px (${role})`;
    await openInArabic(page, screen, { inApp: index > 0 });
    await expectReadsFromTheRight(page, where);
    expect(await englishOnScreen(page), `${where}: English on screen`).toEqual([]);
    await expect.poll(() => sidewaysScroll(page), { message: where }).toBe(0);
    await expectAccessible(page, `${where}, in Arabic`);
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
  test('operations manager', async ({ operationsManagerPage: page, pageErrors }) => {
    await inArabic(page);
    await walk(page, 'operations manager', screensFor('operations_manager'));
    expect(pageErrors).toEqual([]);
  });

  test('the photographs of the documentation', async ({
    operationsManagerPage: page,
    pageErrors,
  }, testInfo) => {
    await inArabic(page);
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

/** A field by the start of its label (a required one ends with a marker). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** The page is in Arabic and shows no English message. */
async function expectArabicOnly(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect
    .poll(() => englishOnScreen(page), { message: `${where}: English on screen` })
    .toEqual([]);
}

test('an Arabic-speaking student signs up, verifies, resets a password and reads the dashboard', async ({
  page,
  pageErrors,
}) => {
  await inArabic(page);
  const unique = `${Date.now()}`;
  const email = `mariam.${unique}@example.com`;
  const [password, newPassword] = ['Welcome123', 'Welcome456'];

  await page.goto('/signup');
  await expect(
    page.getByRole('heading', { name: ar('host', 'signupStudent.title') }),
  ).toBeVisible();
  await expectArabicOnly(page, 'sign-up');
  await field(page, ar('host', 'fields.firstName')).fill('Mariam');
  await field(page, ar('host', 'fields.lastName')).fill('Fathy');
  await field(page, ar('host', 'fields.username')).fill(`mariam_${unique}`);
  await field(page, ar('host', 'fields.phoneNumber')).fill('+201001234568');
  await field(page, ar('host', 'fields.nationality')).fill('مصرية');
  await field(page, ar('host', 'fields.gender')).selectOption('female');
  await field(page, ar('host', 'fields.email')).fill(email);
  await field(page, ar('host', 'fields.password')).fill(password);
  await field(page, ar('host', 'fields.confirmPassword')).fill(password);
  await page.getByText(ar('host', 'signup.agree')).click();
  await page.getByRole('button', { name: ar('host', 'signupStudent.submitLabel') }).click();
  await expectPath(page, '/login');
  await expect(page.getByText(ar('host', 'signupStudent.loginMessage'))).toBeVisible();

  // The verification mail is written in the language she signed up in.
  await expect
    .poll(() => mailedLink(email, 'verify-email'), { message: 'the verification mail' })
    .toMatch(new RegExp(`^${urls.host}/auth/verify-email/`));
  expect(mailedSubject(email, 'verify-email')).toBe(ar('api', 'mail.verifySubject'));
  await page.goto(mailedLink(email, 'verify-email')!);
  await expect(page.getByText(ar('api', 'emailLinks.verified'))).toBeVisible();
  await expectArabicOnly(page, 'verification');

  // Forgotten at once: the reset mail, in Arabic too, and a new password.
  await page.goto('/auth/forgot-password');
  await expectArabicOnly(page, 'forgot password');
  await field(page, ar('host', 'fields.email')).fill(email);
  await page.getByRole('button', { name: ar('host', 'forgot.submit') }).click();
  await expect(page.getByText(ar('domain', 'api.forgotPasswordSent'))).toBeVisible();
  await expect
    .poll(() => mailedLink(email, 'reset-password'), { message: 'the reset mail' })
    .toMatch(new RegExp(`^${urls.host}/auth/reset-password/`));
  expect(mailedSubject(email, 'reset-password')).toBe(ar('api', 'mail.resetSubject'));
  await page.goto(mailedLink(email, 'reset-password')!);
  await field(page, ar('host', 'fields.newPassword')).fill(newPassword);
  await field(page, ar('host', 'fields.confirmPassword')).fill(newPassword);
  await expectArabicOnly(page, 'reset password');
  await page.getByRole('button', { name: ar('host', 'reset.submit') }).click();
  await expect(page.getByText(ar('domain', 'api.passwordResetDone'))).toBeVisible();

  await page.goto('/login');
  await expectArabicOnly(page, 'log in');
  await field(page, ar('host', 'fields.email')).fill(email);
  await field(page, ar('host', 'fields.password')).fill(newPassword);
  await page.getByRole('button', { name: ar('host', 'login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPath(page, '/');
  await expect(page.getByText('Mariam').first()).toBeVisible();
  await expectArabicOnly(page, 'student dashboard');
  await expectReadsFromTheRight(page, 'student dashboard');
  expect(pageErrors).toEqual([]);
});
