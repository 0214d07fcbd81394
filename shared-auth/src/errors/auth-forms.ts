// Error catalogue (spec sections 5 and 8): sign-up, login and the e-mailed-link screens.
import {
  ACCOUNT_LINK_MESSAGES as L,
  COMMON_MESSAGES as C,
  LOGIN_MESSAGES,
  REGISTRATION_MESSAGES as R,
} from './messages';
import {
  type FailureMessage,
  bodyText,
  fieldErrorLists,
  firstFieldErrors,
  isServerError,
  noResponse,
  nonFieldError,
  normalizeFailure,
  plain,
  serverMessage,
  tooManyAttempts,
} from './failure';

/** Server keys of the registration payload and the sign-up form fields they belong to. */
export const SIGNUP_FIELD_NAMES: Readonly<Record<string, string>> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  confirm_password: 'confirmPassword',
};

export type RegistrationKind = 'student' | 'staff';

export function registrationError(error: unknown, kind: RegistrationKind): FailureMessage {
  const failure = normalizeFailure(error);
  const throttled = tooManyAttempts(failure);
  if (throttled) return throttled;
  const fieldErrors = firstFieldErrors(failure.body, SIGNUP_FIELD_NAMES);
  const fallback = kind === 'staff' ? R.staffFallback : R.studentFallback;
  if (failure.status === 400) {
    const nonField = nonFieldError(failure.body);
    if (nonField !== undefined) return { message: nonField, detail: R.nonFieldDetail, fieldErrors };
    if (Object.keys(fieldErrors).length > 0) {
      return { message: C.correctFields, detail: R.fieldsDetail, fieldErrors };
    }
    return plain(serverMessage(failure.body) ?? fallback, R.nonFieldDetail);
  }
  if (failure.status === 409) return { message: R.conflict, detail: R.conflictDetail, fieldErrors };
  if (isServerError(failure)) return plain(R.server, R.serverDetail);
  if (noResponse(failure)) return plain(R.noResponse);
  return plain(serverMessage(failure.body) ?? fallback);
}

export function loginError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  const throttled = tooManyAttempts(failure);
  if (throttled) return throttled;
  if (failure.status === 400) {
    const fieldErrors = firstFieldErrors(failure.body);
    const nonField = nonFieldError(failure.body);
    if (nonField !== undefined) return { message: nonField, fieldErrors };
    return { message: C.correctFields, detail: LOGIN_MESSAGES.fieldsDetail, fieldErrors };
  }
  if (failure.status === 401) return plain(LOGIN_MESSAGES.invalidCredentials);
  if (isServerError(failure)) return plain(R.server, R.serverDetail);
  if (noResponse(failure)) return plain(R.noResponse);
  if (failure.status !== null) {
    return plain(serverMessage(failure.body) ?? LOGIN_MESSAGES.fallback);
  }
  return plain(LOGIN_MESSAGES.unexpected);
}

export function verifyEmailError(error: unknown): FailureMessage {
  return plain(bodyText(normalizeFailure(error).body, 'error') ?? L.verifyEmailFallback);
}

export function resendVerificationError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  const throttled = tooManyAttempts(failure);
  if (throttled) return throttled;
  const { body } = failure;
  const emailError = fieldErrorLists(body).email?.[0];
  return plain(bodyText(body, 'error') ?? emailError ?? L.resendFallback);
}

export function forgotPasswordError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  return (
    tooManyAttempts(failure) ??
    plain(bodyText(failure.body, 'error', 'detail') ?? L.forgotPasswordFallback)
  );
}

export function validateResetTokenError(error: unknown): FailureMessage {
  return plain(bodyText(normalizeFailure(error).body, 'error') ?? L.resetTokenFallback);
}

export function resetPasswordError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  const fieldErrors = firstFieldErrors(failure.body, SIGNUP_FIELD_NAMES);
  if (failure.status === 400 && Object.keys(fieldErrors).length > 0) {
    return { message: C.correctFields, fieldErrors };
  }
  return plain(bodyText(failure.body, 'error', 'detail') ?? L.resetPasswordFallback);
}
