// The server's fixed answers (docs/api.md), the screens' shared wording and the log-in form's field
// messages, imported by screens and server so tests compare the exact strings; the other
// validation messages are the schemas' (schemas/messages.ts).

/** The log-in form's field messages (spec section 5), which the log-in page checks with before
 * any schema is fetched; the schemas' VALIDATION_MESSAGES (shared-domain/schemas) holds them too. */
export const LOGIN_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters long',
} as const;

/** The sign-up password rule in words, shown under a new-password field before any error. */
export const PASSWORD_RULES_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

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

/** Fixed answers of the server (docs/api.md) that the screens also look for. */
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
  noUpdateData: 'No data provided for update',
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
