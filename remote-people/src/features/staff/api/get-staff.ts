// GET /api/users/?page=&page_size=&search=&role=&is_active= (spec section 7,
// docs/api.md#users-and-staff): one page of staff members, its cache keys and query options, and
// the list's export route.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, type User } from 'shared-domain';
import { FIRST_PAGE, type ListQuery, type PageOf, toPage } from '../../paging';
import { checkResponse, listResponseSchema, userSchema } from 'shared-domain/responses';

export const USERS_PATH = '/api/users/';
export const STAFF_EXPORT_PATH = `${USERS_PATH}export/`;

/** The Staff List's filters, held in the address under the API's names. */
export const STAFF_FILTERS = ['role', 'is_active'] as const;
export type StaffFilter = (typeof STAFF_FILTERS)[number];

export async function getStaff(
  { page, search, filters }: ListQuery,
  pageSize: number,
): Promise<PageOf<User>> {
  const answer = checkResponse(
    await apiGet<unknown>(USERS_PATH, {
      page,
      page_size: pageSize,
      search: search.trim() || undefined,
      role: filters?.role || undefined,
      is_active: filters?.is_active || undefined,
    }),
    process.env.NODE_ENV !== 'production' && listResponseSchema(userSchema),
    `GET ${USERS_PATH}`,
  );
  return toPage(answer);
}

export const STAFF_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...staffKeys.lists(), query] as const,
};

/** One page of the Staff List (the route's prefetch starts the first with the screen's code). */
export function staffQuery(query: ListQuery = FIRST_PAGE) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: () => getStaff(query, STAFF_PAGE_SIZE),
  });
}
