// Day names and hours as the schedule shows them, through Intl in the active language: 'Sat/Tue'
// and '10 AM - 12 PM' in English, the same days and hours in Arabic.
import { DAY_ORDER } from 'shared-domain';
import { parseHours } from 'shared-domain/records';
import { formatDate } from 'shared-i18n';

// 1 January 2000 was a Saturday, the first day of the centre's week (DAY_ORDER).
const dayDate = (index: number) => new Date(2000, 0, 1 + index);

/**
 * 'sat/tue' -> 'Sat/Tue' (short) or 'Saturday/Tuesday' (long); anything that is not day
 * abbreviations is returned as it is.
 */
export function dayGroupText(code: string, width: 'short' | 'long'): string {
  const days = code.trim().toLowerCase().split('/');
  const indexes = days.map((day) => (DAY_ORDER as readonly string[]).indexOf(day));
  if (indexes.some((index) => index < 0)) return code;
  return indexes.map((index) => formatDate(dayDate(index), { weekday: width })).join('/');
}

// ICU writes a narrow no-break space before AM/PM in some runtimes: one spelling everywhere.
const hourText = (hour: number) =>
  formatDate(new Date(2000, 0, 1, hour), { hour: 'numeric' }).replace(/[\u202f\u00a0]/g, ' ');

/** A time slot's label ('10 AM - 12 PM') in the active language; other text as it is. */
export function timeSlotText(label: string): string {
  const range = parseHours(label);
  return range ? `${hourText(range.start)} - ${hourText(range.end)}` : label;
}
