// The profile screen's texts: its load failure (spec section 8), and editing one's profile and
// password, whose failures follow the update-user entry of the catalogue.
import {
  COMMON_MESSAGES as C,
  firstFieldErrors,
  messageFrom,
  normalizeFailure,
  plain,
  tooManyAttemptsMessage,
  type FailureMessage,
} from 'shared-auth';
import { texts } from 'shared-i18n';
import { en, t } from './i18n';

export const PROFILE_MESSAGES = texts(t, 'profileFailures', en.profileFailures);

export const PROFILE_TEXT = texts(t, 'profile', en.profile);

/** The language preference's texts (LanguagePreference.tsx). */
export const LANGUAGE_TEXT = texts(t, 'language', en.language);

/** A 400 keeps the server's field errors for the form; 401, 429, 5xx and no answer in words. */
export function profileChangeError(error: unknown, fallback: string): FailureMessage {
  const failure = normalizeFailure(error);
  if (failure.status === 400) {
    return { message: C.checkForm, fieldErrors: firstFieldErrors(failure.body) };
  }
  if (failure.status === 429) return plain(tooManyAttemptsMessage(failure.retryAfter));
  return plain(
    messageFrom(failure, {
      byStatus: { 401: C.authRequired },
      server: C.serverError,
      noResponse: C.networkError,
      fallback,
    }),
  );
}

/**
 * A refused profile change shown on its form: each of the form's `fields` the server named gets
 * its error; the answer is the message for the banner above the form.
 */
export function showProfileChangeFailure<Field extends string>(
  error: unknown,
  fallback: string,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }) => void,
): string {
  const shown = profileChangeError(error, fallback);
  for (const [field, message] of Object.entries(shown.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Field, { message });
  }
  return shown.message;
}
