// The two sign-up forms' words (spec section 2); their schemas are fetched with the first
// validation (form-resolvers.ts).

export type SignUpKind = 'student' | 'staff';

export const signUpKinds = {
  student: {
    tab: 'Student',
    title: 'Student Sign Up',
    submitLabel: 'Create Student Account',
    loginMessage: 'Account created successfully! Please login with your credentials.',
    nextStep: null,
  },
  staff: {
    tab: 'Staff',
    title: 'Staff Sign Up',
    submitLabel: 'Create Staff Account',
    loginMessage:
      'Staff account created successfully! Please login once an administrator has activated it.',
    // Staff accounts start inactive (the API's sign-up): the person learns it here, not at log-in.
    nextStep: 'An administrator must activate your account before you can log in.',
  },
} as const;
