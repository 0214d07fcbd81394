// An operations manager finds a student on /students, changes the student's status in the table
// and sees it saved, then opens /staff and sees the Staff List (remote-people).
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

const STATUSES = ['Active', 'Waiting', 'Inactive'];

it('searches the students, edits a status inline, then opens the Staff List', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);
  await mainNav(page).getByRole('link', { name: 'Students' }).click();
  await expectPath(page, '/students');
  await page.getByRole('heading', { name: 'Student List' }).waitFor();

  await page.getByRole('searchbox', { name: 'Search students' }).fill(DEMO.student);
  await page.getByText(`Found 1 student matching "${DEMO.student}"`).waitFor();
  const row = page.getByRole('row', { name: /Sara Hassan/ });
  await row.getByRole('button', { name: 'Edit Sara Hassan' }).click();
  const status = row.getByRole('combobox', { name: 'Status' });
  const before = await status.evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.text,
  );
  const after = STATUSES.find((label) => label !== before)!;
  await status.selectOption({ label: after });
  await row.getByRole('button', { name: 'Save Sara Hassan' }).click();

  await page.getByText('Student updated successfully!').waitFor();
  await row.getByRole('button', { name: 'Edit Sara Hassan' }).waitFor();
  expect(await row.getByText(after, { exact: true }).isVisible()).toBe(true);

  await mainNav(page).getByRole('link', { name: 'Staff' }).click();
  await expectPath(page, '/staff');
  await page.getByRole('heading', { name: 'Staff List' }).waitFor();
  await page.getByRole('row', { name: /Mona Fathy/ }).waitFor();
  expect(await page.title()).toBe('LinguaDesk | Staff');
  expect(browser().pageErrors).toEqual([]);
});
