// An operations manager logs in on the host and finds the Overview (remote-people) on /, with the
// demo centre's figures: the four cards and the four charts of spec section 2.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { card, expectPath, logIn } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

const CARDS = ['Total Students', 'Active Groups', 'Average Score', 'Avg Attendance %'];
const CHARTS = [
  'Student Degrees / Performance',
  'Group Sessions Completion',
  'Pass vs Fail',
  'Groups by Level',
];

it('shows an operations manager the Overview with the demo centre figures on /', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);
  await expectPath(page, '/');

  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  // The heading shows while the figures load; the cards come with them.
  await card(page, 'Total Students').waitFor();
  for (const title of CARDS) {
    expect(await card(page, title).getByText(title, { exact: true }).isVisible()).toBe(true);
  }
  const students = await card(page, 'Total Students').getByRole('definition').textContent();
  expect(Number(students?.replace(/,/g, ''))).toBeGreaterThan(0);

  for (const title of CHARTS) {
    expect(await page.getByRole('heading', { level: 2, name: title }).isVisible()).toBe(true);
  }
  // The demo centre has evaluations, so the score chart is drawn on its canvas.
  const scores = page.getByRole('img', { name: /^Student Degrees \/ Performance \(students\): / });
  expect(await scores.evaluate((node) => node.tagName)).toBe('CANVAS');
  expect(await page.title()).toBe('LinguaDesk | Overview');
  expect(browser().pageErrors).toEqual([]);
});
