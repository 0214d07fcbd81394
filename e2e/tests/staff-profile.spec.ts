// A staff member logs in and opens their profile from the header.
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { expectPath, header, mainNav, openHome } from '../src/screens';

test('logs in as an operations manager and sees the profile', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await expect(header(page).getByText('Operations Manager')).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  await expectPath(page, '/profile');

  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact Information' });
  await expect(contact.getByText(DEMO.operationsManager)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Status' })).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Profile');
  expect(pageErrors).toEqual([]);
});
