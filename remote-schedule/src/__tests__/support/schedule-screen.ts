// Reading the schedule table the way a user scans it: a day group's rows, a time slot's row, an
// instructor's cell.
import { screen, within } from '@testing-library/react';

export function scheduleTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Instructor Schedule' });
}

export function columnNames(): string[] {
  const [head] = within(scheduleTable()).getAllByRole('rowgroup');
  return within(head!)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** The row groups of the body, one per day group, by their pairing label. */
export function dayGroupNames(): string[] {
  return within(scheduleTable())
    .getAllByRole('rowgroup')
    .slice(1)
    .map((group) => group.getAttribute('aria-label') ?? '');
}

export function dayGroup(label: string): HTMLElement {
  return within(scheduleTable()).getByRole('rowgroup', { name: label });
}

export function slotRow(dayGroupLabel: string, slot: string): HTMLElement {
  const header = within(dayGroup(dayGroupLabel)).getByRole('rowheader', { name: slot });
  return header.closest('tr')!;
}

/** The cell of an instructor's column in a day group's time slot. */
export function cellAt(dayGroupLabel: string, slot: string, instructor: string): HTMLElement {
  const columns = columnNames().slice(2);
  const cells = within(slotRow(dayGroupLabel, slot)).getAllByRole('cell');
  // The first row of a group also holds the day cell, so count from the end.
  return cells.slice(-columns.length)[columns.indexOf(instructor)]!;
}

/** The value of one of the four counters. */
export function counter(label: string): string {
  const group = screen.getByRole('group', { name: label });
  return group.textContent?.replace(label, '') ?? '';
}
