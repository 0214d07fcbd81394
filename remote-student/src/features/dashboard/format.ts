// How the dashboard writes money, numbers, dates, times and fallbacks, in the active language.
// Amounts arrive as decimal strings ("1500.00").
import { parseCallTime, parseHours, to24Hour } from 'shared-domain/records';
import { formatDate, formatMoney as formatAmount, formatNumber } from 'shared-i18n';

/** '1500.00' in USD -> '$1,500.00'; a currency code Intl does not know is written after the number. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  const value = Number(amount ?? 0);
  const number = Number.isFinite(value) ? value : 0;
  try {
    return formatAmount(number, currency);
  } catch {
    const plain = formatNumber(number, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return currency ? `${plain} ${currency}` : plain;
  }
}

/** 36 -> '36%' (the active language's digits and sign). */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}

export function orText(value: string | null | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 'Jan 5, 2024' in English; '-' when missing or invalid. */
export function formatShortDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  return formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

// ICU puts a narrow no-break space before AM/PM in some runtimes and a plain space in others: one
// spelling keeps English exactly as the shared helpers write it.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function clockTime(hour24: number, minute?: number): string {
  const time = new Date(2000, 0, 1, hour24, minute ?? 0);
  const options: Intl.DateTimeFormatOptions =
    minute === undefined ? { hour: 'numeric' } : { hour: 'numeric', minute: '2-digit' };
  return plainSpaces(formatDate(time, options));
}

/** '14:30:00' -> '2:30 PM'; the text itself when it is not a time. */
export function formatCallTime(time: string | null | undefined): string {
  const parts = parseCallTime(time);
  const hour = parts && to24Hour(parts.hour, parts.meridiem);
  if (!parts || hour === null) return time ?? '';
  return clockTime(hour, parts.minute);
}

/** A group's hours, '4 PM - 6 PM'; other text as it is, or `fallback` when there is none. */
export function formatGroupHours(hours: string | null | undefined, fallback: string): string {
  const range = parseHours(hours);
  if (!range) return orText(hours, fallback);
  return `${clockTime(range.start)} - ${clockTime(range.end)}`;
}
