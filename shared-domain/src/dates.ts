// Dates as the screens show them, in the viewer's time zone.

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

/** en-US short date, 'Jan 5, 2024'; '-' when missing or invalid. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '-';
  return plainSpaces(
    date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
}

/** US English long date with hour and minute, 'January 5, 2024 at 3:04 PM'; else 'Not available'. */
export function formatLongDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'Not available';
  return plainSpaces(
    date.toLocaleString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  );
}
