// User-visible validation messages of spec section 5 and the server's fixed answers of API.md.
// Tests compare against these exact strings, so screens and server import them instead of retyping.

export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters long',
  signupPasswordMin: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must contain uppercase, lowercase, and number',
  staffFormPasswordMin: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernamePattern: 'Username can only contain letters, numbers, and underscores',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  genderRequired: 'Please select your gender',
  nationalityRequired: 'Nationality is required',
  roleRequired: 'Please select your role',
  termsRequired: 'You must agree to the terms and conditions',
  fieldRequired: 'This field is required',
  amountNegative: 'Amount cannot be negative',
  outstandingNegative: 'Outstanding amount cannot be negative',
  outstandingAboveAmount: 'Outstanding amount cannot be greater than total amount',
  totalLevelsInvalid: 'Total levels must be 0 or a positive number',
  levelsRange: 'Levels must be between 1 and 14',
  numberInvalid: 'A valid number is required.',
  amountTooLarge: 'Ensure that there are no more than 10 digits before the decimal point.',
  wholeNumber: 'A valid integer is required.',
  studentIdRequired: 'Student ID is required',
  studentIdRequiredForUpdate: 'Student ID is required for update',
  noUpdateData: 'No data provided for update',
  oralRange: 'Oral score must be between 0 and 50',
  participationRange: 'Participation score must be between 0 and 20',
  writtenRange: 'Written score must be between 0 and 10',
  listeningRange: 'Listening score must be between 0 and 10',
  tasksRange: 'Tasks score must be between 0 and 10',
  daysRequired: 'Please select the days',
  hoursRequired: 'Please select the hours',
  hoursFormat: 'Hours must look like 4 PM - 6 PM',
  hoursOutsideSchedule: 'Hours must be between 10 AM and 10 PM',
  hoursEndBeforeStart: 'End time must be after start time',
  maxCapacityInvalid: 'Max capacity must be a positive whole number',
  callerRequired: 'Caller Name is required',
  callTimeFormat: 'Time must be in HH:MM:SS format',
  monthsMin: 'Months must be at least 1',
  monthsNumber: 'Duration must be a number of months, e.g. 7 months',
  newLevelRequired: 'Please select a new level',
  idInvalid: 'A valid id is required.',
  booleanInvalid: 'Must be a valid boolean.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  studentsRequired: 'Choose at least one student.',
} as const;

/** The sign-up password rule in words, shown under a new-password field before any error. */
export const PASSWORD_RULES_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

/** DRF's wording for a value outside a fixed list of choices. */
export function invalidChoiceMessage(value: unknown): string {
  return `"${String(value)}" is not a valid choice.`;
}

/** The create-student route answers a missing-fields list in this form (spec section 5). */
export function missingRequiredFieldsMessage(fields: readonly string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

/** A group refused because its instructor is busy then (API.md): '<name> already teaches <days> <hours>'. */
export function alreadyTeachesMessage(instructor: string, days: string, hours: string): string {
  return `${instructor} already teaches ${days} ${hours}`;
}

/**
 * The notice of a button whose feature is not built yet (spec section 1: Export and Filter on the
 * staff, groups and calls screens), worded once so every screen says it alike.
 */
export function comingSoonNotice(feature: string): string {
  return `${feature} is coming soon`;
}

export type SuccessAction = 'refreshed' | 'created' | 'updated' | 'deleted';

/**
 * The success toasts of spec section 8 (refreshed, created, updated, deleted), which it names
 * without wording; worded like its 'User created successfully!' so every screen says them alike.
 */
export function successToast(subject: string, action: SuccessAction): string {
  return `${subject} ${action} successfully!`;
}

/** Fixed answers of the server (API.md) that the screens also look for. */
export const API_MESSAGES = {
  loginSuccess: 'Login successful!',
  invalidCredentials: 'Invalid email or password.',
  duplicateAccount: 'An account with this email or username already exists.',
  duplicateEmail: 'A user with this email already exists.',
  duplicateUsername: 'A user with this username already exists.',
  verifyEmailInvalid: 'Invalid or expired verification link.',
  forgotPasswordSent: 'If the email exists, a reset link will be sent.',
  resetTokenInvalid: 'Invalid or expired reset token.',
  passwordResetDone: 'Password reset successfully.',
  forbidden: 'You do not have permission to perform this action.',
  serverError: 'Server error.',
  noUpdateData: VALIDATION_MESSAGES.noUpdateData,
  userCreated: 'User created successfully!',
  userUpdated: 'User updated successfully!',
  userDeleted: 'User deleted successfully!',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  studentRemoved: 'Student removed from the group.',
  staffSignupSuccess:
    'Staff account created successfully! Please check your email for verification.',
  studentSignupSuccess:
    'Student account created successfully! Please check your email for verification.',
} as const;

/** The staff lookup that fills the call and group forms' pickers (spec section 8), in two remotes. */
export const STAFF_LOOKUP_MESSAGES = {
  forbidden: 'Access denied. You do not have permission to view staff members.',
  notFound: 'Staff endpoint not found.',
  fallback: 'An unexpected error occurred while fetching staff members.',
} as const;
