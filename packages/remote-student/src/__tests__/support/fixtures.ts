// Realistic API answers (design/API.md shapes) for the dashboard's tests; the signed-in student
// is test-support's makeUser('student'), whose id is STUDENT_ID.
import type { StudentProfile } from 'shared-domain';

export const STUDENT_ID = 14;

export function makeProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: STUDENT_ID,
    user: {
      id: STUDENT_ID,
      username: 'sara_hassan',
      first_name: 'Sara',
      middle_name: '',
      last_name: 'Hassan',
      full_name: 'Sara Hassan',
      email: 'student@linguadesk.test',
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
    private_or_group: 'private',
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
      id: 2,
      time: '14:30:00',
      months: 7,
      instructor: 'Laila Mansour',
      instructor_id: 5,
      supervisor: 'Dina Saleh',
      supervisor_id: 3,
      account_manager: null,
      account_manager_id: null,
    },
    attendance: {
      sessions: [true, true, false, true, false, false, true, true, false],
      total_attendance: 5,
    },
    evaluation: {
      oral: 36,
      participation: 18,
      written: 9,
      listening: 8,
      tasks: 7,
      total_score: 78,
      pass_fail: 'pending',
    },
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}
