// GET /api/users/?page=&page_size=&search= (spec section 7, API.md): one page of staff members.
import { apiGet } from 'shared-auth';
import type { Paginated, User } from 'shared-domain';
import { type PageOf, toPage } from '../../lists/api/paged';
import type { ListQuery } from '../../lists/hooks/usePagedList';

export const USERS_PATH = '/api/users/';

export async function getStaff(
  { page, search }: ListQuery,
  pageSize: number,
): Promise<PageOf<User>> {
  const answer = await apiGet<User[] | Paginated<User>>(USERS_PATH, {
    page,
    page_size: pageSize,
    search: search.trim() || undefined,
  });
  return toPage(answer);
}
