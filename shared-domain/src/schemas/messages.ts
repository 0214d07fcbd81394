// The validation messages of spec section 5 the schemas and the API give, and DRF's wording of a
// few refusals: here, not in the core every page loads. The log-in form's own are the core's
// LOGIN_FIELD_MESSAGES, included here. Each is read when it is read: in the screen's language, or
// on the server in the language of the request being validated.
import { formatNumber, texts } from 'shared-i18n';
import { DOMAIN_ENGLISH as en, t } from '../i18n';
import { API_MESSAGES, LOGIN_FIELD_MESSAGES } from '../messages';

type Getters<Keys extends string> = Readonly<Record<Keys, string>>;

/** One object of getters from several: their properties keep reading the active language. */
function joined<A extends object, B extends object>(a: A, b: B): Readonly<A & B> {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(a), ...Object.getOwnPropertyDescriptors(b) },
  ) as A & B;
}

export const VALIDATION_MESSAGES = joined(
  joined(LOGIN_FIELD_MESSAGES, texts(t, 'validation', en.validation)),
  {
    get noUpdateData() {
      return API_MESSAGES.noUpdateData;
    },
  } as Getters<'noUpdateData'>,
);
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * A message zod reads when a value fails (`{ error: message }`), so that it is in the language of
 * that moment rather than of the moment the schema was built; a fixed string is still accepted.
 */
export type Message = string | (() => string);

/** The text of a message, read now. */
export function messageText(message: Message): string {
  return typeof message === 'string' ? message : message();
}

/** Each of VALIDATION_MESSAGES as a Message: `z.string().min(2, { error: LAZY_MESSAGES.firstNameMin })`. */
export const LAZY_MESSAGES = Object.fromEntries(
  (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).map((key) => [
    key,
    () => VALIDATION_MESSAGES[key],
  ]),
) as Record<ValidationMessageKey, () => string>;

/** A number inside a message: the active language's digits, never grouped ('1200'). */
const count = (value: number) => formatNumber(value, { useGrouping: false });

/** DRF's wording for a list longer than it may be. */
export function maxItemsMessage(limit: number): string {
  return t('refusals.maxItems', { limit: count(limit) });
}

/** DRF's wording for a number above its maximum. */
export function maxValueMessage(limit: number): string {
  return t('refusals.maxValue', { limit: count(limit) });
}

/** DRF's wording for a value outside a fixed list of choices. */
export function invalidChoiceMessage(value: unknown): string {
  return t('refusals.invalidChoice', { value: String(value) });
}

/** The create-student route answers a missing-fields list in this form (spec section 5). */
export function missingRequiredFieldsMessage(fields: readonly string[]): string {
  return t('refusals.missingFields', { fields: fields.join(', ') });
}

/** A group refused because its instructor is busy then (docs/api.md#groups): '<name> already teaches <days> <hours>'. */
export function alreadyTeachesMessage(instructor: string, days: string, hours: string): string {
  return t('refusals.alreadyTeaches', { instructor, days, hours });
}

/** The API's refusals of a ledger write that break the ledger's own rules. */
export const LEDGER_REFUSALS = {
  currency: (currency: string) => t('refusals.ledgerCurrency', { currency }),
  overpayment: (balance: string) => t('refusals.overpayment', { balance }),
  refundAbovePaid: (paid: string) => t('refusals.refundAbovePaid', { paid }),
  alreadyReversed: () => t('refusals.alreadyReversed'),
  reversalNotReversible: () => t('refusals.reversalNotReversible'),
  dateInFuture: () => t('refusals.dateInFuture'),
  currencyLocked: () => t('refusals.currencyLocked'),
  idempotencyReused: () => t('refusals.idempotencyReused'),
};
