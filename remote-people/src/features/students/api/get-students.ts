// GET /api/student-profiles/?page=&search=&status= (spec section 7, API.md): one page of the
// student list. The page size stays client-side (spec section 7), so it is not sent.
import { apiGet } from 'shared-auth';
import type { Paginated, StudentProfile } from 'shared-domain';
import { type PageOf, toPage } from '../../lists/api/paged';
import type { ListQuery } from '../../lists/hooks/usePagedList';

export const STUDENTS_PATH = '/api/student-profiles/';

export async function getStudents({
  page,
  search,
  filter,
}: ListQuery): Promise<PageOf<StudentProfile>> {
  const answer = await apiGet<StudentProfile[] | Paginated<StudentProfile>>(STUDENTS_PATH, {
    page,
    search: search.trim() || undefined,
    status: filter || undefined,
  });
  return toPage(answer);
}
