// Who may open what (spec sections 2 and 6), on top of shared-domain's role rules.
import { isAdmin, type Role, type User } from 'shared-domain';

export { isAdmin } from 'shared-domain';

export interface AccessRule {
  /** Roles allowed in; any signed-in role when omitted. */
  roles?: readonly Role[];
  /** Only account_manager and operations_manager. */
  requireAdmin?: boolean;
}

export function canAccess(
  user: Pick<User, 'role'> | null | undefined,
  rule: AccessRule = {},
): boolean {
  if (!user) return false;
  if (rule.requireAdmin && !isAdmin(user.role)) return false;
  return rule.roles === undefined || rule.roles.includes(user.role);
}
