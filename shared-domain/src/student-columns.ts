// The Student List's columns (spec section 2) as plain text: the screen's cells and the CSV
// export (GET /api/student-profiles/export/) spell every value the same way.
import {
  courseTypeLabel,
  dayGroupLabel,
  levelLabel,
  orDash,
  userRowName,
  type StudentProfile,
  type StudentStatus,
} from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';

export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  waiting: 'Waiting',
  inactive: 'Inactive',
};

export function studentStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return STUDENT_STATUS_LABELS[status as StudentStatus] ?? status;
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}

export interface StudentListColumn {
  key: string;
  header: string;
  value: (student: StudentProfile) => string | number;
}

const staffName = (
  student: StudentProfile,
  field: 'instructor' | 'account_manager' | 'supervisor',
) => orDash(student.group?.[field] ?? student.call?.[field]);

const column = (
  key: string,
  header: string,
  value: StudentListColumn['value'],
): StudentListColumn => ({ key, header, value });

/** In the screen's order. */
export const STUDENT_LIST_COLUMNS: readonly StudentListColumn[] = [
  column('name', 'Name', (s) => userRowName(s.user)),
  column('phone', 'Phone', (s) => orDash(s.user.phone_number)),
  column('email', 'Email', (s) => orDash(s.user.email)),
  column('gender', 'Gender', (s) => orDash(s.user.gender)),
  column('nationality', 'Nationality', (s) => orDash(s.user.nationality)),
  column('group', 'Group', (s) => (s.group ? `#${s.group.id}` : '-')),
  column('time_slot', 'Time Slot', (s) => orDash(s.group?.hours)),
  column('group_level', 'Group Level', (s) => (s.group ? levelLabel(s.group.current_level) : '-')),
  column('schedule', 'Schedule', (s) => (s.group ? dayGroupLabel(s.group.days) : '-')),
  column('instructor', 'Instructor', (s) => staffName(s, 'instructor')),
  column('account_manager', 'Account Manager', (s) => staffName(s, 'account_manager')),
  column('supervisor', 'Supervisor', (s) => staffName(s, 'supervisor')),
  column('call_id', 'Call ID', (s) => (s.call ? `#${s.call.id}` : '-')),
  column('call_time', 'Call Time', (s) => (s.call ? formatCallTime(s.call.time) : '-')),
  column('call_months', 'Call Months', (s) => orDash(s.call?.months)),
  column('course_type', 'Course Type', (s) => courseTypeLabel(s.private_or_group)),
  column('status', 'Status', (s) => studentStatusLabel(s.status)),
  column('current_level', 'Current Level', (s) => levelLabel(s.current_level)),
  column('total_levels', 'Total Levels', (s) => s.total_levels),
  column('remaining_levels', 'Remaining Levels', (s) => s.remaining_levels),
  column('amount', 'Total Amount', (s) => orDash(s.amount)),
  column('outstanding', 'Outstanding', (s) => orDash(s.outstanding_amount)),
  column('indebtedness', 'Indebtedness', (s) => yesNo(s.indebtedness)),
  column('offer', 'Offer', (s) => orDash(s.offer)),
  column('currency', 'Currency', (s) => orDash(s.currency)),
];

/** The export's file: every column's header, then a line per student. */
export const STUDENT_EXPORT_FILE_NAME = 'students.csv';
