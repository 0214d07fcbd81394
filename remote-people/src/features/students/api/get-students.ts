// GET /api/student-profiles/?page=&search=&status= (spec section 7, docs/api.md#students): one page of the
// student list, its cache keys and query options. The page size stays client-side (spec
// section 7), so it is not sent.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentProfile } from 'shared-domain';
import { FIRST_PAGE, type ListQuery, type PageOf, toPage } from '../../paging';
import { checkResponse, listResponseSchema, studentProfileSchema } from 'shared-domain/responses';

export const STUDENTS_PATH = '/api/student-profiles/';
/** Every student the search and filter select, as a file (docs/api.md#exports). */
export const STUDENTS_EXPORT_PATH = `${STUDENTS_PATH}export/`;

export async function getStudents({
  page,
  search,
  filter,
}: ListQuery): Promise<PageOf<StudentProfile>> {
  const answer = checkResponse(
    await apiGet<unknown>(STUDENTS_PATH, {
      page,
      search: search.trim() || undefined,
      status: filter || undefined,
    }),
    process.env.NODE_ENV !== 'production' && listResponseSchema(studentProfileSchema),
    `GET ${STUDENTS_PATH}`,
  );
  return toPage(answer);
}

export const studentsKeys = {
  all: ['students'] as const,
  lists: () => [...studentsKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...studentsKeys.lists(), query] as const,
};

/** One page of the Student List (the route's prefetch starts the first with the screen's code). */
export function studentsQuery(query: ListQuery = FIRST_PAGE) {
  return queryOptions({ queryKey: studentsKeys.list(query), queryFn: () => getStudents(query) });
}
