// Group hours ('4 PM - 6 PM'), call times ('HH:MM:SS') and call durations ('7 months').
import { CONSTANTS, westernDigits } from 'shared-domain';
import { translateRecords as t } from './record-texts/i18n';

export type Meridiem = 'AM' | 'PM';

/** Whole hours of a day, 0-23; a group runs from start to end. */
export interface HourRange {
  start: number;
  end: number;
}

const HOURS_PATTERN =
  /^\s*(\d{1,2})(?::00)?\s*(AM|PM)\s*[-\u2013]\s*(\d{1,2})(?::00)?\s*(AM|PM)\s*$/i;

/** 12-hour clock to 0-23; null when the hour is not 1-12. */
export function to24Hour(hour12: number, meridiem: Meridiem): number | null {
  if (!Number.isInteger(hour12) || hour12 < 1 || hour12 > 12) return null;
  return (hour12 % 12) + (meridiem === 'PM' ? 12 : 0);
}

export function to12Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  const h = ((hour24 % 24) + 24) % 24;
  return { hour: h % 12 === 0 ? 12 : h % 12, meridiem: h < 12 ? 'AM' : 'PM' };
}

/** '4 PM' for 16. */
export function formatHour(hour24: number): string {
  const { hour, meridiem } = to12Hour(hour24);
  return `${hour} ${meridiem}`;
}

/** '4 PM - 6 PM' -> {start: 16, end: 18}; null when the text is not two 12-hour times. */
export function parseHours(hours: string | null | undefined): HourRange | null {
  const match = HOURS_PATTERN.exec(hours ?? '');
  if (!match) return null;
  const start = to24Hour(Number(match[1]), match[2]!.toUpperCase() as Meridiem);
  const end = to24Hour(Number(match[3]), match[4]!.toUpperCase() as Meridiem);
  if (start === null || end === null) return null;
  return { start, end };
}

export function formatHours(start: number, end: number): string {
  return `${formatHour(start)} - ${formatHour(end)}`;
}

/** A whole hour as the active language writes it: 16 -> '4 PM' (in Arabic '4 م'). */
function hourText(hour24: number): string {
  const { hour, meridiem } = to12Hour(hour24);
  return t('time.hour', { hour, meridiem: meridiem.toLowerCase() });
}

/**
 * A group's hours as the active language writes them, '4 PM - 6 PM' (in Arabic '4 م - 6 م'); text
 * that is not two 12-hour times as it is ('' when there is none).
 */
export function formatGroupHours(hours: string | null | undefined): string {
  const range = parseHours(hours);
  return range ? `${hourText(range.start)} - ${hourText(range.end)}` : (hours ?? '');
}

/** Whether a group's hours lie inside the centre's day, 10 AM to 10 PM (spec section 2). */
export function hoursWithinSchedule(hours: HourRange | string): boolean {
  const range = typeof hours === 'string' ? parseHours(hours) : hours;
  if (!range) return false;
  return range.start >= CONSTANTS.SCHEDULE_START_HOUR && range.end <= CONSTANTS.SCHEDULE_END_HOUR;
}

/** Minutes offered by the call time picker. */
export const CALL_MINUTES = [0, 15, 30, 45] as const;

const CALL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

export function isCallTime(value: string): boolean {
  return CALL_TIME_PATTERN.test(value);
}

/** The picker's hour (1-12), minute and AM/PM as the 24-hour 'HH:MM:SS' the API stores. */
export function toCallTime(hour12: number, minute: number, meridiem: Meridiem): string | null {
  const hour = to24Hour(hour12, meridiem);
  if (hour === null || !Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
}

/** 'HH:MM:SS' (seconds optional) back to the picker's parts; null when malformed. */
export function parseCallTime(
  time: string | null | undefined,
): { hour: number; minute: number; meridiem: Meridiem } | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec((time ?? '').trim());
  if (!match) return null;
  return { ...to12Hour(Number(match[1])), minute: Number(match[2]) };
}

/** '14:30:00' -> '2:30 PM' (in Arabic '2:30 م'); the text itself when it is not a time. */
export function formatCallTime(time: string | null | undefined): string {
  const parts = parseCallTime(time);
  if (!parts) return time ?? '';
  // The minute's two digits as numbers, so each is written in the active digits and no text
  // value is wrapped in isolates (the students' CSV export carries this too).
  return t('time.clock', {
    hour: parts.hour,
    tens: Math.floor(parts.minute / 10),
    units: parts.minute % 10,
    meridiem: parts.meridiem.toLowerCase(),
  });
}

/**
 * The leading whole number of a duration text: '7 months' -> 7, '٧ أشهر' -> 7; null when there is
 * none.
 */
export function parseMonths(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isInteger(text) ? text : null;
  const match = /^\s*(\d+)/.exec(westernDigits(text ?? ''));
  return match ? Number(match[1]) : null;
}

/** 7 -> '7 months', 1 -> '1 month'. */
export function formatMonths(months: number): string {
  return t('time.months', { count: months });
}
