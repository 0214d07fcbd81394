// An operations manager logs in on the host and finds the Overview (remote-people) on /, with the
// demo centre's figures: the four cards and the four charts of spec section 2.
import { expect, test } from '../src/fixtures';
import { card, expectPath, openHome } from '../src/screens';

const CARDS = ['Total Students', 'Active Groups', 'Average Score', 'Avg Attendance %'];
const CHARTS = [
  'Student Degrees / Performance',
  'Group Sessions Completion',
  'Pass vs Fail',
  'Groups by Level',
];

test('shows an operations manager the Overview with the demo centre figures on /', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await expectPath(page, '/');

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The heading shows while the figures load; the cards come with them.
  for (const title of CARDS) {
    await expect(card(page, title).getByText(title, { exact: true })).toBeVisible();
  }
  const students = card(page, 'Total Students').getByRole('definition');
  await expect(students).toHaveText(/^[1-9][\d,]*$/);

  for (const title of CHARTS) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // The demo centre has evaluations, so the score chart is drawn on its canvas.
  const scores = page.getByRole('img', { name: /^Student Degrees \/ Performance \(students\): / });
  await expect(scores).toHaveJSProperty('tagName', 'CANVAS');
  await expect(page).toHaveTitle('LinguaDesk | Overview');
  expect(pageErrors).toEqual([]);
});
