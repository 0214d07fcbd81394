// The server's fixed answers (docs/api.md), the screens' shared wording and the log-in form's field
// messages, imported by screens and server so tests compare the exact strings; the other
// validation messages are the schemas' (schemas/messages.ts). Each is read in the active language
// (on the server, the request's) when it is read, never at module load.
import { texts } from 'shared-i18n';
import { DOMAIN_ENGLISH as en, t } from './i18n';

/** The log-in form's field messages (spec section 5), which the log-in page checks with before
 * any schema is fetched; the schemas' VALIDATION_MESSAGES (shared-domain/schemas) holds them too. */
export const LOGIN_FIELD_MESSAGES = texts(t, 'login', en.login);

/** The sign-up password rule in words, shown under a new-password field before any error. */
export function passwordRulesHint(): string {
  return t('notices.passwordRulesHint');
}

export type SuccessAction = 'refreshed' | 'created' | 'updated' | 'deleted';

/**
 * The success toasts of spec section 8 (refreshed, created, updated, deleted), which it names
 * without wording; worded like its 'User created successfully!' so every screen says them alike.
 * One message per action: Arabic cannot build the sentence from an English verb.
 */
export function successToast(subject: string, action: SuccessAction): string {
  return t(`notices.success.${action}`, { subject });
}

/** Fixed answers of the server (docs/api.md) that the screens also look for. */
export const API_MESSAGES = texts(t, 'api', en.api);

/** The staff lookup that fills the call and group forms' pickers (spec section 8), in two remotes. */
export const STAFF_LOOKUP_MESSAGES = texts(t, 'staffLookup', en.staffLookup);
