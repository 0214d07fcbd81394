// Students as GET /api/student-profiles/ answers them (docs/api.md#students): by default Sara, in
// group 3 with the centre's staff, after a placement call, with no attendance and no scores yet.
import type { LevelHistoryEntry, StudentProfile, StudentProfileDetail, User } from 'shared-domain';
import { makeUser } from './people';

/** A student's attendance before any session: what a new level starts from. */
export const NO_ATTENDANCE: StudentProfile['attendance'] = {
  sessions: Array(9).fill(false),
  total_attendance: 0,
};

/** A student's evaluation before any score. */
export const NOT_EVALUATED: StudentProfile['evaluation'] = {
  oral: 0,
  participation: 0,
  written: 0,
  listening: 0,
  tasks: 0,
  total_score: 0,
  pass_fail: 'pending',
};

/** The centre's instructor, supervisor and account manager, as a profile's group and call name them. */
const CENTRE_STAFF = {
  instructor: 'Omar Khalil',
  instructor_id: 4,
  supervisor: 'Dina Saleh',
  supervisor_id: 3,
  account_manager: 'Karim Nasser',
  account_manager_id: 2,
};

/** The account part of a profile, from the student's user. */
function profileUser(student: User): StudentProfile['user'] {
  const { id, username, first_name, middle_name, last_name, full_name, email } = student;
  const { phone_number, nationality, gender, is_verified, is_active } = student;
  return {
    id,
    username,
    first_name,
    middle_name,
    last_name,
    full_name,
    email,
    phone_number,
    nationality,
    gender,
    is_verified,
    is_active,
  };
}

/** `student`'s profile (Sara by default), `overrides` applied last. */
export function makeStudentProfile(
  student: User = makeUser('student'),
  overrides: Partial<StudentProfile> = {},
): StudentProfile {
  return {
    id: student.id,
    user: profileUser(student),
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
    group: { id: 3, days: 'sat/tue', hours: '4 PM - 6 PM', current_level: 5, ...CENTRE_STAFF },
    call: { id: 7, time: '14:30:00', months: 6, ...CENTRE_STAFF },
    attendance: { ...NO_ATTENDANCE, sessions: [...NO_ATTENDANCE.sessions] },
    evaluation: { ...NOT_EVALUATED },
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** Student `id`, named `Student<id> Test`, with Sara's profile otherwise. */
export function makeStudent(id: number, overrides: Partial<StudentProfile> = {}): StudentProfile {
  const first = `Student${id}`;
  const student = makeUser('student', {
    id,
    username: `student_${id}`,
    first_name: first,
    last_name: 'Test',
    email: `student${id}@example.com`,
    phone_number: '+201001234567',
  });
  return makeStudentProfile(student, overrides);
}

/** Sara's marks: the 78 she passed level 4 with, and where level 5 stands so far. */
const SARA_SCORES = { oral: 36, participation: 18, written: 9, listening: 8, tasks: 7 };

/** A level Sara finished: level 4 (L2), passed with 78 and moved up to level 5 (L3). */
export function makeLevelHistoryEntry(
  overrides: Partial<LevelHistoryEntry> = {},
): LevelHistoryEntry {
  return {
    level: 4,
    new_level: 5,
    started_at: '2025-09-02T09:00:00.000Z',
    finished_at: '2025-10-28T16:00:00.000Z',
    ...SARA_SCORES,
    total_score: 78,
    total_attendance: 8,
    result: 'pending',
    decision: 'passed',
    ...overrides,
  };
}

/** GET /api/student-profiles/{id}/: the profile with its level history (none by default). */
export function makeStudentProfileDetail(
  student: User = makeUser('student'),
  overrides: Partial<StudentProfileDetail> = {},
): StudentProfileDetail {
  const { level_history = [], ...profile } = overrides;
  return { ...makeStudentProfile(student, profile), level_history };
}

/**
 * The demo student's dashboard: Sara, a private student after placement call 2, part-way through
 * level 5 (five sessions attended, 78 so far), as GET /api/student-profiles/{her id}/ answers her.
 */
export function makeDashboardProfile(
  overrides: Partial<StudentProfileDetail> = {},
): StudentProfileDetail {
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
    evaluation: { ...SARA_SCORES, total_score: 78, pass_fail: 'pending' },
    ...overrides,
  });
}
