// Field builders shared by the schemas. Text is trimmed; passwords never are, because a space is
// a legitimate password character. Numbers may arrive as numbers (JSON) or numeric strings (form
// inputs, query strings); both parse to the same output.
import { z } from 'zod';
import { invalidChoiceMessage, LAZY_MESSAGES as M, messageText, type Message } from './messages';
import {
  EMAIL_PATTERN,
  PASSWORD_COMPLEXITY_PATTERN,
  SIGNUP_PHONE_PATTERN,
  STAFF_PHONE_PATTERN,
  TEXT_LIMITS,
  maxMessage,
  westernDigits,
} from '../patterns';

// The schemas' modules read them from here too.
export {
  EMAIL_PATTERN,
  PASSWORD_COMPLEXITY_PATTERN,
  SIGNUP_PHONE_PATTERN,
  STAFF_PHONE_PATTERN,
  TEXT_LIMITS,
  USERNAME_PATTERN,
  maxMessage,
  westernDigits,
} from '../patterns';

const NUMERIC_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A trimmed string that must not be blank; missing, wrong-typed and blank give one message. */
export function requiredText(requiredMessage: Message, limit: number = TEXT_LIMITS.freeText) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(limit, { error: () => maxMessage(limit) });
}

/** Optional trimmed text; a missing value becomes '' (the API stores blanks, not nulls). */
export function optionalText(limit: number = TEXT_LIMITS.freeText) {
  return z
    .string()
    .trim()
    .max(limit, { error: () => maxMessage(limit) })
    .default('');
}

export function emailField(requiredMessage: Message = M.emailRequired) {
  return requiredText(requiredMessage, TEXT_LIMITS.email).regex(EMAIL_PATTERN, {
    error: M.emailInvalid,
  });
}

export function signupPhoneField(requiredMessage: Message = M.phoneRequired) {
  return requiredText(requiredMessage, TEXT_LIMITS.phone).regex(SIGNUP_PHONE_PATTERN, {
    error: M.phoneInvalid,
  });
}

/** The staff-form phone rule; a value without any digit is not a phone number either. */
export function staffPhoneField(requiredMessage: Message = M.fieldRequired) {
  return requiredText(requiredMessage, TEXT_LIMITS.phone)
    .regex(STAFF_PHONE_PATTERN, { error: M.phoneInvalid })
    .regex(/\d/, { error: M.phoneInvalid });
}

/** Password with a minimum length and the server rule (upper, lower and digit). */
export function strongPasswordField(
  minMessage: Message,
  requiredMessage: Message = M.passwordRequired,
) {
  return z
    .string({ error: requiredMessage })
    .refine((value) => value.trim() !== '', { error: requiredMessage, abort: true })
    .min(8, { error: minMessage })
    .max(128, { error: () => maxMessage(128) })
    .regex(PASSWORD_COMPLEXITY_PATTERN, { error: M.passwordComplexity });
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** One of a fixed list; missing or blank gives requiredMessage, anything else DRF's choice text. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: Message = M.fieldRequired,
) {
  return z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) ? messageText(requiredMessage) : invalidChoiceMessage(issue.input),
  });
}

function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = westernDigits(value.trim());
  return NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * A number or numeric string parsed to a finite number; anything else gives `message`, and a
 * missing or blank value `requiredMessage`.
 */
export function numberLike(message: Message = M.numberInvalid, requiredMessage: Message = message) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        isBlank(issue.input) ? messageText(requiredMessage) : messageText(message),
    })
    .transform((value, ctx) => {
      const parsed = toNumber(value);
      if (!Number.isFinite(parsed)) {
        const blank = isBlank(value);
        ctx.issues.push({
          code: 'custom',
          message: blank ? messageText(requiredMessage) : messageText(message),
          input: value,
        });
        return z.NEVER;
      }
      return parsed;
    });
}

/** A whole number between min and max; every failure but a missing value gives `message`. */
export function integerInRange(
  min: number,
  max: number,
  message: Message,
  requiredMessage: Message = message,
) {
  return numberLike(message, requiredMessage).pipe(
    z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

export function levelField(requiredMessage: Message = M.levelsRange) {
  return integerInRange(1, 14, M.levelsRange, requiredMessage);
}

/** 0-14: below zero or not a number is the 'positive number' message, above 14 the level range. */
export function totalLevelsField() {
  return numberLike(M.totalLevelsInvalid).pipe(
    z
      .number()
      .int({ error: M.totalLevelsInvalid })
      .min(0, { error: M.totalLevelsInvalid })
      .max(14, { error: M.levelsRange }),
  );
}

const MONEY_MAX = 9_999_999_999.99;

/**
 * Money as numeric(12,2): accepts a number or numeric string and always outputs the API's
 * representation, a decimal string with two places ("1500.00"), so that the server stores it
 * without float drift and a form submits the same text it would read back.
 */
export function moneyField(negativeMessage: Message) {
  return numberLike(M.numberInvalid)
    .pipe(z.number().min(0, { error: negativeMessage }).max(MONEY_MAX, { error: M.amountTooLarge }))
    .transform((value) => value.toFixed(2));
}

/** A positive integer id; numeric strings from select inputs are accepted. */
export function idField(requiredMessage: Message = M.fieldRequired) {
  return numberLike(M.idInvalid, requiredMessage).pipe(
    z
      .number()
      .int({ error: M.idInvalid })
      .min(1, { error: M.idInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: M.idInvalid }),
  );
}

/**
 * An id that may be unassigned: null or '' (an empty select) give null. With a requiredMessage
 * the key itself must be present (PUT replaces the whole record).
 */
export function nullableIdField(requiredMessage?: Message) {
  return z
    .union([z.null(), z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined && requiredMessage ? messageText(requiredMessage) : M.idInvalid(),
    })
    .transform((value) => (value === '' ? null : value))
    .pipe(z.union([z.null(), idField(M.idInvalid)], { error: M.idInvalid }));
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

/** Session flags are coerced to booleans ('true'/'false', 1/0, yes/no, on/off, null -> false). */
export function flagField() {
  return z
    .union([z.boolean(), z.number(), z.string(), z.null()], { error: M.booleanInvalid })
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      if (value === null) return false;
      if (typeof value === 'number') {
        if (value === 1 || value === 0) return value === 1;
      } else {
        const word = value.trim().toLowerCase();
        if (TRUE_WORDS.has(word)) return true;
        if (FALSE_WORDS.has(word)) return false;
      }
      ctx.issues.push({ code: 'custom', message: M.booleanInvalid(), input: value });
      return z.NEVER;
    });
}
