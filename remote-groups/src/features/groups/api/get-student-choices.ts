// GET /api/student-profiles/?search=&page_size= : the students a manager can add to a group,
// searched on the server (name, e-mail, phone, level, status...), for the Add students picker.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentProfile } from 'shared-domain';
import { checkResponse, paginatedSchema, studentProfileSchema } from 'shared-domain/responses';

const STUDENTS_PATH = '/api/student-profiles/';
const CHOICES = 50;

export async function getStudentChoices(search: string): Promise<StudentProfile[]> {
  const answer = checkResponse(
    await apiGet<unknown>(STUDENTS_PATH, {
      search: search.trim() || undefined,
      page_size: CHOICES,
    }),
    process.env.NODE_ENV !== 'production' && paginatedSchema(studentProfileSchema),
    `GET ${STUDENTS_PATH}`,
  );
  return (answer as { results: StudentProfile[] }).results;
}

/** Under the students root, so an enrolment (which changes a student's group) refreshes it. */
export function studentChoicesQuery(search: string) {
  return queryOptions({
    queryKey: ['students', 'choices', search] as const,
    queryFn: () => getStudentChoices(search),
  });
}
