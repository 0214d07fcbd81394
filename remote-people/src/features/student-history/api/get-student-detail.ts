// GET /api/student-profiles/{userId}/: the student, with their finished levels (level_history,
// oldest first), for the history panel; its fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentProfileDetail } from 'shared-domain';
import { checkResponse, studentProfileDetailSchema } from 'shared-domain/responses';
import { studentHistoryKeys } from './get-student-activity';

export async function getStudentDetail(studentId: number): Promise<StudentProfileDetail> {
  const path = `/api/student-profiles/${studentId}/`;
  return checkResponse(
    await apiGet<unknown>(path),
    process.env.NODE_ENV !== 'production' && studentProfileDetailSchema,
    `GET ${path}`,
  );
}

export function studentDetailQuery(studentId: number) {
  return queryOptions({
    queryKey: studentHistoryKeys.detail(studentId),
    queryFn: () => getStudentDetail(studentId),
    staleTime: 0,
  });
}
