// The guard's texts (spec section 2), shared with the styled versions in shared-ui; each read in
// the active language (shared-auth's catalogue).
import { texts } from 'shared-i18n';
import { en, t } from '../i18n';

/** `unavailableTitle`/`unavailableDetail`: the session could not load the signed-in user, for a
 * reason that is not a sign-out. */
export const GUARD_MESSAGES = texts(t, 'guard', en.guard);

export const LOGIN_PATH = '/login';
