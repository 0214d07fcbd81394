// Realistic API answers (design/API.md shapes) for the Students and Staff screens' tests: the
// centre's staff as test-support builds them, with what these screens show of them.
import type { StudentProfile } from 'shared-domain';
import { makeStaffUser } from 'test-support';

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

export function makeStudent(id: number, overrides: Partial<StudentProfile> = {}): StudentProfile {
  const first = `Student${id}`;
  return {
    id,
    user: {
      id,
      username: `student_${id}`,
      first_name: first,
      middle_name: '',
      last_name: 'Test',
      full_name: `${first} Test`,
      email: `student${id}@example.com`,
      phone_number: '+201001234567',
      nationality: 'Egyptian',
      gender: 'female',
      is_verified: true,
      is_active: true,
    },
    status: 'active',
    current_level: 5,
    total_levels: 8,
    remaining_levels: 3,
    private_or_group: 'group',
    amount: '1500.00',
    outstanding_amount: '500.00',
    indebtedness: true,
    currency: 'USD',
    offer: '3 levels for 1500',
    certificate: 'yes',
    group: {
      id: 3,
      days: 'sat/tue',
      hours: '4 PM - 6 PM',
      current_level: 5,
      instructor: 'Omar Khalil',
      instructor_id: 4,
      supervisor: 'Dina Saleh',
      supervisor_id: 3,
      account_manager: 'Karim Nasser',
      account_manager_id: 2,
    },
    call: {
      id: 7,
      time: '14:30:00',
      months: 6,
      instructor: 'Omar Khalil',
      instructor_id: 4,
      supervisor: 'Dina Saleh',
      supervisor_id: 3,
      account_manager: 'Karim Nasser',
      account_manager_id: 2,
    },
    attendance: { sessions: Array(9).fill(false), total_attendance: 0 },
    evaluation: {
      oral: 0,
      participation: 0,
      written: 0,
      listening: 0,
      tasks: 0,
      total_score: 0,
      pass_fail: 'pending',
    },
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export const SARA = makeStudent(14, {
  user: {
    ...makeStudent(14).user,
    username: 'sara_hassan',
    first_name: 'Sara',
    last_name: 'Hassan',
    full_name: 'Sara Hassan',
    email: 'student@linguadesk.test',
  },
});
