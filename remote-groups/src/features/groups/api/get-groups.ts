// GET /api/groups/ (spec section 7): every group the viewer may see that the filters select
// (docs/api.md#groups). The screen searches and pages on the client (spec section 2), so it reads
// all of them, in the API's largest pages; the export route writes the same groups as a file.
import { queryOptions } from '@tanstack/react-query';
import { CONSTANTS, type GroupRow } from 'shared-domain';
import { apiGet } from 'shared-auth';
import { GROUPS_API_PATH, groupKeys } from '../../group-data';
import { checkResponse, listResponseSchema, groupRowSchema } from 'shared-domain/responses';

const PAGE_SIZE = CONSTANTS.MAX_PAGE_SIZE;

export const GROUPS_EXPORT_PATH = `${GROUPS_API_PATH}export/`;

/** The Groups screen's filters, held in the address under the API's names ('' is none). */
export const GROUP_FILTERS = ['level', 'days', 'instructor', 'full'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];
export type GroupFilterValues = Readonly<Partial<Record<GroupFilter, string>>>;

const NO_FILTERS: GroupFilterValues = {};

export async function getAllGroups(filters: GroupFilterValues = NO_FILTERS): Promise<GroupRow[]> {
  const groups: GroupRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = checkResponse(
      await apiGet<unknown>(GROUPS_API_PATH, { page, limit: PAGE_SIZE, ...filters }),
      process.env.NODE_ENV !== 'production' && listResponseSchema(groupRowSchema),
      `GET ${GROUPS_API_PATH}`,
    );
    // The spec allows a bare list as well as {results, count}.
    if (Array.isArray(answer)) return answer;
    groups.push(...answer.results);
    if (answer.results.length === 0 || groups.length >= answer.count) return groups;
  }
}

/** The Groups screen's one query (the route's prefetch starts it, unfiltered, with the screen's code). */
export function groupsQuery(asked: GroupFilterValues = NO_FILTERS) {
  // Only the filters set: the unfiltered list is one cache entry, the prefetch's.
  const filters = Object.fromEntries(Object.entries(asked).filter(([, value]) => value));
  return queryOptions({
    queryKey: [...groupKeys.list(), filters] as const,
    queryFn: () => getAllGroups(filters),
  });
}
