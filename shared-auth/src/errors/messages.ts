// The failure texts of spec section 8 that belong to the session and its forms, word for word, and
// those of the shared handlers every screen uses (a failed call in general, an action on a
// resource). Each screen's own texts live with the screen, in its remote.

const AUTH_REQUIRED = 'Authentication required. Please login again.';
const SESSION_EXPIRED = 'Your session has expired. Please login again.';
const SERVER_ERROR = 'Server error. Please try again later.';
const NETWORK_ERROR = 'Network error. Please check your internet connection.';
const UNABLE_TO_CONNECT = 'Unable to connect to server. Please check your internet connection.';
const SERVER_UNREACHABLE =
  'Unable to connect to the server. Please check your internet connection.';
const CHECK_FORM = 'Please check the form for errors.';
const CORRECT_FIELDS = 'Please correct the highlighted fields.';
const VALIDATION_ERRORS = 'Validation errors occurred. Please check your input.';

export const COMMON_MESSAGES = {
  authRequired: AUTH_REQUIRED,
  sessionExpired: SESSION_EXPIRED,
  serverError: SERVER_ERROR,
  networkError: NETWORK_ERROR,
  unableToConnect: UNABLE_TO_CONNECT,
  /** The log-in and sign-up forms' (shared-auth/forms) no-answer text, also shown on the log-in
   * page when that catalogue itself cannot be fetched. */
  serverUnreachable: SERVER_UNREACHABLE,
  checkForm: CHECK_FORM,
  correctFields: CORRECT_FIELDS,
  validationErrors: VALIDATION_ERRORS,
} as const;

/**
 * A 429 (log-in, sign-up, e-mail links): the spec has no text for it. The wait is rounded up to
 * whole minutes; an unknown wait reads "a few minutes".
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined)
    return 'Too many attempts. Please try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** GET /api/me/, which the session and the profile screen read. */
export const CURRENT_USER_MESSAGES = {
  forbidden: 'Access denied. Your account may be deactivated.',
  notFound: 'User profile not found.',
  fallback: 'An unexpected error occurred while fetching user profile.',
} as const;
