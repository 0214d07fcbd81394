// The loaded schedule (spec section 2): title, counters, the table grouped by day group, the
// cells' levels, the Level Guide and the Available Time Slots.
import { screen, within } from '@testing-library/react';
import { makeStaffUser } from 'shared-domain/factory';
import { TOKEN, renderRoute, setupFakeApi, signIn } from 'test-support';
import Schedule from '../exposes/Schedule';
import manifest from '../routes.json';
import { INSTRUCTORS, SCHEDULE, SLOTS } from './support/schedule-fixtures';
import {
  cellAt,
  columnNames,
  counter,
  dayGroup,
  dayGroupNames,
  slotRow,
} from './support/schedule-screen';

const api = setupFakeApi();

async function openSchedule() {
  api.on('GET', '/api/schedule/', { status: 200, body: SCHEDULE });
  signIn(makeStaffUser('operations_manager'));
  const view = await renderRoute(manifest, 'schedule', <Schedule />, {
    apiUrl: api.url,
    path: '/schedule',
  });
  await screen.findByRole('table', { name: 'Instructor Schedule' });
  return view;
}

it('asks for the schedule with the bearer token and shows the title, subtitle and page title', async () => {
  await openSchedule();

  expect(screen.getByRole('heading', { level: 1, name: 'Instructor Schedule' })).toBeVisible();
  expect(screen.getByText('Dynamic time slots from 10AM to 10PM')).toBeVisible();
  expect(document.title).toBe('LinguaDesk | Schedule');
  expect(api.calls('GET', '/api/schedule/')).toHaveLength(1);
  expect(api.calls('GET', '/api/schedule/')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
});

it('counts instructors, time slots, day groups and classes', async () => {
  await openSchedule();

  expect(counter('Instructors')).toBe('4');
  expect(counter('Time Slots')).toBe('5');
  expect(counter('Day Groups')).toBe('3');
  expect(counter('Total Classes')).toBe('10');
});

it('has Days, Time and one column per instructor, and the day groups in week order', async () => {
  await openSchedule();

  expect(columnNames()).toEqual(['Days', 'Time', ...INSTRUCTORS]);
  expect(dayGroupNames()).toEqual(['Sat/Tue', 'Sun/Wed', 'Mon/Thu']);
  // Its scrolling box is reached by keyboard (a phone scrolls it sideways).
  const scroller = screen.getByRole('region', { name: 'Instructor Schedule table' });
  expect(scroller).toHaveAttribute('tabindex', '0');
});

it('spans each day cell over all time slots of its group, slots by start hour', async () => {
  await openSchedule();

  for (const label of ['Sat/Tue', 'Sun/Wed', 'Mon/Thu']) {
    const group = dayGroup(label);
    const rows = within(group).getAllByRole('row');
    expect(rows).toHaveLength(SLOTS.length);
    expect(
      within(group)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(SLOTS);
    const dayCell = within(rows[0]!).getAllByRole('cell')[0]!;
    expect(dayCell).toHaveTextContent(label);
    expect(dayCell).toHaveAttribute('rowspan', String(SLOTS.length));
    // The other rows hold only the instructors' cells.
    expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(INSTRUCTORS.length);
  }
});

it("shows 'ACES' for level 0, a level's label, and a dash where nobody teaches", async () => {
  await openSchedule();

  expect(cellAt('Sat/Tue', '10 AM - 12 PM', 'Omar Khalil')).toHaveTextContent(/^ACES$/);
  expect(cellAt('Sat/Tue', '10 AM - 12 PM', 'Laila Mostafa')).toHaveTextContent(/^LC6$/);
  expect(cellAt('Sat/Tue', '10 AM - 12 PM', 'Ahmed Samir')).toHaveTextContent(/^-$/);
  expect(cellAt('Sat/Tue', '1 PM - 3 PM', 'Laila Mostafa')).toHaveTextContent(/^Zero$/);
  expect(cellAt('Sun/Wed', '1 PM - 3 PM', 'Omar Khalil')).toHaveTextContent(/^Beginner$/);
  expect(cellAt('Sun/Wed', '6 PM - 8 PM', 'Yara Adel')).toHaveTextContent(/^L4$/);
  // '10AM-12PM' is the same slot as '10 AM - 12 PM'.
  expect(cellAt('Mon/Thu', '10 AM - 12 PM', 'Laila Mostafa')).toHaveTextContent(/^L1$/);
  expect(cellAt('Mon/Thu', '8 PM - 10 PM', 'Ahmed Samir')).toHaveTextContent(/^LC4$/);
  const freeRow = within(slotRow('Mon/Thu', '6 PM - 8 PM')).getAllByRole('cell');
  expect(freeRow.map((cell) => cell.textContent)).toEqual(['-', '-', '-', '-']);
});

it('colours levels by class, the same for a class in the table and in the Level Guide', async () => {
  await openSchedule();
  // The level badge is the element that reads the cell's level.
  const palette = (cell: HTMLElement) =>
    within(cell)
      .getByText(cell.textContent ?? '')
      .getAttribute('data-palette');
  const guide = screen.getByRole('region', { name: 'Level Guide' });
  const legend = (label: string) => within(guide).getByText(label).getAttribute('data-palette');

  expect(
    within(guide)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Zero/Beginner', 'L1-L6', 'LC1-LC6']);
  const zero = palette(cellAt('Sat/Tue', '1 PM - 3 PM', 'Laila Mostafa'));
  const beginner = palette(cellAt('Sun/Wed', '1 PM - 3 PM', 'Omar Khalil'));
  const l1 = palette(cellAt('Mon/Thu', '10 AM - 12 PM', 'Laila Mostafa'));
  const l6 = palette(cellAt('Sat/Tue', '4 PM - 6 PM', 'Ahmed Samir'));
  const lc1 = palette(cellAt('Sun/Wed', '10 AM - 12 PM', 'Ahmed Samir'));
  const lc6 = palette(cellAt('Sat/Tue', '10 AM - 12 PM', 'Laila Mostafa'));
  const aces = palette(cellAt('Sat/Tue', '10 AM - 12 PM', 'Omar Khalil'));

  expect([zero, beginner]).toEqual([legend('Zero/Beginner'), legend('Zero/Beginner')]);
  expect([l1, l6]).toEqual([legend('L1-L6'), legend('L1-L6')]);
  expect([lc1, lc6]).toEqual([legend('LC1-LC6'), legend('LC1-LC6')]);
  expect(new Set([zero, l1, lc1, aces]).size).toBe(4);
});

it('lists the Available Time Slots by start hour', async () => {
  await openSchedule();
  const slots = screen.getByRole('region', { name: 'Available Time Slots' });

  expect(
    within(slots)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(SLOTS);
});
