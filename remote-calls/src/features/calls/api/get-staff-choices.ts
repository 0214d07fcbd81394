// The staff lookup of spec section 7 (GET /api/users/?page=1&page_size=1000&role=...) that fills
// the call form's Caller Name, Supervisor and Account Manager choices. Which roles a viewer may
// pick from follows spec section 6 (see useCallPermissions). Active staff only: the API refuses
// to assign an inactive person (the call's current one still shows, see StaffSelect).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, userRowName, type Paginated, type StaffRole, type User } from 'shared-domain';

const USERS_PATH = '/api/users/';

export interface StaffChoice {
  id: number;
  name: string;
}

export type StaffChoices = Record<StaffRole, StaffChoice[]>;

export const NO_CHOICES: StaffChoices = {
  instructor: [],
  supervisor: [],
  account_manager: [],
  operations_manager: [],
};

export async function getStaffChoices(roles: readonly StaffRole[]): Promise<StaffChoices> {
  const answer = await apiGet<Paginated<User> | User[]>(USERS_PATH, {
    page: 1,
    page_size: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
    role: roles.join(','),
    is_active: true,
  });
  const users = Array.isArray(answer) ? answer : answer.results;
  const choices: StaffChoices = { ...NO_CHOICES };
  for (const role of roles) {
    choices[role] = users
      .filter((user) => user.role === role)
      .map((user) => ({ id: user.id, name: userRowName(user) }));
  }
  return choices;
}

/** Nothing is asked when the viewer may pick no one (supervisors and instructors). */
export function staffChoicesQuery(roles: readonly StaffRole[]) {
  return queryOptions({
    queryKey: ['calls', 'staff-choices', [...roles]] as const,
    queryFn: () => getStaffChoices(roles),
    enabled: roles.length > 0,
  });
}
