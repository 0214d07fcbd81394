// Enrolment, the centre's daily job: a manager adds a student, enrols them from the Students list,
// sees them on the group's card; a full group refuses in the server's words; after a level update
// the student who passed is placed in a group of their new level.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { dismissToast, expectPath, mainNav, openHome } from '../src/screens';

/** The last answer of a change: with this suite's short tokens the first may be a 401. */
function answerTo(page: Page, method: string, path: RegExp) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      path.test(new URL(response.url()).pathname) &&
      response.status() !== 401,
  );
}

async function openScreen(page: Page, name: 'Students' | 'Groups') {
  await mainNav(page).getByRole('link', { name }).click();
  await expectPath(page, `/${name.toLowerCase()}`);
}

/** Adds a group on the Groups screen; its id. */
async function addGroup(page: Page, level: string, capacity: string): Promise<number> {
  await openScreen(page, 'Groups');
  await page.getByRole('button', { name: 'Add Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Group' });
  await dialog.getByLabel('Days').selectOption('sat/tue');
  await dialog.getByLabel('Level').selectOption({ label: level });
  const picker = dialog.getByRole('group', { name: 'Hours picker' });
  await picker.getByLabel('Start hour').selectOption('2');
  await picker.getByLabel('End hour').selectOption('4');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByLabel('Max Capacity').fill(capacity);
  const created = answerTo(page, 'POST', /^\/api\/groups\/$/);
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await dismissToast(page, 'Group created successfully!');
  return ((await answer.json()) as { id: number }).id;
}

async function groupCard(page: Page, id: number) {
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${id}`);
  const card = page.getByRole('article', { name: `Group ${id}`, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test('a student is enrolled, a full group refuses, and the passed move on to a new group', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  const tag = Date.now().toString(36);
  const name = `Enrol${tag} E Journey`;
  const first = await addGroup(page, 'Zero', '1');
  const next = await addGroup(page, 'Beginner', '5');

  // A new student at Zero with three levels bought.
  await openScreen(page, 'Students');
  await page.getByRole('button', { name: 'Add Student' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Student' });
  await form.getByLabel('First Name').fill(`Enrol${tag}`);
  await form.getByLabel('Middle Name').fill('E');
  await form.getByLabel('Last Name').fill('Journey');
  await form.getByLabel('Username').fill(`enrol_${tag}`);
  await form.getByLabel('Email').fill(`enrol.${tag}@example.test`);
  await form.getByLabel(/^Password/).fill('Journey123');
  await form.getByLabel('Phone Number').fill('+201001112233');
  await form.getByLabel('Nationality').fill('Egyptian');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Total Levels').fill('3');
  await form.getByRole('button', { name: 'Create Student' }).click();
  await expect(page.getByText('Student created successfully!')).toBeVisible();

  // Enrolled from the Students list.
  await page.getByRole('searchbox', { name: 'Search students' }).fill(`Enrol${tag}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Group of ${name}` }).click();
  const enrol = page.getByRole('dialog', { name: `Group for ${name}` });
  await expect(enrol.getByText('Not in a group yet.')).toBeVisible();
  await enrol.getByRole('searchbox', { name: 'Search groups' }).fill(String(first));
  const choice = enrol.getByRole('radio', { name: new RegExp(`Group ${first}\\b`) });
  await expect(choice.locator('xpath=ancestor::label')).toContainText('0 / 1 students');
  await choice.check();
  await enrol.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('1 student enrolled.')).toBeVisible();
  await expect(row.getByRole('cell', { name: `#${first}`, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2 PM - 4 PM' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

  // On the group's card, which is now full.
  await openScreen(page, 'Groups');
  let card = await groupCard(page, first);
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText('1 / 1 students')).toBeVisible();

  // A full group refuses another student in the server's words.
  await card.getByRole('button', { name: `Actions for Group ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Add students' }).click();
  const add = page.getByRole('dialog', { name: `Add students to Group ${first}` });
  await add.getByRole('checkbox').first().check();
  await add.getByRole('button', { name: 'Add to group' }).click();
  // The refusal shows beside the picker's level warning, in the server's words.
  await expect(add.getByRole('alert').filter({ hasText: 'full' })).toHaveText(
    'This group is full (max capacity 1).',
  );
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Scores that pass, then the level update; the student who passed goes to the Beginner group.
  await page.goto(`/groups/${first}/evaluation`);
  const scores = { Oral: '40', Participation: '15', Written: '8', Listening: '8', Tasks: '8' };
  for (const [label, value] of Object.entries(scores)) {
    await page.getByRole('spinbutton', { name: `${label} score, ${name}` }).fill(value);
  }
  await page.getByRole('button', { name: 'Save Evaluations' }).click();
  await expect(page.getByText('Evaluations updated successfully!')).toBeVisible();

  await openScreen(page, 'Groups');
  card = await groupCard(page, first);
  await card.getByRole('button', { name: `Actions for Group ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Update Level' }).click();
  const level = page.getByRole('dialog', { name: 'Update Group Level' });
  await level.getByRole('combobox', { name: 'New Level' }).selectOption({ label: 'Beginner' });
  await level.getByRole('button', { name: 'Update Level' }).click();
  // The toast's summary (the Groups screen keeps a longer one in its banner).
  await expect(
    page.getByText('Passed: 1, Failed: 0, No levels remaining: 0', { exact: true }),
  ).toBeVisible();

  const place = page.getByRole('dialog', { name: 'Place passed students' });
  await expect(place).toContainText(`Passed to Beginner: ${name}.`);
  await place.getByRole('searchbox', { name: 'Search groups' }).fill(`Group ${next}`);
  await place.getByRole('radio', { name: new RegExp(`Group ${next}\\b`) }).check();
  await place.getByRole('button', { name: 'Place 1 student' }).click();
  await expect(page.getByText('1 student enrolled.')).toBeVisible();
  await expect(place).toBeHidden();

  card = await groupCard(page, next);
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText('1 / 5 students')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
