// Who changed what, and a student's levels: an operations manager changes a new student's level
// in the Student List and their evaluation in the group's sheet, then opens the student's history
// and finds both changes with the manager's name and the time; after the group's level update the
// summary links to the student's history, which shows the finished level, and the student sees
// it in "My levels" on their own dashboard. And the Reports' Activity: the whole trail, filtered
// to one group, each change by name (photographed for docs/reports.md), exported, as the group's
// own Activity panel shows it.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../src/accounts';
import { expect, test } from '../src/fixtures';
import { photograph } from '../src/photographs';
import { card, expectPath, header, logIn } from '../src/screens';
import { urls } from '../src/suite';

const PASSWORD = 'Journey123';

/** One request as the operations manager: a log-in of its own (access tokens live six seconds). */
async function asOps(
  request: APIRequestContext,
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
): Promise<{ id: number }> {
  const login = await request.post('/auth/login/', {
    data: { email: DEMO.operationsManager, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  const answer = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as { id: number };
}

/** 'November 24, 2026', as the Activity writes today's date (the browser's time zone is UTC). */
function today(): string {
  return new Date().toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

test('a manager finds their changes in a student’s Activity; the student sees the finished level', async ({
  operationsManagerPage: page,
  pageErrors,
  playwright,
}) => {
  // A group and a student of this journey's own (the journeys share one database).
  const request = await playwright.request.newContext({ baseURL: urls.api });
  const tag = randomUUID().slice(0, 8);
  const group = await asOps(request, 'POST', '/api/groups/', {
    days: 'mon/thu',
    hours: '10 AM - 12 PM',
    current_level: 3,
    instructor: null,
    supervisor: null,
    account_manager: null,
  });
  const email = `journey.${tag}@example.test`;
  const student = await asOps(request, 'POST', '/api/student/', {
    email,
    username: `journey_${tag}`,
    password: PASSWORD,
    first_name: 'Audit',
    middle_name: 'J',
    last_name: `Journey${tag}`,
    phone_number: '+201001110000',
    nationality: 'Egyptian',
    gender: 'female',
    current_level: 3,
    total_levels: 4,
    private_or_group: 'group',
    amount: '400',
    outstanding_amount: '0',
    currency: 'USD',
  });
  await asOps(request, 'PATCH', `/api/student-profiles/${student.id}/`, {
    group_id: group.id,
    status: 'active',
  });
  await request.dispose();
  const name = `Audit J Journey${tag}`;

  // The level, in the Student List.
  await page.goto('/students');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(`Journey${tag}`);
  const row = page.getByRole('row', { name: new RegExp(`Journey${tag}`) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await row.getByRole('combobox', { name: 'Current level' }).selectOption({ label: '4 - L2' });
  await row.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByText('Student updated successfully!')).toBeVisible();

  // The evaluation, in the group's sheet: a pass (70, oral 40).
  await page.goto(`/groups/${group.id}/evaluation`);
  await page.getByRole('spinbutton', { name: `Oral score, ${name}` }).fill('40');
  await page.getByRole('spinbutton', { name: `Participation score, ${name}` }).fill('20');
  await page.getByRole('spinbutton', { name: `Written score, ${name}` }).fill('10');
  await page.getByRole('button', { name: 'Save Evaluations' }).click();
  await expect(page.getByText(/updated successfully/)).toBeVisible();

  // Both changes in the student's Activity, with the manager's name and the time.
  await page.goto('/students');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(`Journey${tag}`);
  await page.getByRole('button', { name: `History of ${name}` }).click();
  const panel = page.getByRole('dialog', { name: `History of ${name}` });
  const activity = panel.getByRole('list', { name: `Activity of ${name}` });
  // Each change is an item of the list; its fields are items of a list of its own.
  const changes = activity.locator(':scope > li');
  const levelChange = changes.filter({ hasText: 'Current level: L1 → L2' });
  await expect(levelChange).toContainText('Student changed');
  await expect(levelChange).toContainText(`Mona Fathy (Operations Manager) · ${today()} at `);
  const scoreChange = changes.filter({ hasText: 'Evaluation changed' });
  await expect(scoreChange).toContainText('Oral: - → 40');
  await expect(scoreChange).toContainText('Total score: - → 70');
  await expect(scoreChange).toContainText(`Mona Fathy (Operations Manager) · ${today()} at `);
  await expect(panel.getByRole('region', { name: 'Levels' })).toContainText(
    'No finished levels yet.',
  );
  await panel.getByRole('button', { name: 'Close history' }).click();

  // The level update: its summary links to the student's history.
  await page.goto('/groups');
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${group.id}`);
  await page.getByRole('button', { name: `Actions for Group ${group.id}` }).click();
  await page.getByRole('menuitem', { name: 'Update Level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Group Level' });
  await dialog.getByRole('combobox', { name: 'New Level' }).selectOption({ label: 'L3' });
  await dialog.getByRole('button', { name: 'Update Level' }).click();
  // Those who passed may be placed in a group of their new level at once (enrolment.spec.ts): not
  // now.
  await page
    .getByRole('dialog', { name: 'Place passed students' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  const moved = page.getByRole('list', { name: 'Students of the level update' });
  await expect(moved).toContainText(`${name}: Moved up to L3`);
  await moved.getByRole('link', { name }).click();
  await expectPath(page, '/students');
  const history = page.getByRole('dialog', { name: `History of ${name}` });
  const levels = history.getByRole('table', { name: 'Levels' });
  await expect(levels.getByRole('row').nth(1)).toContainText('L2');
  await expect(levels.getByRole('row').nth(1)).toContainText('70 / 100');
  await expect(levels.getByRole('row').nth(1)).toContainText('Moved up to L3');

  await history.getByRole('button', { name: 'Close history' }).click();

  // The student's own dashboard.
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await logIn(page, email, PASSWORD);
  // A student a manager added has not verified the address yet: the log-in says so, then goes on.
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const myLevels = card(page, 'My levels');
  await expect(myLevels).toContainText('1 finished level');
  const finished = myLevels.getByRole('table', { name: 'My levels' }).getByRole('row').nth(1);
  await expect(finished).toContainText('L2');
  await expect(finished).toContainText('70 / 100');
  await expect(finished).toContainText('Oral 40, Participation 20, Written 10');
  await expect(finished).toContainText('Moved up to L3');
  expect(pageErrors).toEqual([]);
});

test('an operations manager reads the Activity report by name and narrows it to one group', async ({
  operationsManagerPage: page,
  pageErrors,
  playwright,
}, testInfo) => {
  // An instructor and a group of this journey's own, the instructor then assigned to the group.
  const request = await playwright.request.newContext({ baseURL: urls.api });
  const tag = randomUUID().slice(0, 8);
  const teacher = await asOps(request, 'POST', '/api/users/', {
    email: `teacher.${tag}@example.test`,
    username: `teacher_${tag}`,
    first_name: 'Rania',
    middle_name: '',
    last_name: `Teacher${tag}`,
    password: PASSWORD,
    phone_number: '+201001112233',
    nationality: 'Egyptian',
    gender: 'female',
    role: 'instructor',
  });
  const group = await asOps(request, 'POST', '/api/groups/', {
    days: 'sun/wed',
    hours: '10 AM - 12 PM',
    current_level: 2,
    instructor: null,
    supervisor: null,
    account_manager: null,
  });
  await asOps(request, 'PATCH', `/api/groups/${group.id}/`, {
    instructor: teacher.id,
    session_two: true,
    session_one: true,
  });
  await request.dispose();
  const teacherName = `Rania Teacher${tag}`;

  await page.goto('/reports');
  await page
    .getByRole('navigation', { name: 'Report' })
    .getByRole('button', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record type' }).selectOption({ label: 'Group' });
  await page.getByRole('textbox', { name: 'Record number' }).fill(String(group.id));
  await expect(page).toHaveURL(new RegExp(`resource=group&record=${group.id}`));

  // The group's creation and its change, newest first; the change by name, sessions in order.
  const table = page.getByRole('table', { name: 'Activity table' });
  await expect(page.getByText('2 changes')).toBeVisible();
  const change = table.getByRole('row').nth(1);
  await expect(change).toContainText('Group changed');
  await expect(change).toContainText('Mona Fathy (Operations Manager)');
  await expect(change).toContainText(`Group ${group.id}`);
  await expect(change.getByRole('listitem')).toHaveText([
    `Instructor: - → ${teacherName}`,
    'Session one: No → Yes',
    'Session two: No → Yes',
  ]);
  await expect(table.getByRole('row').nth(2)).toContainText('Group created');
  await photograph(page, testInfo, 'reports-activity');

  // The export is what the filters select, by name.
  await page.getByRole('combobox', { name: 'File format' }).selectOption('csv');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`Instructor,,${teacherName}\r\n`);

  // The group's own Activity panel names the instructor too.
  await page.goto('/groups');
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${group.id}`);
  await page.getByRole('button', { name: `Activity of Group ${group.id}` }).click();
  const panel = page.getByRole('dialog', { name: `Activity of Group ${group.id}` });
  await expect(panel).toContainText(`Instructor: - → ${teacherName}`);
  expect(pageErrors).toEqual([]);
});
