// The staff a group or a call names, and the API's messages when an id does not fit: it must be
// a user holding the field's role, and an active one for a new assignment. The API checks them
// (api/src/db/queries/staff-assignments.ts); the remotes' mock APIs answer with the same words.
import type { Role } from 'shared-domain';
import { translateRecords as t } from 'shared-domain/records';

export const ASSIGNMENT_ROLES = {
  instructor: 'instructor',
  supervisor: 'supervisor',
  account_manager: 'account_manager',
} as const satisfies Record<string, Role>;
export type AssignmentField = keyof typeof ASSIGNMENT_ROLES;

/** DRF's answer for an id that names nothing. */
export function unknownIdMessage(id: number): string {
  return t('assignments.unknownId', { id });
}

export function wrongRoleMessage(field: AssignmentField, id: number): string {
  return t('assignments.wrongRole', { id, role: field });
}

/** Names the person (their shown name), so the refusal says who rather than an id. */
export function inactiveStaffMessage(name: string): string {
  return t('assignments.inactiveStaff', { name });
}
