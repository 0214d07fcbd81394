import {
  emailSchema,
  loginSchema,
  resetPasswordSchema,
  staffRegistrationSchema,
  staffSignUpFormSchema,
  studentRegistrationSchema,
  studentSignUpFormSchema,
  toRegistrationPayload,
  toSignUpFormErrors,
} from '../schemas';
import { dataOf, errorsOf } from './helpers';

describe('loginSchema', () => {
  it('requires email and password with the spec messages', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
    expect(errorsOf(loginSchema, { email: '   ', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('checks the e-mail shape and a 6-character password', () => {
    expect(errorsOf(loginSchema, { email: 'ops@linguadesk', password: '12345' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters long'],
    });
    expect(dataOf(loginSchema, { email: ' ops@linguadesk.test ', password: '123456' })).toEqual({
      email: 'ops@linguadesk.test',
      password: '123456',
    });
  });

  it('strips unknown keys and never trims the password', () => {
    expect(
      dataOf(loginSchema, { email: 'a@b.co', password: ' Demo1234 ', remember: true }),
    ).toEqual({ email: 'a@b.co', password: ' Demo1234 ' });
  });
});

const studentForm = {
  firstName: 'Mona',
  middleName: '',
  lastName: 'Saleh',
  username: 'mona_s',
  phoneNumber: '+201001234567',
  nationality: 'Egyptian',
  gender: 'female',
  email: 'mona@example.com',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  agreeToTerms: true,
};

describe('sign-up form schemas', () => {
  it('accepts a complete student form', () => {
    expect(dataOf(studentSignUpFormSchema, studentForm)).toEqual(studentForm);
  });

  it('reports every required field with its own message', () => {
    expect(errorsOf(staffSignUpFormSchema, { agreeToTerms: false })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      username: ['Username is required'],
      phoneNumber: ['Phone number is required'],
      nationality: ['Nationality is required'],
      gender: ['Please select your gender'],
      email: ['Email is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
      agreeToTerms: ['You must agree to the terms and conditions'],
      role: ['Please select your role'],
    });
  });

  it('applies the length, pattern and match rules', () => {
    expect(
      errorsOf(studentSignUpFormSchema, {
        ...studentForm,
        firstName: ' M ',
        lastName: 'S',
        username: 'mo',
        email: 'mona@',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      firstName: ['First name must be at least 2 characters'],
      lastName: ['Last name must be at least 2 characters'],
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: [
        'Password must be at least 8 characters long',
        'Password must contain uppercase, lowercase, and number',
      ],
      confirmPassword: ['Passwords do not match'],
    });
    expect(errorsOf(studentSignUpFormSchema, { ...studentForm, username: 'mona-s' })).toEqual({
      username: ['Username can only contain letters, numbers, and underscores'],
    });
  });

  it('needs an upper-case letter, a lower-case letter and a digit', () => {
    for (const password of ['secret12', 'SECRET12', 'SecretXY']) {
      expect(
        errorsOf(studentSignUpFormSchema, { ...studentForm, password, confirmPassword: password }),
      ).toEqual({ password: ['Password must contain uppercase, lowercase, and number'] });
    }
  });

  it('shows a password mismatch even while other fields are still empty', () => {
    expect(
      errorsOf(studentSignUpFormSchema, { password: 'Secret12', confirmPassword: 'Secret13' })
        .confirmPassword,
    ).toEqual(['Passwords do not match']);
    // The form's own empty state: blank fields fail with aborting checks of their own.
    const blankForm = {
      ...Object.fromEntries(Object.keys(studentForm).map((key) => [key, ''])),
      agreeToTerms: false,
      password: 'Secret12',
      confirmPassword: 'Secret13',
    };
    for (const schema of [studentSignUpFormSchema, staffSignUpFormSchema]) {
      const errors = errorsOf(schema, { ...blankForm, role: '' });
      expect(errors.confirmPassword).toEqual(['Passwords do not match']);
      expect(errors.firstName).toEqual(['First name is required']);
    }
  });

  it('leaves confirm password alone until it is filled, and when it matches', () => {
    expect(
      errorsOf(studentSignUpFormSchema, { ...studentForm, confirmPassword: '' }).confirmPassword,
    ).toEqual(['Please confirm your password']);
    expect(
      errorsOf(studentSignUpFormSchema, { password: 'Secret12', confirmPassword: 'Secret12' }),
    ).not.toHaveProperty('confirmPassword');
  });

  it('applies the sign-up phone rule: optional plus, first digit 1-9, 16 digits at most', () => {
    const phone = (phoneNumber: string) =>
      studentSignUpFormSchema.safeParse({ ...studentForm, phoneNumber }).success;
    expect(phone('1')).toBe(true);
    expect(phone('+1234567890123456')).toBe(true);
    expect(phone('12345678901234567')).toBe(false);
    expect(phone('0123456')).toBe(false);
    expect(phone('+20 100 123')).toBe(false);
    expect(errorsOf(studentSignUpFormSchema, { ...studentForm, phoneNumber: '(555) 123' })).toEqual(
      { phoneNumber: ['Please enter a valid phone number'] },
    );
  });

  it('limits the staff role to the three sign-up roles', () => {
    const form = { ...studentForm, role: 'instructor' };
    expect(dataOf(staffSignUpFormSchema, form).role).toBe('instructor');
    expect(errorsOf(staffSignUpFormSchema, { ...form, role: 'operations_manager' })).toEqual({
      role: ['"operations_manager" is not a valid choice.'],
    });
    expect(errorsOf(staffSignUpFormSchema, { ...form, role: '' })).toEqual({
      role: ['Please select your role'],
    });
  });
});

describe('registration payloads', () => {
  it('maps the camelCase form to the snake_case payload the server validates', () => {
    const student = toRegistrationPayload(dataOf(studentSignUpFormSchema, studentForm));
    expect(student).toEqual({
      email: 'mona@example.com',
      username: 'mona_s',
      password: 'Secret12',
      first_name: 'Mona',
      middle_name: '',
      last_name: 'Saleh',
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
    });
    expect(dataOf(studentRegistrationSchema, student)).toEqual(student);

    const staff = toRegistrationPayload(
      dataOf(staffSignUpFormSchema, { ...studentForm, middleName: ' Ali ', role: 'supervisor' }),
    );
    expect(staff).toMatchObject({ middle_name: 'Ali', role: 'supervisor' });
    expect(dataOf(staffRegistrationSchema, staff)).toEqual(staff);
  });

  it('gives middle_name an empty string when absent and strips unknown keys', () => {
    const { middle_name: _omit, ...rest } = toRegistrationPayload(
      dataOf(studentSignUpFormSchema, studentForm),
    );
    expect(dataOf(studentRegistrationSchema, { ...rest, is_staff: true })).toEqual({
      ...rest,
      middle_name: '',
    });
  });

  it('refuses a staff registration with a role outside the sign-up roles', () => {
    const staff = toRegistrationPayload(
      dataOf(staffSignUpFormSchema, { ...studentForm, role: 'account_manager' }),
    );
    expect(errorsOf(staffRegistrationSchema, { ...staff, role: 'operations_manager' })).toEqual({
      role: ['"operations_manager" is not a valid choice.'],
    });
    expect(errorsOf(staffRegistrationSchema, { ...staff, role: undefined })).toEqual({
      role: ['Please select your role'],
    });
  });

  it('enforces the password rule on the server payload', () => {
    const student = toRegistrationPayload(dataOf(studentSignUpFormSchema, studentForm));
    expect(errorsOf(studentRegistrationSchema, { ...student, password: 'alllower1' })).toEqual({
      password: ['Password must contain uppercase, lowercase, and number'],
    });
  });

  it('maps server field errors back to the form fields, first message of each', () => {
    expect(
      toSignUpFormErrors({
        first_name: ['Too short.', 'Second.'],
        phone_number: ['Please enter a valid phone number'],
        email: ['A user with this email already exists.'],
        non_field_errors: ['Something.'],
      }),
    ).toEqual({
      firstName: 'Too short.',
      phoneNumber: 'Please enter a valid phone number',
      email: 'A user with this email already exists.',
      non_field_errors: 'Something.',
    });
    expect(toSignUpFormErrors(undefined)).toEqual({});
  });
});

describe('emailSchema and resetPasswordSchema', () => {
  it('validates the e-mail', () => {
    expect(errorsOf(emailSchema, { email: 'nope' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(dataOf(emailSchema, { email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });

  it('checks confirm_password only when it is sent', () => {
    expect(dataOf(resetPasswordSchema, { password: 'Newpass12' })).toEqual({
      password: 'Newpass12',
    });
    expect(
      dataOf(resetPasswordSchema, { password: 'Newpass12', confirm_password: 'Newpass12' }),
    ).toEqual({ password: 'Newpass12', confirm_password: 'Newpass12' });
    expect(
      errorsOf(resetPasswordSchema, { password: 'Newpass12', confirm_password: 'Newpass13' }),
    ).toEqual({ confirm_password: ['Passwords do not match'] });
    expect(errorsOf(resetPasswordSchema, { password: 'newpass' })).toEqual({
      password: [
        'Password must be at least 8 characters long',
        'Password must contain uppercase, lowercase, and number',
      ],
    });
  });
});
