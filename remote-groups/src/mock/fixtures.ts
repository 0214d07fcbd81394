// Realistic API answers (the shapes of docs/api.md) for the Groups screen's tests.
import type { GroupDetail, GroupRow, User } from 'shared-domain';
import { makeUser } from 'test-support/mock';

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
};

/** A student's evaluation before any score: what a new level starts from. */
export const NOT_EVALUATED: GroupDetail['students'][number]['evaluation'] = {
  oral: 0,
  participation: 0,
  written: 0,
  listening: 0,
  tasks: 0,
  total_score: 0,
  pass_fail: 'pending',
};

export function makeGroup(overrides: Partial<GroupRow> = {}): GroupRow {
  return {
    id: 7,
    days: 'sat/tue',
    hours: '4 PM - 6 PM',
    current_level: 5,
    instructor: 4,
    instructor_name: 'Omar Khalil',
    supervisor: 3,
    supervisor_name: 'Dina Saleh',
    account_manager: 2,
    account_manager_name: 'Karim Nasser',
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

const SLOTS = ['10 AM - 12 PM', '12 PM - 2 PM', '2 PM - 4 PM', '6 PM - 8 PM', '8 PM - 10 PM'];
const DAYS = ['sat/tue', 'sun/wed', 'mon/thu'] as const;

/** Groups 1..n on varied days, hours and levels. */
export function makeGroups(count: number): GroupRow[] {
  return Array.from({ length: count }, (_, index) =>
    makeGroup({
      id: index + 1,
      days: DAYS[index % DAYS.length],
      hours: SLOTS[index % SLOTS.length],
      current_level: (index % 14) + 1,
    }),
  );
}

export const STAFF_BY_ROLE: Record<string, User[]> = {
  instructor: [
    makeUser('instructor'),
    makeUser('instructor', {
      id: 5,
      first_name: 'Laila',
      last_name: 'Mansour',
      full_name: 'Laila Mansour',
    }),
  ],
  supervisor: [makeUser('supervisor')],
  account_manager: [makeUser('account_manager')],
};

type DetailStudent = GroupDetail['students'][number];

function detailStudent(
  id: number,
  remaining: number,
  evaluation: Partial<DetailStudent['evaluation']>,
): DetailStudent {
  return {
    id,
    name: `Student ${id}`,
    phone_number: null,
    remaining_levels: remaining,
    current_level: 5,
    attendance: { sessions: Array.from({ length: 9 }, () => true), total_attendance: 9 },
    evaluation: { ...NOT_EVALUATED, ...evaluation },
  };
}

/**
 * Group 7's details for the level forecast: by the pass rule, two pass (one by scores, one marked
 * pass), one fails on oral, one is marked fail despite the scores, one passes with no levels left.
 */
export function makeGroupDetail(): GroupDetail {
  const { students: _listed, ...row } = makeGroup();
  return {
    ...row,
    students_count: 5,
    students: [
      detailStudent(21, 2, { oral: 40, total_score: 80 }),
      detailStudent(22, 1, { pass_fail: 'pass' }),
      detailStudent(23, 3, { oral: 25, total_score: 85 }),
      detailStudent(24, 3, { oral: 45, total_score: 90, pass_fail: 'fail' }),
      detailStudent(25, 0, { oral: 35, total_score: 72 }),
    ],
  };
}
