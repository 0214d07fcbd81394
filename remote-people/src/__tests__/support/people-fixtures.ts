// The Students and Staff screens' cast, on the factory's people (shared-domain/factory).
import type { GroupRow } from 'shared-domain';
import { makeGroupRow, makeStaffUser, makeStudentProfile, makeUser } from 'shared-domain/factory';

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

/** Sara Hassan, the centre's student. */
export const SARA = makeStudentProfile(makeUser('student', { phone_number: '+201001234567' }));

/** A group the enrolment dialogs offer: mon/thu evenings at level 5, three students of twelve. */
export function makeOpenGroup(overrides: Partial<GroupRow> = {}): GroupRow {
  return makeGroupRow({
    id: 8,
    days: 'mon/thu',
    hours: '6 PM - 8 PM',
    supervisor: null,
    supervisor_name: null,
    account_manager: null,
    account_manager_name: null,
    students_count: 3,
    students: [],
    session_one: false,
    session_two: false,
    session_three: false,
    ...overrides,
  });
}
