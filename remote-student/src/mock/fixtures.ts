// Realistic API answers (the shapes of docs/api.md) for the dashboard's tests; the signed-in student
// is test-support's makeUser('student'), whose id is STUDENT_ID.
import type { StudentProfileDetail } from 'shared-domain';
import { makeStudentProfileDetail, makeUser } from 'shared-domain/factory';

export const STUDENT_ID = makeUser('student').id;

/** Sara's profile: a private student after a placement call, part-way through level 5. */
export function makeProfile(overrides: Partial<StudentProfileDetail> = {}): StudentProfileDetail {
  return makeStudentProfileDetail(makeUser('student', { phone_number: '+201001234567' }), {
    private_or_group: 'private',
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
    ...overrides,
  });
}
