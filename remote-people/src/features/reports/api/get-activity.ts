// GET /api/audit/ (docs/api.md#audit-trail, operations managers): a page of the audit trail for
// the Activity report's filters, newest first, by keyset cursor; its export path; and the staff
// the Who filter offers.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, userRowName, type AuditEntry, type Paginated, type User } from 'shared-domain';
import { auditEntrySchema, checkResponse, paginatedSchema } from 'shared-domain/responses';
import { sentFilters, type ReportQuery } from './get-results';

export const ACTIVITY_PATH = '/api/audit/';
export const ACTIVITY_EXPORT_PATH = '/api/audit/export/';
export const ACTIVITY_PAGE_SIZE = 25;

export function activityReportQuery(query: ReportQuery, cursor: string | undefined) {
  const sent = sentFilters(query);
  return queryOptions({
    queryKey: ['reports', 'activity', sent, cursor ?? null] as const,
    queryFn: async (): Promise<Paginated<AuditEntry>> =>
      checkResponse(
        await apiGet<unknown>(ACTIVITY_PATH, {
          ...sent,
          page_size: ACTIVITY_PAGE_SIZE,
          ...(cursor ? { cursor } : {}),
        }),
        process.env.NODE_ENV !== 'production' && paginatedSchema(auditEntrySchema),
        `GET ${ACTIVITY_PATH}`,
      ),
  });
}

const USERS_PATH = '/api/users/';

/** Every staff account (GET /api/users/, one call of the staff lookup size), by name. */
export function activityPeopleQuery() {
  return queryOptions({
    queryKey: ['users', 'staff', 'all'] as const,
    queryFn: async () => {
      const answer = await apiGet<Paginated<User> | User[]>(USERS_PATH, {
        page: CONSTANTS.DEFAULT_USERS_PAGE,
        page_size: CONSTANTS.STAFF_LOOKUP_PAGE_SIZE,
      });
      const users = Array.isArray(answer) ? answer : answer.results;
      return users.map((user) => ({ id: user.id, name: userRowName(user), role: user.role }));
    },
  });
}
