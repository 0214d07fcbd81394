// GET /api/groups/?search=&limit= : the groups a student can be placed in, searched on the server
// (level, days, hours, staff), for the group picker.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { GroupRow } from 'shared-domain';
import { checkResponse, groupRowSchema, paginatedSchema } from 'shared-domain/responses';

const GROUPS_PATH = '/api/groups/';
const CHOICES = 50;

export async function getGroupChoices(search: string): Promise<GroupRow[]> {
  const answer = checkResponse(
    await apiGet<unknown>(GROUPS_PATH, { search: search.trim() || undefined, limit: CHOICES }),
    process.env.NODE_ENV !== 'production' && paginatedSchema(groupRowSchema),
    `GET ${GROUPS_PATH}`,
  );
  return (answer as { results: GroupRow[] }).results;
}

/** Under the groups root, so an enrolment (which changes a group's fill) refreshes it. */
export function groupChoicesQuery(search: string) {
  return queryOptions({
    queryKey: ['groups', 'choices', search] as const,
    queryFn: () => getGroupChoices(search),
  });
}
