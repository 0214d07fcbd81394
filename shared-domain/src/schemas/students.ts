// Student create (POST /api/student/) and update (PATCH /api/student-profiles/{id}/) payloads.
import { z } from 'zod';
import { COURSE_TYPES, GENDERS, STUDENT_DEFAULTS, STUDENT_STATUSES } from '../constants';
import { missingRequiredFieldsMessage, LAZY_MESSAGES as M } from './messages';
import {
  choiceField,
  emailField,
  levelField,
  moneyField,
  nullableIdField,
  requiredText,
  staffPhoneField,
  strongPasswordField,
  TEXT_LIMITS,
  totalLevelsField,
} from './fields';

const R = M.fieldRequired;

/** Required fields of the Add Student form, in the form's order. */
export const CREATE_STUDENT_REQUIRED_FIELDS = [
  'email',
  'username',
  'first_name',
  'middle_name',
  'last_name',
  'password',
  'phone_number',
  'nationality',
  'gender',
] as const;

/** The required fields that are absent or blank, for the 'Missing required fields: ...' answer. */
export function missingRequiredFields(body: unknown): string[] {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return CREATE_STUDENT_REQUIRED_FIELDS.filter((field) => {
    const value = record[field];
    return value === undefined || value === null || (typeof value === 'string' && !value.trim());
  });
}

/** The create-time check of spec section 5 as one message, or null when nothing is missing. */
export function missingRequiredFieldsError(body: unknown): string | null {
  const missing = missingRequiredFields(body);
  return missing.length ? missingRequiredFieldsMessage(missing) : null;
}

const nullableText = (limit: number) => z.string().trim().max(limit).nullable();

/** A blank currency is no currency: the default (USD) applies, as when the key is absent. */
const defaultedCurrency = z.preprocess(
  (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
  requiredText(R, TEXT_LIMITS.currency).default(STUDENT_DEFAULTS.currency),
);

const NORMALISED_MONEY = /^\d+\.\d\d$/;

/** Compared only when both amounts passed their own checks (moneyField's output form). */
function outstandingWithinAmount(value: {
  amount?: unknown;
  outstanding_amount?: unknown;
}): boolean {
  const { amount, outstanding_amount: outstanding } = value;
  if (typeof amount !== 'string' || typeof outstanding !== 'string') return true;
  if (!NORMALISED_MONEY.test(amount) || !NORMALISED_MONEY.test(outstanding)) return true;
  return Number(outstanding) <= Number(amount);
}

const outstandingAboveAmount = {
  error: M.outstandingAboveAmount,
  path: ['outstanding_amount'],
};

/** The Add Student form's fields before the password, in the form's order. */
const studentNameFields = {
  email: emailField(R),
  username: requiredText(R, TEXT_LIMITS.username),
  first_name: requiredText(R, TEXT_LIMITS.name),
  middle_name: requiredText(R, TEXT_LIMITS.name),
  last_name: requiredText(R, TEXT_LIMITS.name),
};

/** The form's fields after the password, with their defaults. */
const studentDetailFields = {
  phone_number: staffPhoneField(R),
  nationality: requiredText(R, TEXT_LIMITS.nationality),
  gender: choiceField(GENDERS, R),
  amount: moneyField(M.amountNegative).default('0.00'),
  outstanding_amount: moneyField(M.outstandingNegative).default('0.00'),
  currency: defaultedCurrency,
  total_levels: totalLevelsField().default(STUDENT_DEFAULTS.total_levels),
  current_level: levelField().default(STUDENT_DEFAULTS.current_level),
  private_or_group: choiceField(COURSE_TYPES).default(STUDENT_DEFAULTS.private_or_group),
  offer: nullableText(TEXT_LIMITS.freeText).optional(),
  certificate: nullableText(TEXT_LIMITS.freeText).optional(),
};

/**
 * Add Student. Amounts come out as decimal strings ("1500.00", see moneyField); absent amounts
 * are zero, and currency, course type and levels take STUDENT_DEFAULTS.
 */
export const createStudentSchema = z
  .object({
    ...studentNameFields,
    password: strongPasswordField(M.staffFormPasswordMin, R),
    ...studentDetailFields,
  })
  .refine(outstandingWithinAmount, outstandingAboveAmount);
export type CreateStudentInput = z.input<typeof createStudentSchema>;
export type CreateStudentPayload = z.output<typeof createStudentSchema>;

/**
 * The server's strict update: an invalid value is a field error, never dropped (docs/departures.md). The
 * screens drop them first with sanitizeStudentUpdate. An empty body is the route's
 * 'No data provided for update'; outstanding vs amount is checked here when both are sent.
 */
export const updateStudentSchema = z
  .object({
    amount: moneyField(M.amountNegative).optional(),
    outstanding_amount: moneyField(M.outstandingNegative).optional(),
    status: choiceField(STUDENT_STATUSES).optional(),
    total_levels: totalLevelsField().optional(),
    current_level: levelField().optional(),
    group_id: nullableIdField().optional(),
    call_id: nullableIdField().optional(),
    currency: requiredText(R, TEXT_LIMITS.currency).optional(),
    offer: nullableText(TEXT_LIMITS.freeText).optional(),
    private_or_group: choiceField(COURSE_TYPES).optional(),
    certificate: nullableText(TEXT_LIMITS.freeText).optional(),
  })
  .refine(outstandingWithinAmount, outstandingAboveAmount);
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;
export type UpdateStudentPayload = z.output<typeof updateStudentSchema>;

/**
 * One row of a students import: the Add Student form's rules without a password (an imported
 * account sets its own through a reset link).
 */
export const importStudentSchema = z
  .object({ ...studentNameFields, ...studentDetailFields })
  .refine(outstandingWithinAmount, outstandingAboveAmount);
export type ImportStudentPayload = z.output<typeof importStudentSchema>;
