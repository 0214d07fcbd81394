// Groups as GET /api/groups/ lists them and GET /api/groups/{id}/ details them (docs/api.md#groups):
// by default group 7, sat/tue 4 PM - 6 PM at level 5, with the centre's staff, Sara and Youssef.
import type { GroupDetail, GroupRow, SessionKey } from 'shared-domain';
import { ASSIGNED_STAFF } from './people';
import { NO_ATTENDANCE, NOT_EVALUATED } from './students';

/** Every session unattended: spread it, then mark the sessions held. */
export const NO_SESSIONS = {
  session_one: false,
  session_two: false,
  session_three: false,
  session_four: false,
  session_five: false,
  session_six: false,
  session_seven: false,
  session_eight: false,
  session_nine: false,
} satisfies Record<SessionKey, false>;

export function makeGroupRow(overrides: Partial<GroupRow> = {}): GroupRow {
  return {
    id: 7,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    current_level: 5,
    ...ASSIGNED_STAFF,
    students_count: 2,
    max_capacity: 12,
    students: [
      { id: 14, name: 'Sara Hassan', phone_number: '+201001234567', remaining_levels: 3 },
      { id: 15, name: 'Youssef Adel', phone_number: '+201007654321', remaining_levels: 0 },
    ],
    ...NO_SESSIONS,
    session_one: true,
    session_two: true,
    session_three: true,
    created_at: '2025-09-02T09:00:00.000Z',
    updated_at: '2025-11-21T09:00:00.000Z',
    ...overrides,
  };
}

type GroupStudent = GroupDetail['students'][number];

/** A student as a group's detail lists them: level 5, every session attended, no scores yet. */
export function makeGroupStudent(id: number, overrides: Partial<GroupStudent> = {}): GroupStudent {
  return {
    id,
    name: `Student ${id}`,
    phone_number: null,
    remaining_levels: 2,
    current_level: 5,
    attendance: { sessions: NO_ATTENDANCE.sessions.map(() => true), total_attendance: 9 },
    evaluation: { ...NOT_EVALUATED },
    ...overrides,
  };
}

/** The group's detail: its row with `students` in full (none by default). */
export function makeGroupDetail(
  overrides: Partial<Omit<GroupDetail, 'students'>> = {},
  students: GroupStudent[] = [],
): GroupDetail {
  const { students: _listed, ...row } = makeGroupRow(overrides);
  return { ...row, students_count: students.length, students };
}
