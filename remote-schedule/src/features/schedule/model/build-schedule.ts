// Turns GET /api/schedule/ items into what the screen shows (spec sections 2 and 9): the counters,
// the instructor columns, the day groups in week order with their time slots, and each cell's
// levels.
import { compareDayGroups, type ScheduleItem } from 'shared-domain';
import { formatHours, parseHours } from 'shared-domain/records';

export interface TimeSlot {
  /** '10 AM - 12 PM'; the server's text as it is when it cannot be read as hours. */
  label: string;
  /** Start hour 0-23, for ordering; unreadable slots sort last. */
  start: number;
}

export interface ScheduleCounters {
  instructors: number;
  timeSlots: number;
  dayGroups: number;
  totalClasses: number;
}

export interface ScheduleModel {
  counters: ScheduleCounters;
  /** Instructor names, one table column each, alphabetical. */
  instructors: string[];
  /** Every time slot of the schedule, by start hour. */
  timeSlots: TimeSlot[];
  /** Day-group codes ('sat/tue'), by their first day in the order sat, sun, ... fri. */
  dayGroups: string[];
  /** The levels taught in a day group, time slot and instructor's column (usually one). */
  levelsAt(dayGroup: string, slot: string, instructor: string): number[];
}

/** One slot per written form: '10AM-12PM' and '10 AM - 12 PM' are the same slot. */
export function timeSlotOf(hours: string): TimeSlot {
  const range = parseHours(hours);
  return range
    ? { label: formatHours(range.start, range.end), start: range.start }
    : { label: hours.trim(), start: Number.POSITIVE_INFINITY };
}

function compareSlots(a: TimeSlot, b: TimeSlot): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.label.localeCompare(b.label);
}

const cellKey = (dayGroup: string, slot: string, instructor: string) =>
  JSON.stringify([dayGroup, slot, instructor]);

export function buildSchedule(items: readonly ScheduleItem[]): ScheduleModel {
  const instructors = new Set<string>();
  const dayGroups = new Set<string>();
  const slots = new Map<string, TimeSlot>();
  const cells = new Map<string, number[]>();

  for (const item of items) {
    const slot = timeSlotOf(item.group_hours);
    const dayGroup = item.group_days.trim().toLowerCase();
    instructors.add(item.group_instructor_full_name);
    dayGroups.add(dayGroup);
    slots.set(slot.label, slot);
    const key = cellKey(dayGroup, slot.label, item.group_instructor_full_name);
    cells.set(key, [...(cells.get(key) ?? []), item.group_current_level]);
  }

  const model = {
    instructors: [...instructors].sort((a, b) => a.localeCompare(b)),
    timeSlots: [...slots.values()].sort(compareSlots),
    dayGroups: [...dayGroups].sort(compareDayGroups),
  };
  return {
    ...model,
    counters: {
      instructors: model.instructors.length,
      timeSlots: model.timeSlots.length,
      dayGroups: model.dayGroups.length,
      totalClasses: items.length,
    },
    levelsAt: (dayGroup, slot, instructor) => cells.get(cellKey(dayGroup, slot, instructor)) ?? [],
  };
}
