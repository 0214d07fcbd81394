// GET /api/groups/{id}/ (spec section 7): the group with each student's attendance and
// evaluation, its fetcher and query options. Callers map failures to their own messages.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { GroupDetail } from 'shared-domain';
import { groupKeys } from './group-keys';
import { groupApiPath } from './group-paths';
import { checkResponse, groupDetailSchema } from 'shared-domain/responses';

export async function getGroupDetail(groupId: number): Promise<GroupDetail> {
  const path = groupApiPath(groupId);
  return checkResponse(
    await apiGet<unknown>(path),
    process.env.NODE_ENV !== 'production' && groupDetailSchema,
    `GET ${path}`,
  );
}

/** The attendance and evaluation pages' first query (their routes' prefetch starts it). */
export function groupDetailQuery(groupId: number) {
  return queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => getGroupDetail(groupId),
  });
}
