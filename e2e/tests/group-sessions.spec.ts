// An operations manager keeps a demo group's attendance and reads its evaluations on the host.
import { expect, test } from '../src/fixtures';

// The demo centre's first group (six sessions held) has the demo student and classmates; the
// journey ticks a classmate's ninth session so the student's own dashboard stays as seeded.
const GROUP = 1;
const DEMO_STUDENT = 'Sara Hassan';

test('ticks a session, saves, finds it kept after a reload, then reads the scores', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await page.goto(`/groups/${GROUP}/attendance`);
  const table = page.getByRole('table', { name: 'Attendance' });
  await expect(table).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Group Attendance');
  const classmate = table.getByRole('row').filter({ hasNotText: DEMO_STUDENT }).nth(1);
  const name = (await classmate.getByRole('cell').first().innerText()).trim();
  const ninth = page.getByRole('checkbox', { name: `Session 9, ${name}` });
  await expect(ninth).not.toBeChecked();
  const attended = await classmate.getByRole('checkbox', { checked: true }).count();

  await ninth.check({ force: true });
  // The total follows the box at once (the shared rule: rounded share of nine).
  const percent = `${Math.round(((attended + 1) / 9) * 100)}%`;
  await expect(classmate.getByRole('cell', { name: percent })).toBeVisible();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Attendance updated successfully!')).toBeVisible();

  await page.reload();
  await expect(table).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Session 9, ${name}` })).toBeChecked();

  await page.goto(`/groups/${GROUP}/evaluation`);
  await expect(page.getByRole('table', { name: 'Evaluations' })).toBeVisible();
  const oral = Number(
    await page.getByRole('spinbutton', { name: `Oral score, ${DEMO_STUDENT}` }).inputValue(),
  );
  expect(oral).toBeGreaterThanOrEqual(30);
  expect(oral).toBeLessThanOrEqual(50);
  const sara = page.getByRole('row').filter({ hasText: DEMO_STUDENT });
  await expect(sara.getByText(/^(Pass|Fail \(Score < 70\))$/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
