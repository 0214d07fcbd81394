// An operations manager opens the instructor schedule from the header and reads the demo centre's
// week; on a phone-sized screen the table scrolls sideways with Days and Time kept in view.
import { expect, test } from '../src/fixtures';
import { expectPath, mainNav, openHome } from '../src/screens';

const COUNTERS = ['Instructors', 'Time Slots', 'Day Groups', 'Total Classes'];

test('shows an operations manager the schedule with its counters and instructor columns', async ({
  operationsManagerPage: page,
  pageErrors,
}) => {
  await openHome(page);
  await mainNav(page).getByRole('link', { name: 'Schedule' }).click();
  await expectPath(page, '/schedule');

  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Schedule' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Instructor Schedule' });
  await expect(table).toBeVisible();
  for (const name of COUNTERS) {
    // A counter reads its name, then a positive whole number.
    await expect(page.getByRole('group', { name })).toHaveText(
      new RegExp(`^${name}\\s*[1-9]\\d*$`),
    );
  }
  // The demo instructor teaches the demo centre's first group.
  await expect(table.getByRole('columnheader', { name: 'Omar Khalil' })).toBeVisible();
  await expect(page).toHaveTitle('LinguaDesk | Schedule');

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
  expect(pageErrors).toEqual([]);
});
