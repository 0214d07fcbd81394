// Bringing students in from a file: an operations manager downloads the students template, fills
// it with 50 students of whom some are refused, runs the dry run and reads why, fixes the file,
// imports it; the Student List finds the 50, the same file again changes nothing, and the audit
// trail has the import as one action at one time.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { urls } from '../src/suite';

const STUDENTS = 50;

test('an operations manager imports 50 students with a dry run, and again changes nothing', async ({
  operationsManagerPage: page,
  pageErrors,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 8);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'linguadesk-import-journey-'));

  await page.goto('/students');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();

  // The template: its header names the columns, the example row shows a student.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('students-import-template.csv');
  const [header] = (await readFile(await template.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const columns = header!.split(',');
  expect(columns.slice(0, 3)).toEqual(['email', 'username', 'first_name']);

  const student = (i: number, fixes: Record<string, string> = {}) => ({
    email: `import.${tag}.${i}@example.test`,
    username: `import_${tag}_${i}`,
    first_name: 'Imported',
    middle_name: 'J',
    last_name: `Journey${tag}`,
    phone_number: '079 555 0101',
    nationality: 'Jordanian',
    gender: i % 2 ? 'female' : 'male',
    amount: '900',
    outstanding_amount: '100',
    total_levels: '3',
    current_level: '1',
    ...fixes,
  });
  // Rows 2 to 51; five of them refused, each for a rule of the Add Student form or the file.
  const mistakes: Record<number, Record<string, string>> = {
    3: { email: 'not-an-address' },
    10: { gender: '' },
    20: { current_level: '15' },
    30: { email: `import.${tag}.1@example.test` },
    40: { phone_number: 'call me' },
  };
  const csv = (withMistakes: boolean) =>
    [
      columns.join(','),
      ...Array.from({ length: STUDENTS }, (_, i) => {
        const cells = student(i + 1, withMistakes ? (mistakes[i + 1] ?? {}) : {});
        return columns.map((column) => cells[column as keyof typeof cells] ?? '').join(',');
      }),
    ].join('\r\n');
  const withMistakes = path.join(dir, 'students.csv');
  const fixed = path.join(dir, 'students-fixed.csv');
  await writeFile(withMistakes, csv(true));
  await writeFile(fixed, csv(false));

  // The dry run: every row's outcome, the refused ones with the forms' messages.
  await page.getByLabel('CSV or Excel file').setInputFiles(withMistakes);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('To create: 45')).toBeVisible();
  await expect(page.getByText('Refused: 5')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Refused' });
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByText('email: Please enter a valid email address')).toBeVisible();
  await expect(rows.getByText('gender: This field is required')).toBeVisible();
  await expect(rows.getByText('email: This email is already on row 2 of the file.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 45 rows' })).toBeDisabled();

  // Fixed, checked again and imported.
  await page.getByRole('button', { name: 'Import another file' }).first().click();
  await page.getByLabel('CSV or Excel file').setInputFiles(fixed);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('To create: 50')).toBeVisible();
  await expect(page.getByText('Refused: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import 50 rows' }).click();
  await expect(page.getByText('Imported: 50 created, 0 updated.')).toBeVisible();

  // The list finds them.
  await page.getByRole('link', { name: 'Open the list' }).click();
  await page.getByRole('searchbox', { name: 'Search students' }).fill(`Journey${tag}`);
  await expect(page.getByText(`Found 50 students matching "Journey${tag}"`)).toBeVisible();

  // The same file again: every row unchanged, nothing to import.
  await page.goto('/imports?kind=students');
  await page.getByLabel('CSV or Excel file').setInputFiles(fixed);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('Unchanged: 50')).toBeVisible();
  await expect(
    page.getByText('Nothing to import: every row is unchanged or refused.'),
  ).toBeVisible();

  // The audit trail: the import is one action, at one time, by the manager.
  const request = await playwright.request.newContext({ baseURL: urls.api });
  const login = await request.post('/auth/login/', {
    data: { email: DEMO.operationsManager, password: DEMO_PASSWORD },
  });
  const { access, user } = (await login.json()) as { access: string; user: { id: number } };
  const trail = await request.get(`/api/audit/?actor=${user.id}&page_size=1000`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const entries = ((await trail.json()) as { results: { action: string; at: string }[] }).results;
  const imported = entries.filter((entry) => entry.action === 'student.import');
  await request.dispose();
  // An account, a profile, and the opening entry its amounts made in its ledger, for each student.
  expect(imported.length).toBeGreaterThanOrEqual(3 * STUDENTS);
  const latest = imported[0]!.at;
  expect(imported.filter((entry) => entry.at === latest)).toHaveLength(3 * STUDENTS);
  expect(pageErrors).toEqual([]);
});
