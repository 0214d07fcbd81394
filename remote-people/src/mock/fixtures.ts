// Realistic API answers (the shapes of docs/api.md) for the Students and Staff screens' tests: the
// centre's staff as test-support builds them, with what these screens show of them.
import { SESSION_KEYS, type GroupRow, type StudentProfile } from 'shared-domain';
import { makeStaffUser, makeStudentProfile, makeUser } from 'test-support/mock';

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

/** A group as GET /api/groups/ lists it (docs/api.md#groups), for the enrolment dialogs. */
export function makeGroupRow(overrides: Partial<GroupRow> = {}): GroupRow {
  const sessions = Object.fromEntries(SESSION_KEYS.map((key) => [key, false])) as Record<
    (typeof SESSION_KEYS)[number],
    boolean
  >;
  return {
    id: 8,
    days: 'mon/thu',
    hours: '6 PM - 8 PM',
    current_level: 5,
    instructor: 4,
    instructor_name: 'Omar Khalil',
    supervisor: null,
    supervisor_name: null,
    account_manager: null,
    account_manager_name: null,
    students_count: 3,
    max_capacity: 12,
    students: [],
    ...sessions,
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}
