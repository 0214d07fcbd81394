// POST /api/student/ (spec section 7): the Add New Student form's payload, validated by the same
// shared-domain schema the server uses.
import { apiPost } from 'shared-auth';
import type { CreateStudentPayload, StudentProfile } from 'shared-domain';

export const CREATE_STUDENT_PATH = '/api/student/';

export function createStudent(payload: CreateStudentPayload): Promise<StudentProfile> {
  return apiPost<StudentProfile>(CREATE_STUDENT_PATH, payload);
}
