// A staff member logs in and opens their profile from the header.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, header, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

it('logs in as an operations manager and sees the profile', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);

  expect(await header(page).getByText('Operations Manager').isVisible()).toBe(true);
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');

  await page.getByRole('heading', { name: 'Contact Information' }).waitFor();
  const contact = page.getByRole('region', { name: 'Contact Information' });
  expect(await contact.getByText(DEMO.operationsManager).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Account Status' }).isVisible()).toBe(true);
  expect(await page.title()).toBe('LinguaDesk | Profile');
  expect(browser().pageErrors).toEqual([]);
});
