// `shared-auth/forms`: the auth screens' failure catalogue (spec sections 5 and 8), read only once a
// request has failed, so no share key: each app bundles it. It imports the engine and the `auth`
// catalogue by the package's name, so a page keeps the singleton's one copy of each; its texts are
// read in the active language.
import {
  AUTH_ENGLISH as en,
  COMMON_MESSAGES as C,
  bodyText,
  fieldErrorLists,
  firstFieldErrors,
  isServerError,
  noResponse,
  normalizeFailure,
  plain,
  serverMessage,
  tooManyAttemptsMessage,
  translateAuth as t,
  type FailureMessage,
  type NormalizedFailure,
} from 'shared-auth';
import { texts } from 'shared-i18n';

/** Adds a text read from another section to a section's texts (a getter, read when shown). */
function withText<Section extends object, Key extends string>(
  section: Section,
  key: Key,
  read: () => string,
): Section & Readonly<Record<Key, string>> {
  return Object.defineProperty(section, key, { enumerable: true, get: read }) as Section &
    Readonly<Record<Key, string>>;
}

export const REGISTRATION_MESSAGES = withText(
  texts(t, 'registration', en.registration),
  'noResponse',
  () => C.serverUnreachable,
);

export const LOGIN_MESSAGES = texts(t, 'login', en.login);

export const ACCOUNT_LINK_MESSAGES = texts(t, 'accountLink', en.accountLink);

/**
 * A 429 in plain words with the wait in whole minutes ("Too many attempts. Please try again in 15
 * minutes."), never the server's own throttle text; undefined for any other failure.
 */
function tooManyAttempts(failure: NormalizedFailure): FailureMessage | undefined {
  if (failure.status !== 429) return undefined;
  return plain(tooManyAttemptsMessage(failure.retryAfter));
}

function nonFieldError(body: unknown): string | undefined {
  return fieldErrorLists(body).non_field_errors?.[0];
}

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
  const fallback =
    kind === 'staff' ? REGISTRATION_MESSAGES.staffFallback : REGISTRATION_MESSAGES.studentFallback;
  if (failure.status === 400) {
    const nonField = nonFieldError(failure.body);
    if (nonField !== undefined)
      return { message: nonField, detail: REGISTRATION_MESSAGES.nonFieldDetail, fieldErrors };
    if (Object.keys(fieldErrors).length > 0) {
      return { message: C.correctFields, detail: REGISTRATION_MESSAGES.fieldsDetail, fieldErrors };
    }
    return plain(serverMessage(failure.body) ?? fallback, REGISTRATION_MESSAGES.nonFieldDetail);
  }
  if (failure.status === 409)
    return {
      message: REGISTRATION_MESSAGES.conflict,
      detail: REGISTRATION_MESSAGES.conflictDetail,
      fieldErrors,
    };
  if (isServerError(failure))
    return plain(REGISTRATION_MESSAGES.server, REGISTRATION_MESSAGES.serverDetail);
  if (noResponse(failure)) return plain(REGISTRATION_MESSAGES.noResponse);
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
  if (isServerError(failure))
    return plain(REGISTRATION_MESSAGES.server, REGISTRATION_MESSAGES.serverDetail);
  if (noResponse(failure)) return plain(REGISTRATION_MESSAGES.noResponse);
  if (failure.status !== null) {
    return plain(serverMessage(failure.body) ?? LOGIN_MESSAGES.fallback);
  }
  return plain(LOGIN_MESSAGES.unexpected);
}

export function verifyEmailError(error: unknown): FailureMessage {
  return plain(
    bodyText(normalizeFailure(error).body, 'error') ?? ACCOUNT_LINK_MESSAGES.verifyEmailFallback,
  );
}

export function resendVerificationError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  const throttled = tooManyAttempts(failure);
  if (throttled) return throttled;
  const { body } = failure;
  const emailError = fieldErrorLists(body).email?.[0];
  return plain(bodyText(body, 'error') ?? emailError ?? ACCOUNT_LINK_MESSAGES.resendFallback);
}

export function forgotPasswordError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  return (
    tooManyAttempts(failure) ??
    plain(bodyText(failure.body, 'error', 'detail') ?? ACCOUNT_LINK_MESSAGES.forgotPasswordFallback)
  );
}

export function validateResetTokenError(error: unknown): FailureMessage {
  return plain(
    bodyText(normalizeFailure(error).body, 'error') ?? ACCOUNT_LINK_MESSAGES.resetTokenFallback,
  );
}

export function resetPasswordError(error: unknown): FailureMessage {
  const failure = normalizeFailure(error);
  const fieldErrors = firstFieldErrors(failure.body, SIGNUP_FIELD_NAMES);
  if (failure.status === 400 && Object.keys(fieldErrors).length > 0) {
    return { message: C.correctFields, fieldErrors };
  }
  return plain(
    bodyText(failure.body, 'error', 'detail') ?? ACCOUNT_LINK_MESSAGES.resetPasswordFallback,
  );
}
