// The two sign-up forms' words (spec section 2), read in the active language; their schemas are
// fetched with the first validation (form-resolvers.ts).
import { texts } from 'shared-i18n';
import { en, t } from '../../../i18n';

export type SignUpKind = 'student' | 'staff';

export const signUpKinds = {
  student: texts(t, 'signupStudent', en.signupStudent),
  // Staff accounts start inactive (the API's sign-up): `nextStep` tells the person so here.
  staff: texts(t, 'signupStaff', en.signupStaff),
};
