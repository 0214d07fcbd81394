// Every form modal fits the screen: at 1366x768, 820x1180 and 1024x600 (the window resized with the
// modal open) its panel stays inside the window, its title and its submit button are reached by
// keyboard (Tab) and by scrolling the body, the header and footer stay in place; the first submit
// of an empty form shows every error at once; closing gives the focus back to the button that
// opened it; axe finds no serious violation in the open modal. Signed in once, as an operations
// manager.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../src/axe';
import { expect, test } from '../src/fixtures';
import { navigateInApp } from '../src/walk';

interface Modal {
  title: string;
  path: string;
  submit: string;
  /** The element that opens it (focus returns there), and how it is opened. */
  trigger: (page: Page) => Promise<Locator>;
  /** An empty form: its first submit must show every error. */
  empty?: boolean;
}

const addButton = (name: string) => async (page: Page) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

async function groupMenu(page: Page, item: string) {
  const trigger = page.getByRole('button', { name: /^Actions for / }).first();
  await trigger.click();
  await page.getByRole('menuitem', { name: item }).click();
  return trigger;
}

const MODALS: Modal[] = [
  {
    title: 'Add New Student',
    path: '/students',
    submit: 'Create Student',
    trigger: addButton('Add Student'),
    empty: true,
  },
  {
    title: 'Add New Staff Member',
    path: '/staff',
    submit: 'Create Staff Member',
    trigger: addButton('Add Staff'),
    empty: true,
  },
  {
    title: 'Add Group',
    path: '/groups',
    submit: 'Create Group',
    trigger: addButton('Add Group'),
    empty: true,
  },
  {
    title: 'Add Call',
    path: '/calls',
    submit: 'Save Call',
    trigger: addButton('Add Call'),
    empty: true,
  },
  {
    title: 'Edit Call',
    path: '/calls',
    submit: 'Save Changes',
    trigger: async (page) =>
      page.getByRole('article').first().getByRole('button', { name: 'Edit' }),
  },
];

const MENU_MODALS = [
  { title: 'Edit Group', item: 'Edit', submit: 'Save Changes' },
  { title: 'Update Group Level', item: 'Update Level', submit: 'Update Level' },
];

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 820, height: 1180 },
  { width: 1024, height: 600 },
];

/** The panel inside the window; Tab reaches submit, the title staying in view. */
async function reachSubmit(page: Page, dialog: Locator, title: string, submitName: string) {
  const viewport = page.viewportSize()!;
  const where = `${title} at ${viewport.width}x${viewport.height}`;
  const panel = (await dialog.boundingBox())!;
  expect(panel.y, `${where}: panel top`).toBeGreaterThanOrEqual(0);
  expect(panel.y + panel.height, `${where}: panel bottom`).toBeLessThanOrEqual(viewport.height);

  const heading = dialog.getByRole('heading', { name: title });
  const submit = dialog.getByRole('button', { name: submitName, exact: true });
  // By keyboard: Tab from the first field until the submit button has the focus.
  for (let tabs = 0; tabs < 60; tabs += 1) {
    if (await submit.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(submit).toBeFocused();
  await expect(submit).toBeInViewport();
  await expect(heading).toBeInViewport();

  // By scrolling: the wheel over the body moves the fields, never the header or the footer.
  const body = (await dialog.locator('.chakra-dialog__body').boundingBox())!;
  await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
  await page.mouse.wheel(0, -5000);
  await expect(heading).toBeInViewport();
  await expect(submit).toBeInViewport();
  await page.mouse.wheel(0, 5000);
  await expect(heading).toBeInViewport();
  await expect(submit).toBeInViewport();
}

/** The first click on submit, with the focus still in the first field, shows every error. */
async function firstSubmitShowsEveryError(page: Page, dialog: Locator, submitName: string) {
  const errors = dialog.locator('[data-part="error-text"]');
  await expect(errors).toHaveCount(0);
  await dialog.getByRole('button', { name: submitName, exact: true }).click();
  await expect(errors.first()).toBeVisible();
  const first = await errors.count();
  expect(first).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: submitName, exact: true }).click();
  await expect(errors).toHaveCount(first);
}

/**
 * Each size in turn with the modal open (the window resized under it, as a user turning a tablet or
 * resizing a browser would), the focus put back in its first field before each walk to submit.
 */
async function reachSubmitAtEverySize(
  page: Page,
  dialog: Locator,
  title: string,
  submitName: string,
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await dialog.locator('input, select, textarea').first().focus();
    await reachSubmit(page, dialog, title, submitName);
  }
}

test(`every form modal fits ${VIEWPORTS.map((v) => `${v.width}x${v.height}`).join(', ')}, reaches its submit, and gives the focus back`, async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  let path = '';
  // The first screen is loaded, the others reached inside the app, as a user moves between them.
  const visit = async (to: string) => {
    if (to === path) return;
    if (path) await navigateInApp(page, to);
    else {
      await page.goto(to);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    path = to;
  };

  for (const modal of MODALS) {
    await visit(modal.path);
    await page.setViewportSize(VIEWPORTS[0]!);
    const trigger = await modal.trigger(page);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: modal.title });
    await expect(dialog).toBeVisible();
    if (modal.empty) await firstSubmitShowsEveryError(page, dialog, modal.submit);
    await expectAccessible(page, `${modal.title} modal`);
    await reachSubmitAtEverySize(page, dialog, modal.title, modal.submit);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  await visit('/groups');
  for (const modal of MENU_MODALS) {
    await page.setViewportSize(VIEWPORTS[0]!);
    const trigger = await groupMenu(page, modal.item);
    const dialog = page.getByRole('dialog', { name: modal.title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `${modal.title} modal`);
    await reachSubmitAtEverySize(page, dialog, modal.title, modal.submit);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  expect(pageErrors).toEqual([]);
});
