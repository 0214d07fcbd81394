// Staff-entered user forms: Add Staff (POST /api/users/) and the staff table's edit (PATCH).
import { z } from 'zod';
import { GENDERS, STAFF_ROLES } from '../constants';
import { LAZY_MESSAGES as M } from './messages';
import {
  choiceField,
  emailField,
  flagField,
  optionalText,
  requiredText,
  staffPhoneField,
  strongPasswordField,
  TEXT_LIMITS,
} from './fields';

const R = M.fieldRequired;

/** Add Staff: middle name is labelled required on the form but not checked (spec section 5). */
export const createStaffSchema = z.object({
  email: emailField(R),
  username: requiredText(R, TEXT_LIMITS.username),
  first_name: requiredText(R, TEXT_LIMITS.name),
  middle_name: optionalText(TEXT_LIMITS.name),
  last_name: requiredText(R, TEXT_LIMITS.name),
  password: strongPasswordField(M.staffFormPasswordMin, R),
  phone_number: staffPhoneField(R),
  nationality: requiredText(R, TEXT_LIMITS.nationality),
  gender: choiceField(GENDERS, R),
  role: choiceField(STAFF_ROLES, R),
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;
export type CreateStaffPayload = z.output<typeof createStaffSchema>;

/** PATCH /api/users/{id}/: every field optional; a field that is sent follows its create rule. */
export const updateUserSchema = z.object({
  email: emailField(R).optional(),
  username: requiredText(R, TEXT_LIMITS.username).optional(),
  first_name: requiredText(R, TEXT_LIMITS.name).optional(),
  middle_name: z.string().trim().max(TEXT_LIMITS.name).optional(),
  last_name: requiredText(R, TEXT_LIMITS.name).optional(),
  phone_number: staffPhoneField(R).optional(),
  nationality: requiredText(R, TEXT_LIMITS.nationality).optional(),
  gender: choiceField(GENDERS, R).optional(),
  is_active: flagField().optional(),
  role: choiceField(STAFF_ROLES, R).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserPayload = z.output<typeof updateUserSchema>;

/** One row of a staff import: Add Staff's rules without a password (set through a reset link). */
export const importStaffSchema = createStaffSchema.omit({ password: true });
export type ImportStaffPayload = z.output<typeof importStaffSchema>;
