// An operations manager opens the instructor schedule from the header and reads the demo centre's
// week; on a phone-sized screen the table scrolls sideways with Days and Time kept in view.
import { DEMO } from '../harness/accounts';
import { useBrowser } from '../harness/browser';
import { runInfo } from '../harness/run-info';
import { expectPath, logIn, mainNav } from '../harness/screens';

const run = runInfo();
const browser = useBrowser(run.workDir);

const COUNTERS = ['Instructors', 'Time Slots', 'Day Groups', 'Total Classes'];

it('shows an operations manager the schedule with its counters and instructor columns', async () => {
  const { page } = browser();
  await logIn(page, run.urls.host, DEMO.operationsManager);

  await mainNav(page).getByRole('link', { name: 'Schedule' }).click();
  await expectPath(page, '/schedule');

  await page.getByRole('heading', { level: 1, name: 'Instructor Schedule' }).waitFor();
  const table = page.getByRole('table', { name: 'Instructor Schedule' });
  await table.waitFor();
  for (const name of COUNTERS) {
    const value = (await page.getByRole('group', { name }).textContent())?.replace(name, '');
    expect(Number(value)).toBeGreaterThan(0);
  }
  // The demo instructor teaches the demo centre's first group.
  expect(await table.getByRole('columnheader', { name: 'Omar Khalil' }).isVisible()).toBe(true);
  expect(await page.title()).toBe('LinguaDesk | Schedule');

  await page.setViewportSize({ width: 375, height: 800 });
  const scrollArea = table.locator('xpath=..');
  const scrolled = await scrollArea.evaluate((area) => {
    area.scrollLeft = area.scrollWidth;
    return area.scrollLeft > 0;
  });
  expect(scrolled).toBe(true);
  const areaBox = (await scrollArea.boundingBox())!;
  const daysBox = (await table.getByRole('columnheader', { name: 'Days' }).boundingBox())!;
  const timeBox = (await table.getByRole('columnheader', { name: 'Time' }).boundingBox())!;
  expect(Math.abs(daysBox.x - areaBox.x)).toBeLessThan(4);
  expect(timeBox.x).toBeGreaterThanOrEqual(daysBox.x + daysBox.width - 1);
  expect(browser().pageErrors).toEqual([]);
});
