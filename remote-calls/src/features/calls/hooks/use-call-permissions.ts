// What the signed-in role may do on the Calls screen, mirroring the server (spec section 6,
// docs/api.md#who-may-do-what); the server still enforces every rule.
import { useCurrentUser } from 'shared-auth';
import { isAdmin, type StaffRole } from 'shared-domain';

export interface CallPermissions {
  userId: number | null;
  /** Add, Edit and Delete: operations and account managers. */
  canManage: boolean;
  /** Export: the two manager roles (docs/departures.md). */
  canExport: boolean;
  /** Phone numbers of call students: the two manager roles. */
  seesPhones: boolean;
  /** Whose names the form offers: an operations manager sees all three staff roles, an
   * account manager instructors and supervisors, everyone else nobody. */
  assignableRoles: readonly StaffRole[];
  /** An account manager becomes the account manager of a call they create. */
  isAccountManager: boolean;
}

const ASSIGNABLE: Partial<Record<string, readonly StaffRole[]>> = {
  operations_manager: ['instructor', 'supervisor', 'account_manager'],
  account_manager: ['instructor', 'supervisor'],
};

export function useCallPermissions(): CallPermissions {
  const user = useCurrentUser();
  const role = user?.role;
  return {
    userId: user?.id ?? null,
    canManage: isAdmin(role),
    canExport: isAdmin(role),
    seesPhones: isAdmin(role),
    assignableRoles: (role && ASSIGNABLE[role]) || [],
    isAccountManager: role === 'account_manager',
  };
}
