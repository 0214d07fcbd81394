// GET /api/student-profiles/{userId}/activity/?cursor=: the audit trail of one student's records,
// newest first, a keyset page at a time; its fetcher, keys and (infinite) query options.
import { apiGet } from 'shared-auth';
import type { AuditEntry, Paginated } from 'shared-domain';
import { activityPageParams, activityQueryOptions } from 'shared-ui/history';
import { auditEntrySchema, checkResponse, paginatedSchema } from 'shared-domain/responses';

export function studentActivityPath(studentId: number): string {
  return `/api/student-profiles/${studentId}/activity/`;
}

export async function getStudentActivity(
  studentId: number,
  cursor: string | undefined,
): Promise<Paginated<AuditEntry>> {
  const path = studentActivityPath(studentId);
  return checkResponse(
    await apiGet<unknown>(path, activityPageParams(cursor)),
    process.env.NODE_ENV !== 'production' && paginatedSchema(auditEntrySchema),
    `GET ${path}`,
  );
}

export const studentHistoryKeys = {
  all: ['student-history'] as const,
  activity: (studentId: number) => [...studentHistoryKeys.all, studentId, 'activity'] as const,
  detail: (studentId: number) => [...studentHistoryKeys.all, studentId, 'detail'] as const,
};

/** Read afresh each time the panel opens: a change made a moment ago must be in it. */
export function studentActivityQuery(studentId: number) {
  return {
    ...activityQueryOptions(studentHistoryKeys.activity(studentId), (cursor) =>
      getStudentActivity(studentId, cursor),
    ),
    staleTime: 0,
  };
}
