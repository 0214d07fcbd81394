// The two sign-up forms' words (spec section 2); their schemas are fetched with the first
// validation (form-resolvers.ts).

export type SignUpKind = 'student' | 'staff';

export const signUpKinds = {
  student: {
    tab: 'Student',
    title: 'Student Sign Up',
    submitLabel: 'Create Student Account',
    loginMessage: 'Account created successfully! Please login with your credentials.',
  },
  staff: {
    tab: 'Staff',
    title: 'Staff Sign Up',
    submitLabel: 'Create Staff Account',
    loginMessage: 'Staff account created successfully! Please login with your credentials.',
  },
} as const;
