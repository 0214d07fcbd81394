// A student's ledger (docs/api.md#ledger): its kinds of entry, payment methods and the money rules,
// spelt once for the API and the screens. Money is integer minor units (hundredths of the
// student's currency); decimal text is parsed and written digit by digit, never through a float.
import { numberFormat } from 'shared-i18n';
import { recordTexts } from './record-texts/i18n';

/** What staff record: charges (fees up, a discount down), payments and refunds. */
export const LEDGER_RECORD_KINDS = [
  'course_fee',
  'level_fee',
  'discount',
  'payment',
  'refund',
] as const;
export type LedgerRecordKind = (typeof LEDGER_RECORD_KINDS)[number];

/** Every kind a ledger holds: the recorded ones, and those the system writes. */
export const LEDGER_KINDS = [...LEDGER_RECORD_KINDS, 'opening', 'adjustment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The largest amount one entry may carry, in minor units (a billion in the currency). */
export const LEDGER_AMOUNT_MAX_MINOR = 100_000_000_000;

/** Whether a kind is a payment or a refund (it needs a method). */
export function movesMoney(kind: LedgerRecordKind): boolean {
  return kind === 'payment' || kind === 'refund';
}

/** How an entry of `kind` for a positive `amountMinor` moves the two totals. */
export function ledgerEffect(
  kind: LedgerRecordKind,
  amountMinor: number,
): { charge: number; paid: number } {
  switch (kind) {
    case 'course_fee':
    case 'level_fee':
      return { charge: amountMinor, paid: 0 };
    case 'discount':
      return { charge: -amountMinor, paid: 0 };
    case 'payment':
      return { charge: 0, paid: amountMinor };
    case 'refund':
      return { charge: 0, paid: -amountMinor };
  }
}

export interface LedgerTotals {
  charged_minor: number;
  paid_minor: number;
  outstanding_minor: number;
}

/** The totals of a ledger: the course amount, what was paid, and what is still owed. */
export function ledgerTotals(
  entries: readonly { charge_minor: number; paid_minor: number }[],
): LedgerTotals {
  let charged = 0;
  let paid = 0;
  for (const entry of entries) {
    charged += entry.charge_minor;
    paid += entry.paid_minor;
  }
  return { charged_minor: charged, paid_minor: paid, outstanding_minor: charged - paid };
}

const DECIMAL = /^\s*(-?)(\d{1,12})(?:\.(\d{0,2}))?\s*$/;

/** "1500", "1500.5", "1,500.50" -> 150050, "-25" -> -2500; null for anything else ("1.234"). */
export function parseMoneyMinor(text: string): number | null {
  const match = DECIMAL.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && minor !== 0 ? -minor : minor;
}

/** 150050 -> "1500.50"; -2500 -> "-25.00". */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const KIND_LABELS = recordTexts('ledgerKinds');
const METHOD_LABELS = recordTexts('paymentMethods');

/** 'Payment', 'Course fee', ... in the active language. */
export function ledgerKindLabel(kind: LedgerKind): string {
  return KIND_LABELS[kind];
}

/** 'Cash', 'Bank transfer', ... in the active language. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return METHOD_LABELS[method];
}

/**
 * 150050 in USD -> '$1,500.50' in the active language; a currency Intl does not know is written
 * after the number. Intl reads the decimal text exactly, so no float is made on the way.
 */
export function formatMinorMoney(minor: number, currency: string): string {
  const decimal = minorToDecimal(minor) as `${number}`;
  try {
    return numberFormat({ style: 'currency', currency }).format(decimal);
  } catch {
    const plain = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      decimal,
    );
    return currency ? `${plain} ${currency}` : plain;
  }
}

/**
 * A receipt's number as printed and shown: '2026/0007'. The slash keeps the year first inside
 * Arabic text too (a hyphen between numbers there would turn the two around).
 */
export function receiptNumberLabel(receipt: { year: number; number: number }): string {
  return `${receipt.year}/${String(receipt.number).padStart(4, '0')}`;
}
