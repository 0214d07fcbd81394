// The zod-free part of the field rules: patterns, column limits and their message, which the
// log-in form checks with (host) and the schemas build on (schemas/fields.ts). Kept out of the
// schemas so that importing 'shared-domain' brings no zod.
import { formatNumber } from 'shared-i18n';
import { t } from './i18n';

/** The 'simple address pattern' of spec section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Sign-up: optional plus, a first digit 1-9 and up to 15 more digits (16 digits at most). */
export const SIGNUP_PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Staff-entered forms: digits, spaces, dashes and parentheses with an optional leading plus. */
export const STAFF_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const PASSWORD_COMPLEXITY_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * A typed number with Western digits: an Arabic keyboard types Arabic-Indic (٠-٩) or Eastern
 * Arabic-Indic (۰-۹) digits and the Arabic decimal and thousands separators.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Column limits of the API's tables; DRF's wording so that a too-long value is a 400, not a 500. */
export const TEXT_LIMITS = {
  email: 254,
  username: 150,
  name: 150,
  phone: 32,
  nationality: 100,
  currency: 10,
  freeText: 255,
} as const;

/** DRF's wording for a text longer than its column, in the active language's digits ('1200'). */
export function maxMessage(limit: number): string {
  return t('refusals.maxLength', { limit: formatNumber(limit, { useGrouping: false }) });
}
