// Dates on a group card, in the active language: 'Sep 2, 2025' in English (as shared-domain's
// formatShortDate writes it), '-' when missing or invalid.
import { formatDate } from 'shared-i18n';

export function shortDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  return formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}
