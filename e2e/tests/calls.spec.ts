// An operations manager opens the Calls screen from the header, sees the demo calls, adds a call
// at 7:45 AM for '7 months' and finds it again by searching for its time.
import { expect, test } from '../src/fixtures';
import { expectPath, mainNav, openHome } from '../src/screens';

test('adds a call with a time and a duration, then finds it by search', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Calls' }).click();
  await expectPath(page, '/calls');

  await expect(page.getByRole('heading', { name: 'Calls', exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Call' });
  // Required fields carry a marker in their label, so the label is matched by its start.
  const caller = dialog.getByLabel(/^Caller Name/);
  await expect(caller.locator('option').nth(1)).toBeAttached();
  const callerName = (await caller.locator('option').nth(1).textContent()) ?? '';
  await caller.selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Hour' }).selectOption('7');
  await dialog.getByRole('combobox', { name: 'Minutes' }).selectOption('45');
  await dialog.getByRole('combobox', { name: 'AM/PM' }).selectOption('AM');
  await dialog.getByLabel(/^Duration/).fill('7 months');
  await dialog.getByRole('button', { name: 'Save Call' }).click();
  await expect(page.getByText('Call created successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The demo centre's calls are between 10 AM and 10 PM, so 07:45 finds only the new one.
  await page.getByRole('searchbox', { name: 'Search calls' }).fill('07:45');
  await expect(page.getByText('Found 1 call matching "07:45"')).toBeVisible();
  const card = page.getByRole('article', { name: callerName });
  await expect(card.getByText('7:45 AM')).toBeVisible();
  await expect(card.getByText('7 months')).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Calls');
  expect(pageErrors).toEqual([]);
});
