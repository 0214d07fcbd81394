// An operations manager finds a student on /students, changes the student's status in the table
// and sees it saved, then opens /staff and sees the Staff List (remote-people).
import { DEMO } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { expectPath, mainNav, openHome } from '../src/screens';

const STATUSES = ['Active', 'Waiting', 'Inactive'];

test('searches the students, edits a status inline, then opens the Staff List', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Students' }).click();
  await expectPath(page, '/students');
  await expect(page.getByRole('heading', { name: 'Student List' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search students' }).fill(DEMO.student);
  await expect(page.getByText(`Found 1 student matching "${DEMO.student}"`)).toBeVisible();
  const row = page.getByRole('row', { name: /Sara Hassan/ });
  await row.getByRole('button', { name: 'Edit Sara Hassan' }).click();
  const status = row.getByRole('combobox', { name: 'Status' });
  const before = await status.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.text,
  );
  const after = STATUSES.find((label) => label !== before)!;
  await status.selectOption({ label: after });
  await row.getByRole('button', { name: 'Save Sara Hassan' }).click();

  await expect(page.getByText('Student updated successfully!')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit Sara Hassan' })).toBeVisible();
  await expect(row.getByText(after, { exact: true })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Staff' }).click();
  await expectPath(page, '/staff');
  await expect(page.getByRole('heading', { name: 'Staff List' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mona Fathy/ })).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Staff');
  expect(pageErrors).toEqual([]);
});
