// Every failure text of spec section 8, word for word. Screens and their tests import these
// rather than retyping them.

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

export const USER_MESSAGES = {
  currentUserForbidden: 'Access denied. Your account may be deactivated.',
  currentUserNotFound: 'User profile not found.',
  currentUserFallback: 'An unexpected error occurred while fetching user profile.',
  listForbidden: 'Access denied. You do not have permission to view users.',
  listNotFound: 'Users endpoint not found.',
  listFallback: 'An unexpected error occurred while fetching users.',
  staffForbidden: 'Access denied. You do not have permission to view staff members.',
  staffNotFound: 'Staff endpoint not found.',
  staffFallback: 'An unexpected error occurred while fetching staff members.',
  createFallback: 'An unexpected error occurred while creating user.',
  notFound: 'User not found.',
  updateFallback: 'An unexpected error occurred while updating user.',
  deleteForbidden: 'Access denied. You do not have permission to delete this user.',
  deleteFallback: 'An unexpected error occurred while deleting user.',
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

export const STUDENT_MESSAGES = {
  dashboardNotFound: 'Student profile not found. Please contact support to set up your profile.',
  dashboardForbidden: 'Access denied. You do not have permission to view this profile.',
  dashboardFallback: 'Failed to load student profile',
  dashboardUnexpected: 'An unexpected error occurred while loading your profile.',
  listForbidden: 'Access denied. You do not have permission to view students.',
  listNotFound: 'Student data not found.',
  listFallback: 'Failed to load student data. Please try again.',
  updateForbidden: 'Access denied. You do not have permission to update students.',
  updateNotFound: 'Student not found. It may have been deleted.',
  updateFallback: 'Failed to update student. Please try again.',
  deleteForbidden: 'Access denied. You do not have permission to delete students.',
  deleteNotFound: 'Student not found. It may have already been deleted.',
  deleteFallback: 'Failed to delete student. Please try again.',
  createInvalid: 'Please check your input data and try again.',
  createFailed: 'Failed to create student. Please try again.',
  createUnexpected: 'An unexpected error occurred while creating student.',
} as const;

export const RESOURCE_MESSAGES = {
  forbidden: 'Access denied. You do not have permission for this action.',
  notFound: 'Resource not found. It may have been deleted.',
  groupNotFound: 'Group not found. It may have been deleted.',
  unknownError: 'Unknown error',
  loadEvaluationsFallback: 'Failed to load evaluation data. Please try again.',
  loadAttendanceFallback: 'Failed to load attendance data. Please try again.',
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

export const GROUP_MESSAGES = {
  fetch: 'Failed to fetch groups',
  load: 'Failed to load groups',
  create: 'Failed to create group',
  update: 'Failed to update group',
  delete: 'Failed to delete group',
  updateLevel: 'Failed to update group level',
} as const;

export const CALL_MESSAGES = {
  fetch: 'Failed to fetch calls',
  load: 'Failed to load calls',
  create: 'Failed to create call',
  update: 'Failed to update call',
  delete: 'Failed to delete call',
} as const;

export const SCHEDULE_MESSAGES = {
  forbidden: 'Access denied. You do not have permission to view the schedule.',
  notFound: 'Schedule endpoint not found.',
  fallback: 'An unexpected error occurred while fetching schedule.',
  pageFallback: 'Failed to load schedule data. Please try again.',
} as const;

export const STAFF_SCREEN_MESSAGES = {
  load: 'Failed to load staff data. Please try again.',
  update: 'Failed to update staff member. Please try again.',
  delete: 'Failed to delete staff member. Please try again.',
  create: 'An unexpected error occurred while creating staff member.',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile. Please try again.',
} as const;
