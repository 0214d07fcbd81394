// How the dashboard writes money, percents and fallbacks, in the active language (dates, call
// times and group hours are shared-domain's). Amounts arrive as decimal strings ("1500.00").
import { formatMoney as formatAmount, formatNumber } from 'shared-i18n';

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
