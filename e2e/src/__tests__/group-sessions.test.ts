// An operations manager keeps a demo group's attendance and reads its evaluations on the host.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { logIn } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

// The demo centre's first group (six sessions held) has the demo student and classmates; the
// journey ticks a classmate's ninth session so the student's own dashboard stays as seeded.
const GROUP = 1;
const DEMO_STUDENT = 'Sara Hassan';

it('ticks a session, saves, finds it kept after a reload, then reads the scores', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);

  await page.goto(`${run.urls.host}/groups/${GROUP}/attendance`);
  const table = page.getByRole('table', { name: 'Attendance' });
  await table.waitFor();
  expect(await page.title()).toBe('LinguaDesk | Group Attendance');
  const classmate = table.getByRole('row').filter({ hasNotText: DEMO_STUDENT }).nth(1);
  const name = (await classmate.getByRole('cell').first().innerText()).trim();
  const ninth = page.getByRole('checkbox', { name: `Session 9, ${name}` });
  expect(await ninth.isChecked()).toBe(false);
  const attended = await classmate.getByRole('checkbox', { checked: true }).count();

  await ninth.check({ force: true });
  // The total follows the box at once (the shared rule: rounded share of nine).
  const percent = `${Math.round(((attended + 1) / 9) * 100)}%`;
  await classmate.getByRole('cell', { name: percent }).waitFor();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await page.getByText('Attendance updated successfully!').waitFor();

  await page.reload();
  await table.waitFor();
  expect(await page.getByRole('checkbox', { name: `Session 9, ${name}` }).isChecked()).toBe(true);

  await page.goto(`${run.urls.host}/groups/${GROUP}/evaluation`);
  await page.getByRole('table', { name: 'Evaluations' }).waitFor();
  const oral = Number(
    await page.getByRole('spinbutton', { name: `Oral score, ${DEMO_STUDENT}` }).inputValue(),
  );
  expect(oral).toBeGreaterThanOrEqual(30);
  expect(oral).toBeLessThanOrEqual(50);
  const sara = page.getByRole('row').filter({ hasText: DEMO_STUDENT });
  expect(await sara.getByText(/^(Pass|Fail \(Score < 70\))$/).isVisible()).toBe(true);
  expect(browser().pageErrors).toEqual([]);
});
