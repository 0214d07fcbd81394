// The two sign-up forms' words (spec section 2) and schemas.
import { staffSignUpFormSchema, studentSignUpFormSchema } from 'shared-domain/schemas';

export type SignUpKind = 'student' | 'staff';

export const signUpKinds = {
  student: {
    tab: 'Student',
    title: 'Student Sign Up',
    submitLabel: 'Create Student Account',
    loginMessage: 'Account created successfully! Please login with your credentials.',
    schema: studentSignUpFormSchema,
  },
  staff: {
    tab: 'Staff',
    title: 'Staff Sign Up',
    submitLabel: 'Create Staff Account',
    loginMessage: 'Staff account created successfully! Please login with your credentials.',
    schema: staffSignUpFormSchema,
  },
} as const;
