// GET /api/student-profiles/export/?search=&status= (operations managers): every student the
// search and the filter match, not only the page on screen, as the CSV file the server writes
// with the Student List's columns (shared-domain STUDENT_LIST_COLUMNS).
import { apiResponse } from 'shared-auth';
import { STUDENT_EXPORT_FILE_NAME } from 'shared-domain/people';
import { saveFile } from '../../lists';
import type { ListQuery } from '../../paging';

export const STUDENTS_EXPORT_PATH = '/api/student-profiles/export/';

export async function exportStudents({ search, filter }: Omit<ListQuery, 'page'>): Promise<void> {
  const searchParams: Record<string, string> = {};
  if (search.trim()) searchParams.search = search.trim();
  if (filter) searchParams.status = filter;
  const answer = await apiResponse(STUDENTS_EXPORT_PATH, {
    searchParams,
    headers: { Accept: 'text/csv' },
  });
  const file = await answer.blob();
  saveFile(STUDENT_EXPORT_FILE_NAME, file);
}
