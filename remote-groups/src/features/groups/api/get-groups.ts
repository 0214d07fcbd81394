// GET /api/groups/ (spec section 7): every group the viewer may see. The screen searches and pages
// on the client (spec section 2), so it reads all of them, in the API's largest pages.
import { queryOptions } from '@tanstack/react-query';
import { CONSTANTS, type GroupRow } from 'shared-domain';
import { apiGet } from 'shared-auth';
import { GROUPS_API_PATH, groupKeys } from '../../group-data';
import { checkResponse, listResponseSchema, groupRowSchema } from 'shared-domain/responses';

const PAGE_SIZE = CONSTANTS.MAX_PAGE_SIZE;

export async function getAllGroups(): Promise<GroupRow[]> {
  const groups: GroupRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = checkResponse(
      await apiGet<unknown>(GROUPS_API_PATH, { page, limit: PAGE_SIZE }),
      process.env.NODE_ENV !== 'production' && listResponseSchema(groupRowSchema),
      `GET ${GROUPS_API_PATH}`,
    );
    // The spec allows a bare list as well as {results, count}.
    if (Array.isArray(answer)) return answer;
    groups.push(...answer.results);
    if (answer.results.length === 0 || groups.length >= answer.count) return groups;
  }
}

/** The Groups screen's one query (the route's prefetch starts it with the screen's code). */
export function groupsQuery() {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: getAllGroups });
}
