// The schedule screen tests' week of classes (the shapes of docs/api.md).
import type { ScheduleItem } from 'shared-domain';

let nextGroupId = 1;

export function scheduleItem(
  group_days: string,
  group_hours: string,
  group_instructor_full_name: string,
  group_current_level: number,
): ScheduleItem {
  return {
    group_id: nextGroupId++,
    group_days,
    group_hours,
    group_instructor_full_name,
    group_current_level,
  };
}

/**
 * Ten classes of four instructors over five time slots and the three day groups, deliberately
 * out of order; one slot is written without spaces ('10AM-12PM'), as it is the same slot.
 */
export const SCHEDULE: ScheduleItem[] = [
  scheduleItem('mon/thu', '4 PM - 6 PM', 'Omar Khalil', 5),
  scheduleItem('sat/tue', '10 AM - 12 PM', 'Omar Khalil', 0),
  scheduleItem('sat/tue', '1 PM - 3 PM', 'Laila Mostafa', 1),
  scheduleItem('sun/wed', '10 AM - 12 PM', 'Ahmed Samir', 9),
  scheduleItem('sat/tue', '4 PM - 6 PM', 'Ahmed Samir', 8),
  scheduleItem('sat/tue', '10 AM - 12 PM', 'Laila Mostafa', 14),
  scheduleItem('sun/wed', '1 PM - 3 PM', 'Omar Khalil', 2),
  scheduleItem('mon/thu', '10AM-12PM', 'Laila Mostafa', 3),
  scheduleItem('mon/thu', '8 PM - 10 PM', 'Ahmed Samir', 12),
  scheduleItem('sun/wed', '6 PM - 8 PM', 'Yara Adel', 6),
];

/** The fixture's slots by start hour (not alphabetical: '1 PM' comes after '10 AM'). */
export const SLOTS = ['10 AM - 12 PM', '1 PM - 3 PM', '4 PM - 6 PM', '6 PM - 8 PM', '8 PM - 10 PM'];

export const INSTRUCTORS = ['Ahmed Samir', 'Laila Mostafa', 'Omar Khalil', 'Yara Adel'];
