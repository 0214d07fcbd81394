// Dates as the screens show them, in the viewer's time zone and the active language (US English:
// 'Jan 5, 2024').
import { formatDate } from 'shared-i18n';
import { t } from './i18n';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * ICU puts a narrow no-break space before AM/PM in some runtimes and a plain space in others;
 * one spelling keeps server-rendered text, browsers and tests alike.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** Short date, 'Jan 5, 2024' in English; '-' when missing or invalid. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '-';
  return plainSpaces(formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' }));
}

/** Long date with hour and minute, 'January 5, 2024 at 3:04 PM' in English; else 'Not available'. */
export function formatLongDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return t('fallbacks.noDate');
  return plainSpaces(
    formatDate(date, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  );
}
