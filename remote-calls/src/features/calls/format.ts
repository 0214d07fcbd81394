// How the Calls screen writes call times and dates, in the active language.
import { parseCallTime, to24Hour } from 'shared-domain/records';
import { formatDate } from 'shared-i18n';

/** 'Jan 5, 2024' in English; '-' when missing or invalid. */
export function formatShortDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  return formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** '14:30:00' -> '2:30 PM' in English; the text itself when it is not a time. */
export function formatCallTime(time: string | null | undefined): string {
  const parts = parseCallTime(time);
  const hour = parts && to24Hour(parts.hour, parts.meridiem);
  if (!parts || hour === null) return time ?? '';
  const clock = formatDate(new Date(2000, 0, 1, hour, parts.minute), {
    hour: 'numeric',
    minute: '2-digit',
  });
  // ICU writes a narrow no-break space before AM/PM in some runtimes: one spelling everywhere.
  return clock.replace(/[\u202f\u00a0]/g, ' ');
}
