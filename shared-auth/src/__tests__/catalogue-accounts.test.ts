import { currentUserError, normalizeFailure } from '../index';
import {
  forgotPasswordError,
  loginError,
  registrationError,
  resendVerificationError,
  resetPasswordError,
  validateResetTokenError,
  verifyEmailError,
} from '../forms';
import { setupFailures } from './support/failures';

const failures = setupFailures();
const { http } = failures;

describe('normalizeFailure', () => {
  it('reads status and JSON body of an HTTP error', async () => {
    expect(normalizeFailure(await http(403, { detail: 'No.' }))).toEqual({
      status: 403,
      body: { detail: 'No.' },
      isNetwork: false,
      isTimeout: false,
    });
  });

  it('tells a network failure, a raw fetch TypeError and a timeout apart from a bug', async () => {
    expect(normalizeFailure(await failures.network())).toMatchObject({
      status: null,
      isNetwork: true,
    });
    expect(normalizeFailure(new TypeError('Failed to fetch'))).toMatchObject({ isNetwork: true });
    expect(normalizeFailure(failures.timeout())).toMatchObject({ status: null, isTimeout: true });
    expect(normalizeFailure(failures.unexpected())).toEqual({
      status: null,
      body: undefined,
      isNetwork: false,
      isTimeout: false,
    });
    expect(
      normalizeFailure(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toMatchObject({ isNetwork: false });
  });
});

describe('reading the current user', () => {
  const auth = 'Authentication required. Please login again.';
  const server = 'Server error. Please try again later.';
  const network = 'Network error. Please check your internet connection.';

  it.each([
    [401, auth],
    [403, 'Access denied. Your account may be deactivated.'],
    [404, 'User profile not found.'],
    [500, server],
    [503, server],
    [418, 'An unexpected error occurred while fetching user profile.'],
  ])('current user, status %i', async (status, message) => {
    expect(currentUserError(await http(status, { detail: 'server words' })).message).toBe(message);
  });

  it('current user without an answer', async () => {
    expect(currentUserError(await failures.network()).message).toBe(network);
    expect(currentUserError(failures.timeout()).message).toBe(network);
    expect(currentUserError(failures.unexpected()).message).toBe(
      'An unexpected error occurred while fetching user profile.',
    );
  });
});

describe('registration', () => {
  it('a non_field_errors entry is the message, with the check-your-input detail', async () => {
    const failure = await http(400, { non_field_errors: ['Passwords do not match'] });
    expect(registrationError(failure, 'student')).toEqual({
      message: 'Passwords do not match',
      detail: 'Please check your input and try again.',
      fieldErrors: {},
    });
  });

  it('field errors go to the form fields, server keys mapped to the form names', async () => {
    const failure = await http(400, {
      first_name: ['First name must be at least 2 characters', 'another'],
      last_name: ['Last name must be at least 2 characters'],
      middle_name: ['Too long'],
      phone_number: ['Please enter a valid phone number'],
      username: ['Username can only contain letters, numbers, and underscores'],
    });
    expect(registrationError(failure, 'staff')).toEqual({
      message: 'Please correct the highlighted fields.',
      detail: 'Check the form for validation errors and try again.',
      fieldErrors: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        middleName: 'Too long',
        phoneNumber: 'Please enter a valid phone number',
        username: 'Username can only contain letters, numbers, and underscores',
      },
    });
  });

  it('409: the account exists, with the server field errors kept', async () => {
    const failure = await http(409, {
      detail: 'An account with this email or username already exists.',
      email: ['A user with this email already exists.'],
    });
    expect(registrationError(failure, 'student')).toEqual({
      message: 'An account with this email or username already exists.',
      detail: 'Please try with different credentials or login if you already have an account.',
      fieldErrors: { email: 'A user with this email already exists.' },
    });
  });

  it('5xx and no answer', async () => {
    expect(registrationError(await http(500), 'staff')).toEqual({
      message: 'Server is experiencing issues. Please try again in a moment.',
      detail: 'If this problem persists, please contact technical support.',
      fieldErrors: {},
    });
    expect(registrationError(await failures.network(), 'staff').message).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it('falls back per form, unless the server explained itself', async () => {
    expect(registrationError(await http(418), 'staff').message).toBe(
      'Staff registration failed. Please try again.',
    );
    expect(registrationError(failures.unexpected(), 'student').message).toBe(
      'Student registration failed. Please try again.',
    );
    expect(
      registrationError(await http(429, { detail: 'Too many attempts.' }), 'student').message,
    ).toBe('Too many attempts. Please try again in a few minutes.');
  });
});

describe('login', () => {
  it('400: field errors per field, with the default message and detail', async () => {
    const failure = await http(400, { email: ['Please enter a valid email address'] });
    expect(loginError(failure)).toEqual({
      message: 'Please correct the highlighted fields.',
      detail: 'Check your email and password.',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('400: a non_field_errors entry becomes the message; errors keyed by field are read too', async () => {
    const failure = await http(400, {
      success: false,
      message: 'Login failed',
      errors: { non_field_errors: ['Unable to log in.'], password: ['Password is required'] },
    });
    expect(loginError(failure)).toEqual({
      message: 'Unable to log in.',
      fieldErrors: { password: 'Password is required' },
    });
  });

  it.each([
    [401, { detail: 'Invalid email or password.' }, 'Invalid email or password.'],
    [500, undefined, 'Server is experiencing issues. Please try again in a moment.'],
    [403, { detail: 'This account is not active yet.' }, 'This account is not active yet.'],
    [429, undefined, 'Too many attempts. Please try again in a few minutes.'],
  ])('status %i', async (status, body, message) => {
    expect(loginError(await http(status, body)).message).toBe(message);
  });

  it('no answer, and an unexpected failure', async () => {
    expect(loginError(await failures.network()).message).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(loginError(failures.unexpected()).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('429: too many attempts', () => {
  const throttled = (seconds: number) =>
    http(429, { detail: `Request was throttled. Expected available in ${seconds} seconds.` });

  it('log-in, sign-up, resend and forgot password say the wait in minutes, never the server text', async () => {
    const failure = await throttled(888);
    for (const shown of [
      loginError(failure),
      registrationError(failure, 'student'),
      registrationError(failure, 'staff'),
      resendVerificationError(failure),
      forgotPasswordError(failure),
    ]) {
      expect(shown).toEqual({
        message: 'Too many attempts. Please try again in 15 minutes.',
        fieldErrors: {},
      });
    }
  });

  it('rounds up to whole minutes, one minute at least', async () => {
    expect(loginError(await throttled(61)).message).toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
    expect(loginError(await throttled(20)).message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(normalizeFailure(await throttled(3600)).retryAfter).toBe(3600);
  });
});

describe('e-mailed links', () => {
  it('verify e-mail: the server error field, else the fallback', async () => {
    expect(
      verifyEmailError(await http(400, { error: 'Invalid or expired verification link.' })).message,
    ).toBe('Invalid or expired verification link.');
    expect(verifyEmailError(await http(500)).message).toBe('Email verification failed.');
  });

  it('resend verification: the server error, else the first email error, else the fallback', async () => {
    expect(resendVerificationError(await http(400, { error: 'Already verified.' })).message).toBe(
      'Already verified.',
    );
    expect(
      resendVerificationError(await http(400, { email: ['Enter a valid email address.', 'x'] }))
        .message,
    ).toBe('Enter a valid email address.');
    expect(resendVerificationError(await failures.network()).message).toBe(
      'Failed to resend verification email.',
    );
  });

  it('forgot password: the server message, else the fallback', async () => {
    expect(forgotPasswordError(await http(400, { detail: 'Too many requests.' })).message).toBe(
      'Too many requests.',
    );
    expect(forgotPasswordError(await http(500)).message).toBe('Failed to request password reset.');
  });

  it('validate reset token: the server error, else the fallback', async () => {
    expect(validateResetTokenError(await http(400, { valid: false })).message).toBe(
      'Invalid or expired reset token.',
    );
    expect(
      validateResetTokenError(await http(400, { valid: false, error: 'Link used.' })).message,
    ).toBe('Link used.');
  });

  it('reset password: field errors, the server error, or the fallback', async () => {
    const fields = await http(400, {
      password: ['Password must contain uppercase, lowercase, and number'],
      confirm_password: ['Passwords do not match'],
    });
    expect(resetPasswordError(fields)).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        password: 'Password must contain uppercase, lowercase, and number',
        confirmPassword: 'Passwords do not match',
      },
    });
    expect(
      resetPasswordError(await http(400, { error: 'Invalid or expired reset token.' })).message,
    ).toBe('Invalid or expired reset token.');
    expect(resetPasswordError(await failures.network()).message).toBe('Failed to reset password.');
  });
});
