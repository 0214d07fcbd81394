// Who the group forms may assign (spec section 6): an operations manager picks instructors,
// supervisors and account managers; an account manager instructors and supervisors (and becomes
// the account manager of what they create); supervisors and instructors pick nobody.
import type { Role, StaffRole } from 'shared-domain';

export type AssignableRole = Extract<StaffRole, 'instructor' | 'supervisor' | 'account_manager'>;

export function assignableRoles(viewer: Role | null | undefined): AssignableRole[] {
  if (viewer === 'operations_manager') return ['instructor', 'supervisor', 'account_manager'];
  if (viewer === 'account_manager') return ['instructor', 'supervisor'];
  return [];
}
