// The instructor filter's choices (GET /api/users/, managers only): the centre's active
// instructors, one call of the spec's staff lookup size.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, userRowName, type Paginated, type User } from 'shared-domain';

const USERS_PATH = '/api/users/';

export function instructorsQuery() {
  return queryOptions({
    queryKey: ['users', 'staff', 'instructor'] as const,
    queryFn: async () => {
      const answer = await apiGet<Paginated<User> | User[]>(USERS_PATH, {
        page: CONSTANTS.DEFAULT_USERS_PAGE,
        page_size: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
        role: 'instructor',
        is_active: true,
      });
      const users = Array.isArray(answer) ? answer : answer.results;
      return users.map((user) => ({ id: user.id, name: userRowName(user) }));
    },
  });
}
