// An operations manager opens the Calls screen from the header, sees the demo calls, adds a call
// at 7:45 AM for '7 months' and finds it again by searching for its time.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('adds a call with a time and a duration, then finds it by search', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);
  await mainNav(page).getByRole('link', { name: 'Calls' }).click();
  await expectPath(page, '/calls');

  await page.getByRole('heading', { name: 'Calls', exact: true }).waitFor();
  await page.getByRole('article').first().waitFor();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Add Call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Call' });
  // Required fields carry a marker in their label, so the label is matched by its start.
  const caller = dialog.getByLabel(/^Caller Name/);
  await caller.locator('option').nth(1).waitFor({ state: 'attached' });
  const callerName = (await caller.locator('option').nth(1).textContent()) ?? '';
  await caller.selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Hour' }).selectOption('7');
  await dialog.getByRole('combobox', { name: 'Minutes' }).selectOption('45');
  await dialog.getByRole('combobox', { name: 'AM/PM' }).selectOption('AM');
  await dialog.getByLabel(/^Duration/).fill('7 months');
  await dialog.getByRole('button', { name: 'Save Call' }).click();
  await page.getByText('Call created successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });

  // The demo centre's calls are between 10 AM and 10 PM, so 07:45 finds only the new one.
  await page.getByRole('searchbox', { name: 'Search calls' }).fill('07:45');
  await page.getByText('Found 1 call matching "07:45"').waitFor();
  const card = page.getByRole('article', { name: callerName });
  expect(await card.getByText('7:45 AM').isVisible()).toBe(true);
  expect(await card.getByText('7 months').isVisible()).toBe(true);
  expect(await page.title()).toBe('LinguaDesk | Calls');
  expect(browser().pageErrors).toEqual([]);
});
