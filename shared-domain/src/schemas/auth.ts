// Login, sign-up (form and server payload), e-mail and password-reset schemas (spec sections 3, 5).
import { LOCALES } from 'shared-i18n';
import { z } from 'zod';
import { DIGIT_CHOICES, GENDERS, SIGNUP_STAFF_ROLES } from '../constants';
import { LAZY_MESSAGES as M } from './messages';
import {
  choiceField,
  emailField,
  maxMessage,
  optionalText,
  requiredText,
  signupPhoneField,
  strongPasswordField,
  TEXT_LIMITS,
  USERNAME_PATTERN,
} from './fields';

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: M.passwordRequired })
    .refine((value) => value.trim() !== '', { error: M.passwordRequired, abort: true })
    .min(6, { error: M.loginPasswordMin }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;

function firstNameField() {
  return requiredText(M.firstNameRequired, TEXT_LIMITS.name).min(2, { error: M.firstNameMin });
}
function lastNameField() {
  return requiredText(M.lastNameRequired, TEXT_LIMITS.name).min(2, { error: M.lastNameMin });
}
function usernameField() {
  return requiredText(M.usernameRequired, TEXT_LIMITS.username)
    .min(3, { error: M.usernameMin })
    .regex(USERNAME_PATTERN, { error: M.usernamePattern });
}
function signupPasswordField() {
  return strongPasswordField(M.signupPasswordMin);
}
const genderField = () => choiceField(GENDERS, M.genderRequired);
const signupRoleField = () => choiceField(SIGNUP_STAFF_ROLES, M.roleRequired);

const signUpFormFields = {
  firstName: firstNameField(),
  middleName: optionalText(TEXT_LIMITS.name),
  lastName: lastNameField(),
  username: usernameField(),
  phoneNumber: signupPhoneField(),
  nationality: requiredText(M.nationalityRequired, TEXT_LIMITS.nationality),
  gender: genderField(),
  email: emailField(),
  password: signupPasswordField(),
  confirmPassword: z
    .string({ error: M.confirmPasswordRequired })
    .min(1, { error: M.confirmPasswordRequired, abort: true }),
  agreeToTerms: z
    .boolean({ error: M.termsRequired })
    .refine((agreed) => agreed, { error: M.termsRequired }),
};

/**
 * The mismatch check sits beside the field schemas, not on their object: zod skips an object's
 * refinements, even with `when`, once a field check has aborted (a blank first name does), and the
 * spec shows every message on blur, so the mismatch must show while the rest is still empty.
 */
const passwordConfirmation = z
  .object({ password: z.unknown().optional(), confirmPassword: z.unknown().optional() })
  .refine(
    ({ password, confirmPassword }) =>
      typeof password !== 'string' ||
      typeof confirmPassword !== 'string' ||
      confirmPassword === '' ||
      password === confirmPassword,
    { error: M.passwordsMismatch, path: ['confirmPassword'] },
  );

export const studentSignUpFormSchema = z.intersection(
  z.object(signUpFormFields),
  passwordConfirmation,
);

export const staffSignUpFormSchema = z.intersection(
  z.object({ ...signUpFormFields, role: signupRoleField() }),
  passwordConfirmation,
);

export type StudentSignUpFormValues = z.input<typeof studentSignUpFormSchema>;
export type StaffSignUpFormValues = z.input<typeof staffSignUpFormSchema>;
export type StudentSignUpForm = z.output<typeof studentSignUpFormSchema>;
export type StaffSignUpForm = z.output<typeof staffSignUpFormSchema>;

const registrationFields = {
  email: emailField(),
  username: usernameField(),
  password: signupPasswordField(),
  first_name: firstNameField(),
  middle_name: optionalText(TEXT_LIMITS.name),
  last_name: lastNameField(),
  phone_number: signupPhoneField(),
  nationality: requiredText(M.nationalityRequired, TEXT_LIMITS.nationality),
  gender: genderField(),
};

/** POST /auth/register-student/ body. */
export const studentRegistrationSchema = z.object(registrationFields);
/** POST /auth/register-staff/ body; any role outside SIGNUP_STAFF_ROLES is refused. */
export const staffRegistrationSchema = z.object({ ...registrationFields, role: signupRoleField() });

export type StudentRegistrationPayload = z.output<typeof studentRegistrationSchema>;
export type StaffRegistrationPayload = z.output<typeof staffRegistrationSchema>;

/** Server keys of a registration error answer mapped to the sign-up form's field names. */
export const SIGNUP_FORM_FIELD_BY_SERVER_KEY = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  email: 'email',
  username: 'username',
  password: 'password',
  nationality: 'nationality',
  gender: 'gender',
  role: 'role',
} as const;

