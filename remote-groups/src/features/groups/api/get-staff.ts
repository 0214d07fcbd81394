// The staff lookup of spec section 7 (GET /api/users/ with page=1, page_size=1000 and a role) that
// fills the group forms' pickers, one role per call. Active staff only: the API refuses to assign
// an inactive person (the group's current one still shows, see StaffField).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, userRowName, type Paginated, type StaffRole, type User } from 'shared-domain';

export const USERS_API_PATH = '/api/users/';

export interface StaffOption {
  id: number;
  name: string;
}

export async function getStaffByRole(role: StaffRole): Promise<StaffOption[]> {
  const answer = await apiGet<Paginated<User> | User[]>(USERS_API_PATH, {
    page: CONSTANTS.DEFAULT_USERS_PAGE,
    page_size: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
    role,
    is_active: true,
  });
  const users = Array.isArray(answer) ? answer : answer.results;
  return users.map((user) => ({ id: user.id, name: userRowName(user) }));
}

export function staffByRoleQuery(role: StaffRole) {
  return queryOptions({
    queryKey: ['users', 'staff', role] as const,
    queryFn: () => getStaffByRole(role),
  });
}
