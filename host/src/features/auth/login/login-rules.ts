// The log-in form's rules without zod (the first page carries no schema library): the
// same checks and messages as shared-domain's loginSchema, which the API still validates with
// (login-rules.test.ts holds the two to the same answers).
import { EMAIL_PATTERN, LOGIN_FIELD_MESSAGES as M, TEXT_LIMITS, maxMessage } from 'shared-domain';

export type LoginField = 'email' | 'password';
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The message a field's value gets, or undefined when it is valid. */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  if (field === 'email') {
    const email = value.trim();
    if (email === '') return M.emailRequired;
    if (email.length > TEXT_LIMITS.email) return maxMessage(TEXT_LIMITS.email);
    return EMAIL_PATTERN.test(email) ? undefined : M.emailInvalid;
  }
  // A password is never trimmed, but one of spaces only is missing.
  if (value.trim() === '') return M.passwordRequired;
  return value.length < 6 ? M.loginPasswordMin : undefined;
}

export type LoginCheck = { ok: true; payload: LoginValues } | { ok: false; errors: LoginErrors };

/** Every field checked; the payload sent is the e-mail trimmed and the password as typed. */
export function checkLogin(values: LoginValues): LoginCheck {
  const errors: LoginErrors = {};
  for (const field of ['email', 'password'] as const) {
    const error = loginFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, payload: { email: values.email.trim(), password: values.password } };
}
