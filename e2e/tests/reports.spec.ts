// The Reports: an operations manager opens them from the header, reads the demo centre's Results
// (figures, charts, the breakdown's table), breaks them down by instructor and exports that table,
// then finds the students at risk, exports them and opens one, reads what is missing of the
// evaluations and each month's movement; a supervisor reads only their own groups. Each report is
// photographed at 1440 px for docs/reports.md (src/photographs.ts).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { photograph } from '../src/photographs';
import { expectPath, mainNav, openHome } from '../src/screens';

async function exportAs(page: Page, format: 'csv' | 'xlsx'): Promise<Download> {
  await page.getByRole('combobox', { name: 'File format' }).selectOption(format);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return download;
}

async function csvLines(download: Download): Promise<string[][]> {
  return (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

test('an operations manager reads, breaks down and exports the Results and At risk', async ({
  operationsManagerPage: page,
  pageErrors,
}, testInfo) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();
  await expectPath(page, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Reports');

  // The demo centre has level results: the figures, both charts and the table by level.
  const table = page.getByRole('table', { name: 'Results table' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('img', { name: /^Pass Rate by Level / })).toHaveJSProperty(
    'tagName',
    'CANVAS',
  );
  await expect(page.getByRole('img', { name: /^Total Scores / })).toBeVisible();
  await photograph(page, testInfo, 'reports-results');

  await page.getByRole('combobox', { name: 'Break down by' }).selectOption('instructor');
  await expect(page).toHaveURL(/[?&]by=instructor/);
  await expect(table.getByRole('columnheader', { name: 'Instructor' })).toBeVisible();
  const shown = await table.locator('tbody tr').count();
  const csv = await exportAs(page, 'csv');
  expect(csv.suggestedFilename()).toBe('results-by-instructor.csv');
  const [header, ...rows] = await csvLines(csv);
  expect(header).toEqual(['Instructor', 'Results', 'Passed', 'Failed', 'Pass Rate (%)']);
  expect(rows).toHaveLength(shown);

  await page.getByRole('button', { name: 'At risk' }).click();
  await expect(page).toHaveURL(/[?&]report=at-risk/);
  await page.getByRole('textbox', { name: 'Attendance below (%)' }).fill('100');
  await expect(page).toHaveURL(/[?&]threshold=100/);
  const students = page.getByRole('table', { name: 'Students at risk' });
  await expect(students).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /students? at risk$/ })).toBeVisible();
  await photograph(page, testInfo, 'reports-at-risk');

  const workbook = await exportAs(page, 'xlsx');
  expect(workbook.suggestedFilename()).toBe('at-risk.xlsx');
  // A workbook is a zip archive: it starts with the zip signature.
  expect((await readFile((await workbook.path())!)).subarray(0, 2).toString()).toBe('PK');

  const first = students.getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expectPath(page, '/students');
  await expect(page).toHaveURL(/[?&]history=\d+/);
  await expect(page.getByRole('dialog', { name: new RegExp(name!) })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an account manager finds the evaluations missing and exports the late ones', async ({
  accountManagerPage: page,
  pageErrors,
}, testInfo) => {
  await page.goto('/reports?report=missing');
  await expect(page.getByRole('heading', { level: 2, name: 'Missing' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Finished groups without evaluations' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Pending over (days)' }).fill('1');
  await expect(page).toHaveURL(/[?&]days=1/);
  // The demo centre is seeded as the suite starts: either list may be empty; each says so.
  const count = page.getByRole('status').filter({ hasText: /pending over 1 day$/ });
  await expect(count).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Evaluations left pending' })
      .or(page.getByText('No evaluation pending too long')),
  ).toBeVisible();
  await photograph(page, testInfo, 'reports-missing');

  const pending = page.getByRole('region', { name: 'Evaluations left pending' });
  await pending.getByRole('combobox', { name: 'File format' }).selectOption('csv');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    pending.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('pending-evaluations.csv');
  const [header] = await csvLines(csv);
  expect(header).toEqual([
    'Student ID',
    'Student',
    'Level',
    'Group',
    'Instructor',
    'Total Score',
    'Days Pending',
  ]);
  expect(pageErrors).toEqual([]);
});

test('an operations manager reads the movement of each month and exports it', async ({
  operationsManagerPage: page,
  pageErrors,
}, testInfo) => {
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Movement' }).click();
  await expect(page).toHaveURL(/[?&]report=movement/);
  await expect(page.getByRole('heading', { level: 2, name: 'Movement' })).toBeVisible();

  // The demo centre's students passed levels over the last months: one line per month, and the
  // chart of those who moved up drawn on its canvas.
  const table = page.getByRole('table', { name: 'Movement by month' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Month',
    'Moved up',
    'Repeated',
    'Left',
  ]);
  await expect(page.getByRole('img', { name: /^Moved Up per Month / })).toHaveJSProperty(
    'tagName',
    'CANVAS',
  );
  // The demo seed writes no audit trail, so nobody has left: that chart's card says so.
  await expect(page.getByRole('heading', { name: 'Left per Month' })).toBeVisible();
  await photograph(page, testInfo, 'reports-movement');

  const shown = await table.locator('tbody tr').count();
  const csv = await exportAs(page, 'csv');
  expect(csv.suggestedFilename()).toBe('movement.csv');
  const [header, ...rows] = await csvLines(csv);
  expect(header).toEqual(['Month', 'Moved Up', 'Repeated', 'Left']);
  expect(rows).toHaveLength(shown);

  // A period with no movement says so, and keeps the period in the address.
  await page.getByRole('textbox', { name: 'From' }).fill('2000-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2000-01-31');
  await expect(page).toHaveURL(/[?&]to=2000-01-31/);
  await expect(
    page.getByText('No student moved up, repeated or left in this period'),
  ).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a supervisor reads the reports of their own groups, with no instructor to choose', async ({
  supervisorPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();
  await expectPath(page, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Results table' }).or(page.getByText('No level results')),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Instructor' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
