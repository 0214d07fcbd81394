// An operations manager opens Groups on the host, sees the demo groups and adds one through the
// Add Group modal; the reloaded list shows its card.
import { expect, test } from '../src/fixtures';
import { expectPath, mainNav, openHome } from '../src/screens';

test('shows the demo groups to an operations manager, who adds a group', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  await expectPath(page, '/groups');

  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Groups');

  await page.getByRole('button', { name: 'Add Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Group' });
  await dialog.getByLabel('Days').selectOption('mon/thu');
  await dialog.getByLabel('Level').selectOption({ label: 'LC2' });
  const picker = dialog.getByRole('group', { name: 'Hours picker' });
  await picker.getByLabel('Start hour').selectOption('8');
  await picker.getByLabel('End hour').selectOption('10');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByLabel('Max Capacity').fill('6');
  // With this suite's short-lived access tokens the first answer may be a 401, after which the
  // client refreshes the token and sends the request again: the answer that counts is the last.
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/groups/') &&
      response.status() !== 401,
  );
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };

  await expect(page.getByText('Group created successfully!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${id}`);
  const card = page.getByRole('article', { name: `Group ${id}`, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Mon/Thu (Monday/Thursday)')).toBeVisible();
  await expect(card.getByText('8 PM - 10 PM').first()).toBeVisible();
  await expect(card.getByText('0 / 6 students')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
