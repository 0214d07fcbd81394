// PATCH /api/student-profiles/{userId}/ (spec section 7) with only the fields the user changed,
// minus the values spec section 5 says are silently ignored.
import { apiPatch } from 'shared-auth';
import type { StudentProfile } from 'shared-domain';
import { type SanitizedStudentUpdate, sanitizeStudentUpdate } from 'shared-domain/people';
import { STUDENTS_PATH } from './get-students';

/** The inline-editable fields of the student table (spec section 2). */
export interface StudentDraft {
  current_level: string;
  total_levels: string;
  private_or_group: string;
  status: string;
}

export function toStudentDraft(student: StudentProfile): StudentDraft {
  return {
    current_level: String(student.current_level),
    total_levels: String(student.total_levels),
    private_or_group: student.private_or_group,
    status: student.status,
  };
}

/** The changed fields worth sending; empty when nothing (valid) changed. */
export function studentChanges(
  student: StudentProfile,
  draft: StudentDraft,
): SanitizedStudentUpdate {
  const before = toStudentDraft(student);
  const changed = Object.fromEntries(
    (Object.keys(draft) as (keyof StudentDraft)[])
      .filter((key) => draft[key].trim() !== before[key])
      .map((key) => [key, draft[key].trim()]),
  );
  return sanitizeStudentUpdate(changed);
}

export function updateStudent(
  userId: number,
  changes: SanitizedStudentUpdate,
): Promise<StudentProfile> {
  return apiPatch<StudentProfile>(`${STUDENTS_PATH}${userId}/`, changes);
}
