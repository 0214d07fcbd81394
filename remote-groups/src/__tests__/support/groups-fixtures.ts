// The Groups screen's cast, on the factory's groups and people (shared-domain/factory).
import type { GroupDetail, GroupRow, User } from 'shared-domain';
import { makeGroupDetail, makeGroupRow, makeGroupStudent, makeUser } from 'shared-domain/factory';

const SLOTS = ['10 AM - 12 PM', '12 PM - 2 PM', '2 PM - 4 PM', '6 PM - 8 PM', '8 PM - 10 PM'];
const DAYS = ['sat/tue', 'sun/wed', 'mon/thu'] as const;

/** Groups 1..n on varied days, hours and levels. */
export function makeGroups(count: number): GroupRow[] {
  return Array.from({ length: count }, (_, index) =>
    makeGroupRow({
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
    makeUser('instructor', { id: 5, first_name: 'Laila', last_name: 'Mansour' }),
  ],
  supervisor: [makeUser('supervisor')],
  account_manager: [makeUser('account_manager')],
};

type Scores = Partial<GroupDetail['students'][number]['evaluation']>;
const student = (id: number, remaining_levels: number, evaluation: Scores) =>
  makeGroupStudent(id, {
    remaining_levels,
    evaluation: { ...makeGroupStudent(id).evaluation, ...evaluation },
  });

/**
 * Group 7's details for the level forecast: by the pass rule, two pass (one by scores, one marked
 * pass), one fails on oral, one is marked fail despite the scores, one passes with no levels left.
 */
export function makeForecastGroup(): GroupDetail {
  return makeGroupDetail({}, [
    student(21, 2, { oral: 40, total_score: 80 }),
    student(22, 1, { pass_fail: 'pass' }),
    student(23, 3, { oral: 25, total_score: 85 }),
    student(24, 3, { oral: 45, total_score: 90, pass_fail: 'fail' }),
    student(25, 0, { oral: 35, total_score: 72 }),
  ]);
}
