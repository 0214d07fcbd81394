// The failure texts of spec section 8 that belong to the session and its forms, word for word, and
// those of the shared handlers every screen uses (a failed call in general, an action on a
// resource). Each screen's own texts live with the screen, in its remote. Each text is read in the
// active language when it is read (shared-auth's catalogue, src/locales/).
import { texts } from 'shared-i18n';
import { en, t } from '../i18n';

/**
 * `serverUnreachable`: the log-in and sign-up forms' (shared-auth/forms) no-answer text, also
 * shown on the log-in page when that catalogue itself cannot be fetched.
 */
export const COMMON_MESSAGES = texts(t, 'common', en.common);

/**
 * A 429 (log-in, sign-up, e-mail links): the spec has no text for it. The wait is rounded up to
 * whole minutes; an unknown wait reads "a few minutes".
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return t('throttle.unknownWait');
  return t('throttle.wait', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** GET /api/me/, which the session and the profile screen read. */
export const CURRENT_USER_MESSAGES = texts(t, 'currentUser', en.currentUser);
