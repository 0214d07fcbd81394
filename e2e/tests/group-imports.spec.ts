// Bringing groups in from a file with their students: an operations manager downloads the groups
// template, runs the dry run of a file naming an instructor by username and two students by
// e-mail (one of them no student), reads why a row is refused, imports the fixed file; the same
// file again changes nothing, and the audit trail has the import as one action at one time.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { urls } from '../src/suite';

/** Runs an import through the API to its end: the people a groups file names. */
async function importThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  kind: 'students' | 'staff',
  csv: string,
) {
  const upload = await request.post(`/api/imports/?kind=${kind}&file_name=${kind}.csv`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    data: csv,
  });
  expect(upload.status()).toBe(202);
  const { id } = (await upload.json()) as { id: number };
  const statusOf = async () =>
    ((await (await request.get(`/api/imports/${id}/`, { headers })).json()) as { status: string })
      .status;
  await expect.poll(statusOf).toBe('checked');
  expect((await request.post(`/api/imports/${id}/commit/`, { headers })).status()).toBe(202);
  await expect.poll(statusOf).toBe('committed');
}

test('an operations manager imports a group with its students, and again changes nothing', async ({
  operationsManagerPage: page,
  pageErrors,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 8);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'linguadesk-group-import-journey-'));
  const request = await playwright.request.newContext({ baseURL: urls.api });
  // The journeys' access tokens are short: a sign-in for each use of the API.
  const signIn = async () => {
    const login = await request.post('/auth/login/', {
      data: { email: DEMO.operationsManager, password: DEMO_PASSWORD },
    });
    const { access, user } = (await login.json()) as { access: string; user: { id: number } };
    return { headers: { authorization: `Bearer ${access}` }, userId: user.id };
  };
  const { headers } = await signIn();
  const instructor = `teach_${tag}`;
  const students = [1, 2].map((i) => `group.${tag}.${i}@example.test`);
  await importThroughApi(
    request,
    headers,
    'staff',
    [
      'email,username,first_name,last_name,phone_number,nationality,gender,role',
      `${instructor}@example.test,${instructor},Omar,Teach${tag},079 555 0202,Jordanian,male,instructor`,
    ].join('\r\n'),
  );
  await importThroughApi(
    request,
    headers,
    'students',
    [
      'email,username,first_name,middle_name,last_name,phone_number,nationality,gender',
      ...students.map(
        (email, i) => `${email},group_${tag}_${i},Lina,M,Group${tag},079 555 0101,Jordanian,female`,
      ),
    ].join('\r\n'),
  );

  await page.goto('/imports?kind=groups');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Columns of the Groups file' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('groups-import-template.csv');
  const [header] = (await readFile(await template.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(header).toBe(
    'group,days,hours,current_level,instructor,supervisor,account_manager,max_capacity,students',
  );

  const file = (studentCell: string) =>
    [header, `,sat/tue,8 PM - 10 PM,2,${instructor},,,12,"${studentCell}"`].join('\r\n');
  const withMistake = path.join(dir, 'groups.csv');
  const fixed = path.join(dir, 'groups-fixed.csv');
  await writeFile(withMistake, file(`${students[0]}; ghost.${tag}@example.test`));
  await writeFile(fixed, file(students.join('; ')));

  // The dry run: the row refused by the enrolment's rule, in the students column.
  await page.getByLabel('CSV or Excel file').setInputFiles(withMistake);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('Refused: 1')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(
    rows.getByText(`students: No student has the email ghost.${tag}@example.test.`),
  ).toBeVisible();

  // Fixed, checked again and imported.
  await page.getByRole('button', { name: 'Import another file' }).first().click();
  await page.getByLabel('CSV or Excel file').setInputFiles(fixed);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('To create: 1')).toBeVisible();
  await expect(page.getByText('Refused: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByText('Imported: 1 created, 0 updated.')).toBeVisible();

  // The same file again: the group is found by its days, hours and instructor, its students in it.
  await page.getByRole('button', { name: 'Import another file' }).first().click();
  await page.getByLabel('CSV or Excel file').setInputFiles(fixed);
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByText('Unchanged: 1')).toBeVisible();
  await expect(
    page.getByText('Nothing to import: every row is unchanged or refused.'),
  ).toBeVisible();

  // The audit trail: the group and its two students' profiles, under one action at one time.
  const again = await signIn();
  const trail = await request.get(`/api/audit/?actor=${again.userId}&page_size=1000`, {
    headers: again.headers,
  });
  const entries = ((await trail.json()) as { results: { action: string; at: string }[] }).results;
  const imported = entries.filter((entry) => entry.action === 'group.import');
  await request.dispose();
  const latest = imported[0]!.at;
  expect(imported.filter((entry) => entry.at === latest)).toHaveLength(3);
  expect(pageErrors).toEqual([]);
});
