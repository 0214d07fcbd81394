// An operations manager opens Groups on the host, sees the demo groups and adds one through the
// Add Group modal; the reloaded list shows its card.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('shows the demo groups to an operations manager, who adds a group', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);
  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  await expectPath(page, '/groups');

  await page.getByRole('article').first().waitFor();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  expect(await page.title()).toBe('LinguaDesk | Groups');

  await page.getByRole('button', { name: 'Add Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Group' });
  await dialog.getByLabel('Days').selectOption('mon/thu');
  await dialog.getByLabel('Level').selectOption({ label: 'LC2' });
  const picker = dialog.getByRole('group', { name: 'Hours picker' });
  await picker.getByLabel('Start hour').selectOption('8');
  await picker.getByLabel('End hour').selectOption('10');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByLabel('Max Capacity').fill('6');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/groups/'),
  );
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  const { id } = (await (await created).json()) as { id: number };

  await page.getByText('Group created successfully!').waitFor();
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${id}`);
  const card = page.getByRole('article', { name: `Group ${id}`, exact: true });
  await card.waitFor();
  expect(await card.getByText('Mon/Thu (Monday/Thursday)').isVisible()).toBe(true);
  expect(await card.getByText('8 PM - 10 PM').first().isVisible()).toBe(true);
  expect(await card.getByText('0 / 6 students').isVisible()).toBe(true);
  expect(browser().pageErrors).toEqual([]);
});
