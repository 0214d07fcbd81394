// GET /api/groups/{id}/activity/?cursor=: the audit trail of a group's own record (staff, level,
// sessions...), newest first, a keyset page at a time; its fetcher, keys and query options.
import { apiGet } from 'shared-auth';
import type { AuditEntry, Paginated } from 'shared-domain';
import { activityPageParams, activityQueryOptions } from 'shared-ui/history';
import { auditEntrySchema, checkResponse, paginatedSchema } from 'shared-domain/responses';

export function groupActivityPath(groupId: number): string {
  return `/api/groups/${groupId}/activity/`;
}

export async function getGroupActivity(
  groupId: number,
  cursor: string | undefined,
): Promise<Paginated<AuditEntry>> {
  const path = groupActivityPath(groupId);
  return checkResponse(
    await apiGet<unknown>(path, activityPageParams(cursor)),
    process.env.NODE_ENV !== 'production' && paginatedSchema(auditEntrySchema),
    `GET ${path}`,
  );
}

export const groupActivityKeys = {
  all: ['group-activity'] as const,
  of: (groupId: number) => [...groupActivityKeys.all, groupId] as const,
};

/** Read afresh each time the panel opens: a change made a moment ago must be in it. */
export function groupActivityQuery(groupId: number) {
  return {
    ...activityQueryOptions(groupActivityKeys.of(groupId), (cursor) =>
      getGroupActivity(groupId, cursor),
    ),
    staleTime: 0,
  };
}
