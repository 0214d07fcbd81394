// Which staff roles a manager may create and edit (spec section 6, docs/api.md#users-and-staff): an operations manager
// every staff role, an account manager instructors and supervisors. Nobody changes their own role,
// deactivates or deletes themselves.
import { type Role, STAFF_ROLES, type StaffRole, type User } from 'shared-domain';

// In STAFF_ROLES' order.
const ACCOUNT_MANAGER_ROLES: readonly StaffRole[] = ['supervisor', 'instructor'];

/** No role: the same array every time, so what is built from it is not built again. */
const NO_ROLES: readonly StaffRole[] = [];

export function manageableRoles(viewerRole: Role | null | undefined): readonly StaffRole[] {
  if (viewerRole === 'operations_manager') return STAFF_ROLES;
  if (viewerRole === 'account_manager') return ACCOUNT_MANAGER_ROLES;
  return NO_ROLES;
}

export function canManage(viewer: User | null, member: User): boolean {
  if (!viewer) return false;
  return (
    member.id === viewer.id ||
    (manageableRoles(viewer.role) as readonly string[]).includes(member.role)
  );
}
