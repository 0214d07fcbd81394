// DELETE /api/student-profiles/{userId}/ (spec section 7).
import { apiDelete } from 'shared-auth';
import { STUDENTS_PATH } from './get-students';

export function deleteStudent(userId: number): Promise<void> {
  return apiDelete(`${STUDENTS_PATH}${userId}/`);
}
