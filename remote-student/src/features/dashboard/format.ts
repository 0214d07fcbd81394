// How the dashboard writes money and fallbacks. Amounts arrive as decimal strings ("1500.00").

/** '1500.00' in USD -> '$1,500.00'; a currency code Intl does not know is written after the number. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  const value = Number(amount ?? 0);
  const number = Number.isFinite(value) ? value : 0;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(number);
  } catch {
    const plain = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(number);
    return currency ? `${plain} ${currency}` : plain;
  }
}

export function orText(value: string | null | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
