// An operations manager filters the Groups list (the filters go into the address), reloads the
// page and finds the same filtered list, then downloads its export as CSV and as an Excel
// workbook: the files hold exactly the groups the filters select.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { expectPath, mainNav, openHome } from '../src/screens';

/** Clicks Export in `format` and waits for the browser's download. */
async function exportAs(page: Page, format: 'csv' | 'xlsx'): Promise<Download> {
  await page.getByRole('combobox', { name: 'File format' }).selectOption(format);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return download;
}

test('filters the groups, keeps the filters on reload and exports what they select', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Groups' }).click();
  await expectPath(page, '/groups');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Filter by days' }).selectOption('sat/tue');
  await page.getByRole('combobox', { name: 'Filter by capacity' }).selectOption('false');
  await expect(page).toHaveURL(/[?&]days=sat%2Ftue/);
  await expect(page).toHaveURL(/[?&]full=false/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter by days' })).toHaveValue('sat/tue');
  await expect(page.getByRole('combobox', { name: 'Filter by capacity' })).toHaveValue('false');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every card shown is of the chosen days and still open.
  for (const card of await cards.all()) {
    await expect(card.getByText('Sat/Tue', { exact: false }).first()).toBeVisible();
    await expect(card.getByText('Full', { exact: true })).toHaveCount(0);
  }
  const subtitle = await page.getByText(/^\d+ groups?$/).textContent();
  const shown = Number(subtitle!.split(' ')[0]);

  const csv = await exportAs(page, 'csv');
  expect(csv.suggestedFilename()).toBe('groups.csv');
  const [header, ...lines] = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(header!.split(',').slice(0, 3)).toEqual(['Group ID', 'Group', 'Days']);
  const rows = lines.map((line) => line.split(','));
  expect(new Set(rows.map((row) => row[0])).size).toBe(shown);
  expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Sat/Tue']));
  expect(rows.map((row) => row[10])).not.toContain('Full');

  const workbook = await exportAs(page, 'xlsx');
  expect(workbook.suggestedFilename()).toBe('groups.xlsx');
  // A workbook is a zip archive: it starts with the zip signature.
  const bytes = await readFile((await workbook.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(pageErrors).toEqual([]);
});
