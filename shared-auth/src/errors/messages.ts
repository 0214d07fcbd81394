// The failure texts of spec section 8 that belong to the session and its forms, word for word, and
// those of the shared handlers every screen uses (a failed call in general, an action on a
// resource). Each screen's own texts live with the screen, in its remote.

const AUTH_REQUIRED = 'Authentication required. Please login again.';
const SESSION_EXPIRED = 'Your session has expired. Please login again.';
const SERVER_ERROR = 'Server error. Please try again later.';
const NETWORK_ERROR = 'Network error. Please check your internet connection.';
const UNABLE_TO_CONNECT = 'Unable to connect to server. Please check your internet connection.';
const CHECK_FORM = 'Please check the form for errors.';
const CORRECT_FIELDS = 'Please correct the highlighted fields.';
const VALIDATION_ERRORS = 'Validation errors occurred. Please check your input.';

export const COMMON_MESSAGES = {
  authRequired: AUTH_REQUIRED,
  sessionExpired: SESSION_EXPIRED,
  serverError: SERVER_ERROR,
  networkError: NETWORK_ERROR,
  unableToConnect: UNABLE_TO_CONNECT,
  checkForm: CHECK_FORM,
  correctFields: CORRECT_FIELDS,
  validationErrors: VALIDATION_ERRORS,
} as const;

/** GET /api/me/, which the session and the profile screen read. */
export const CURRENT_USER_MESSAGES = {
  forbidden: 'Access denied. Your account may be deactivated.',
  notFound: 'User profile not found.',
  fallback: 'An unexpected error occurred while fetching user profile.',
} as const;

export const REGISTRATION_MESSAGES = {
  conflict: 'An account with this email or username already exists.',
  conflictDetail: 'Please try with different credentials or login if you already have an account.',
  server: 'Server is experiencing issues. Please try again in a moment.',
  serverDetail: 'If this problem persists, please contact technical support.',
  noResponse: 'Unable to connect to the server. Please check your internet connection.',
  nonFieldDetail: 'Please check your input and try again.',
  fieldsDetail: 'Check the form for validation errors and try again.',
  staffFallback: 'Staff registration failed. Please try again.',
  studentFallback: 'Student registration failed. Please try again.',
} as const;

export const LOGIN_MESSAGES = {
  fieldsDetail: 'Check your email and password.',
  invalidCredentials: 'Invalid email or password.',
  fallback: 'Login failed. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const ACCOUNT_LINK_MESSAGES = {
  verifyEmailFallback: 'Email verification failed.',
  resendFallback: 'Failed to resend verification email.',
  forgotPasswordFallback: 'Failed to request password reset.',
  resetTokenFallback: 'Invalid or expired reset token.',
  resetPasswordFallback: 'Failed to reset password.',
} as const;

export const RESOURCE_MESSAGES = {
  forbidden: 'Access denied. You do not have permission for this action.',
  notFound: 'Resource not found. It may have been deleted.',
  unknownError: 'Unknown error',
  validationPrefix: 'Validation errors: ',
} as const;

/** The shared evaluations/attendance/group handler's texts that name the attempted action. */
export const actionMessages = {
  invalid: (action: string) =>
    `Invalid data provided while ${action}. Please check your input and try again.`,
  server: (action: string) => `Server error occurred while ${action}. Please try again later.`,
  otherStatus: (action: string, message: string) => `Error ${action}: ${message}`,
  unexpected: (action: string) => `An unexpected error occurred while ${action}. Please try again.`,
};
