// Form feedback as a manager sees it in the browser: the Call Time error is the size of every
// other field error (12 px) with red selects, and the group hours picker says a range outside the
// centre's day as soon as it is applied.
import { expect, test } from '../src/fixtures';

test('Add Call: the Call Time error looks like every field error', async ({
  operationsManagerPage: page,
}) => {
  await page.goto('/calls');
  await page.getByRole('main').getByRole('button', { name: 'Add Call', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Call' });
  await dialog.getByRole('button', { name: 'Save Call' }).click();

  const callerError = dialog.getByText('Caller Name is required');
  const time = dialog.getByRole('group', { name: /Call Time/ });
  const timeError = time.getByText('This field is required');
  await expect(timeError).toBeVisible();
  const size = (locator: typeof timeError) =>
    locator.evaluate((element) => getComputedStyle(element).fontSize);
  expect(await size(timeError)).toBe('12px');
  expect(await size(timeError)).toBe(await size(callerError));
  const hour = time.getByRole('combobox', { name: 'Hour' });
  const border = await hour.evaluate((element) => getComputedStyle(element).borderColor);
  const fine = await dialog
    .getByLabel('Supervisor')
    .evaluate((element) => getComputedStyle(element).borderColor);
  expect(border, 'the invalid select is drawn in the error colour').not.toBe(fine);
});

test('Add Group: hours outside 10 AM-10 PM are refused on Apply', async ({
  operationsManagerPage: page,
}) => {
  await page.goto('/groups');
  await page.getByRole('main').getByRole('button', { name: 'Add Group', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Group' });
  // Days first: an empty Days left by the focus would show its error and move the picker.
  await dialog.getByRole('combobox', { name: 'Days' }).selectOption('sat/tue');
  const picker = dialog.getByRole('group', { name: 'Hours picker' });
  await picker.getByRole('combobox', { name: 'Start hour' }).selectOption('9');
  await picker.getByRole('combobox', { name: 'Start AM/PM' }).selectOption('AM');
  await picker.getByRole('combobox', { name: 'End hour' }).selectOption('11');
  await picker.getByRole('combobox', { name: 'End AM/PM' }).selectOption('AM');
  await picker.getByRole('button', { name: 'Apply' }).click();

  await expect(dialog.getByRole('textbox', { name: 'Hours' })).toHaveValue('9 AM - 11 AM');
  await expect(picker.getByRole('alert')).toHaveText('Hours must be between 10 AM and 10 PM');
  // Said by the picker, before any Create.
  await expect(page.getByText('Failed to create group')).toHaveCount(0);
});
