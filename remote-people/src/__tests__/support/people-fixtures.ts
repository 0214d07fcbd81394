// Realistic API answers (design/API.md shapes) for the Students and Staff screens' tests: the
// centre's staff as test-support builds them, with what these screens show of them.
import type { StudentProfile } from 'shared-domain';
import { makeStaffUser, makeStudentProfile, makeUser } from 'test-support';

export const OPS = makeStaffUser();
export const ACCOUNT_MANAGER = makeStaffUser('account_manager');
export const SUPERVISOR = makeStaffUser('supervisor');
export const INSTRUCTOR = makeStaffUser('instructor', {
  phone_number: null,
  nationality: null,
  is_verified: false,
  created_at: '2024-03-15T10:00:00.000Z',
  updated_at: '2024-03-16T10:00:00.000Z',
});

/** Student `id`, named `Student<id> Test`, in group 3. */
export function makeStudent(id: number, overrides: Partial<StudentProfile> = {}): StudentProfile {
  const first = `Student${id}`;
  const student = makeUser('student', {
    id,
    username: `student_${id}`,
    first_name: first,
    last_name: 'Test',
    full_name: `${first} Test`,
    email: `student${id}@example.com`,
    phone_number: '+201001234567',
  });
  return makeStudentProfile(student, overrides);
}

/** Sara Hassan, test-support's student. */
export const SARA = makeStudentProfile(makeUser('student', { phone_number: '+201001234567' }));
