// Which header links a visitor or a signed-in role sees (spec section 2, Header navigation).
import { isAdmin, isStaffRole, type Role } from 'shared-domain';
import { paths } from '../../config/paths';

export interface NavLink {
  label: string;
  to: string;
}

export function navLinksFor(role: Role | null): NavLink[] {
  if (!role) {
    return [
      { label: 'Log In', to: paths.login },
      { label: 'Sign Up', to: paths.signup },
    ];
  }
  const admin = isAdmin(role);
  const staff = isStaffRole(role);
  return [
    { label: 'Home', to: paths.home },
    ...(admin ? [{ label: 'Students', to: paths.students }] : []),
    ...(admin ? [{ label: 'Staff', to: paths.staff }] : []),
    ...(staff ? [{ label: 'Groups', to: paths.groups }] : []),
    ...(staff ? [{ label: 'Calls', to: paths.calls }] : []),
    ...(admin ? [{ label: 'Schedule', to: paths.schedule }] : []),
    { label: 'Profile', to: paths.profile },
  ];
}
