// A student's profile as GET /api/student-profiles/ returns it (docs/api.md#students): in group 3 with
// the centre's staff, a placement call, no attendance and no scores yet.
import type { LevelHistoryEntry, StudentProfile, StudentProfileDetail, User } from 'shared-domain';
import { makeUser } from './users';

/** `student`'s profile (Sara, test-support's student, by default), `overrides` applied last. */
export function makeStudentProfile(
  student: User = makeUser('student'),
  overrides: Partial<StudentProfile> = {},
): StudentProfile {
  return {
    id: student.id,
    user: {
      id: student.id,
      username: student.username,
      first_name: student.first_name,
      middle_name: student.middle_name,
      last_name: student.last_name,
      full_name: student.full_name,
      email: student.email,
      phone_number: student.phone_number,
      nationality: student.nationality,
      gender: student.gender,
      is_verified: student.is_verified,
      is_active: student.is_active,
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

/** A level Sara finished: level 4 (L2), passed with 78 and moved up to level 5 (L3). */
export function makeLevelHistoryEntry(
  overrides: Partial<LevelHistoryEntry> = {},
): LevelHistoryEntry {
  return {
    level: 4,
    new_level: 5,
    started_at: '2025-09-02T09:00:00.000Z',
    finished_at: '2025-10-28T16:00:00.000Z',
    oral: 36,
    participation: 18,
    written: 9,
    listening: 8,
    tasks: 7,
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
