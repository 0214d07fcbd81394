// The auth forms' resolvers and the sign-up payload: a module of its own, imported when a form
// first validates (form-resolvers.ts), so that zod and the schemas are in no page's chunk.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  resetPasswordSchema,
  staffSignUpFormSchema,
  studentSignUpFormSchema,
} from 'shared-domain/schemas';

export { toRegistrationPayload } from 'shared-domain/schemas';

export const emailResolver = zodResolver(emailSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
// The student form is the staff form without role; one typed form serves both.
export const signUpResolvers = {
  student: zodResolver(studentSignUpFormSchema as unknown as typeof staffSignUpFormSchema),
  staff: zodResolver(staffSignUpFormSchema),
};