/** The snake_case registration payload of a validated sign-up form (middle_name '' if absent). */
export function toRegistrationPayload(form: StaffSignUpForm): StaffRegistrationPayload;
export function toRegistrationPayload(form: StudentSignUpForm): StudentRegistrationPayload;
export function toRegistrationPayload(
  form: StudentSignUpForm | StaffSignUpForm,
): StudentRegistrationPayload | StaffRegistrationPayload {
  const payload: StudentRegistrationPayload = {
    email: form.email,
    username: form.username,
    password: form.password,
    first_name: form.firstName,
    middle_name: form.middleName ?? '',
    last_name: form.lastName,
    phone_number: form.phoneNumber,
    nationality: form.nationality,
    gender: form.gender,
  };
  return 'role' in form ? { ...payload, role: form.role } : payload;
}

/**
 * Server field errors ({first_name: ['...'], non_field_errors: [...]}) keyed by sign-up form field,
 * first message of each list (spec section 5). Unknown keys are kept as they are.
 */
export function toSignUpFormErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string') continue;
    const field =
      SIGNUP_FORM_FIELD_BY_SERVER_KEY[key as keyof typeof SIGNUP_FORM_FIELD_BY_SERVER_KEY] ?? key;
    result[field] = first;
  }
  return result;
}

/** POST /auth/resend-verification/ and /auth/forgot-password/. */
export const emailSchema = z.object({ email: emailField() });

/** POST /auth/reset-password/{token}/: confirm_password is optional and checked only when sent. */
export const resetPasswordSchema = z
  .object({
    password: signupPasswordField(),
    confirm_password: z.string().optional(),
  })
  .refine(
    (value) =>
      value.confirm_password === undefined ||
      value.confirm_password === '' ||
      value.confirm_password === value.password,
    { error: M.passwordsMismatch, path: ['confirm_password'] },
  );
export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>;

/** The profile form (/profile): one's own names, phone and nationality, with the sign-up rules. */
export const profileFormSchema = z.object({
  first_name: firstNameField(),
  middle_name: optionalText(TEXT_LIMITS.name),
  last_name: lastNameField(),
  phone_number: signupPhoneField(),
  nationality: requiredText(M.nationalityRequired, TEXT_LIMITS.nationality),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/**
 * PATCH /api/me/: the profile form's fields, each optional; a middle name sent blank is cleared.
 * The language choice (locale 'en' | 'ar', digits 'latn' | 'arab') is sent on its own too.
 */
export const profileUpdateSchema = profileFormSchema.extend({
  first_name: firstNameField().optional(),
  middle_name: z
    .string()
    .trim()
    .max(TEXT_LIMITS.name, { error: () => maxMessage(TEXT_LIMITS.name) })
    .optional(),
  last_name: lastNameField().optional(),
  phone_number: signupPhoneField().optional(),
  nationality: requiredText(M.nationalityRequired, TEXT_LIMITS.nationality).optional(),
  locale: choiceField(LOCALES).optional(),
  digits: choiceField(DIGIT_CHOICES).optional(),
});
export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;

/** POST /api/me/password/: the current password and a new one with the sign-up rules. */
export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: M.currentPasswordRequired })
    .min(1, { error: M.currentPasswordRequired })
    .max(128, { error: () => maxMessage(128) }),
  new_password: signupPasswordField(),
});
export type PasswordChangePayload = z.output<typeof passwordChangeSchema>;

/** The change-password form: the server's fields and a confirmation that must match. */
export const passwordChangeFormSchema = z.intersection(
  passwordChangeSchema.extend({
    confirm_password: z
      .string({ error: M.confirmPasswordRequired })
      .min(1, { error: M.confirmPasswordRequired, abort: true }),
  }),
  z
    .object({ new_password: z.unknown().optional(), confirm_password: z.unknown().optional() })
    .refine(
      ({ new_password, confirm_password }) =>
        typeof new_password !== 'string' ||
        typeof confirm_password !== 'string' ||
        confirm_password === '' ||
        new_password === confirm_password,
      { error: M.passwordsMismatch, path: ['confirm_password'] },
    ),
);
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;
