// A student's ledger: recording a charge, payment or refund, and reversing an entry
// (docs/api.md#ledger). Amounts are whole minor units; the rules that need the ledger (currency,
// over-payment, a refund above what was paid) are the API's, under the student's lock.
import { z } from 'zod';
import {
  LEDGER_AMOUNT_MAX_MINOR,
  LEDGER_RECORD_KINDS,
  movesMoney,
  PAYMENT_METHODS,
} from 'shared-domain/records';
import { LAZY_MESSAGES as M } from './messages';
import {
  choiceField,
  flagField,
  integerInRange,
  maxMessage,
  requiredText,
  TEXT_LIMITS,
} from './fields';

/** A client's key for one intended write, so that a repeated submit is recorded once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const idempotencyKey = z
  .string({ error: M.idempotencyKeyInvalid })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: M.idempotencyKeyInvalid });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar day, YYYY-MM-DD. */
export const isoDayField = z
  .string({ error: M.dateInvalid })
  .trim()
  .regex(ISO_DAY, { error: M.dateInvalid })
  .refine(isRealDay, { error: M.dateInvalid });

const optionalNote = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit, { error: () => maxMessage(limit) })
    .optional()
    .transform((value) => (value ? value : null));

export const LEDGER_REFERENCE_MAX = 255;
export const LEDGER_REASON_MAX = 500;

export const recordLedgerEntrySchema = z
  .object({
    kind: choiceField(LEDGER_RECORD_KINDS),
    amount_minor: integerInRange(1, LEDGER_AMOUNT_MAX_MINOR, M.ledgerAmountInvalid),
    currency: requiredText(M.fieldRequired, TEXT_LIMITS.currency),
    method: choiceField(PAYMENT_METHODS).optional(),
    /** The day it happened; today when absent. */
    occurred_on: isoDayField.optional(),
    reference: optionalNote(LEDGER_REFERENCE_MAX),
    reason: optionalNote(LEDGER_REASON_MAX),
    /** A payment above the outstanding balance is refused unless the caller confirms it. */
    allow_overpayment: flagField().optional().default(false),
    idempotency_key: idempotencyKey,
  })
  .superRefine((value, ctx) => {
    if (movesMoney(value.kind) && !value.method)
      ctx.addIssue({ code: 'custom', path: ['method'], message: M.methodRequired() });
    if (!movesMoney(value.kind) && value.method)
      ctx.addIssue({ code: 'custom', path: ['method'], message: M.methodOnlyForMoney() });
  });
export type RecordLedgerEntryPayload = z.output<typeof recordLedgerEntrySchema>;
export type RecordLedgerEntryInput = z.input<typeof recordLedgerEntrySchema>;

export const reverseLedgerEntrySchema = z.object({
  reason: requiredText(M.reasonRequired, LEDGER_REASON_MAX),
  idempotency_key: idempotencyKey,
});
export type ReverseLedgerEntryPayload = z.output<typeof reverseLedgerEntrySchema>;

/** The longest range a takings report covers: a year and a day. */
export const TAKINGS_RANGE_MAX_DAYS = 366;

/** GET /api/takings/?from&to: both days included; today when absent (`to` defaults to `from`). */
export const takingsQuerySchema = z
  .object({
    from: isoDayField.optional(),
    to: isoDayField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.takingsRangeOrder() });
    const days =
      value.from && value.to
        ? (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000
        : 0;
    if (days >= TAKINGS_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.takingsRangeTooLong() });
  });
