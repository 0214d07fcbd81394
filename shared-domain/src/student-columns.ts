// The Student List's columns (spec section 2) as plain text: the screen's cells and the CSV
// export (GET /api/student-profiles/export/) spell every value the same way.
import {
  genderLabel,
  courseTypeLabel,
  dayGroupLabel,
  domainTexts,
  levelLabel,
  orDash,
  translateDomain as t,
  userRowName,
  type StudentProfile,
  type StudentStatus,
} from 'shared-domain';
import { formatCallTime, formatGroupHours, recordTexts } from 'shared-domain/records';

export const STUDENT_STATUS_LABELS: Readonly<Record<StudentStatus, string>> =
  domainTexts('studentStatuses');

export function studentStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return STUDENT_STATUS_LABELS[status as StudentStatus] ?? status;
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? t('values.yes') : t('values.no');
}

export interface StudentListColumn {
  key: string;
  /** Read in the active language (the export's, on the server: the request's). */
  readonly header: string;
  value: (student: StudentProfile) => string | number;
}

const staffName = (
  student: StudentProfile,
  field: 'instructor' | 'account_manager' | 'supervisor',
) => orDash(student.group?.[field] ?? student.call?.[field]);

const HEADERS = recordTexts('studentColumns');
type ColumnKey = keyof typeof HEADERS;

const column = (key: ColumnKey, value: StudentListColumn['value']): StudentListColumn => ({
  key,
  get header() {
    return HEADERS[key];
  },
  value,
});

/** In the screen's order. */
export const STUDENT_LIST_COLUMNS: readonly StudentListColumn[] = [
  column('name', (s) => userRowName(s.user)),
  column('phone', (s) => orDash(s.user.phone_number)),
  column('email', (s) => orDash(s.user.email)),
  column('gender', (s) => orDash(genderLabel(s.user.gender))),
  column('nationality', (s) => orDash(s.user.nationality)),
  column('group', (s) => (s.group ? `#${s.group.id}` : '-')),
  column('time_slot', (s) => orDash(s.group?.hours && formatGroupHours(s.group.hours))),
  column('group_level', (s) => (s.group ? levelLabel(s.group.current_level) : '-')),
  column('schedule', (s) => (s.group ? dayGroupLabel(s.group.days) : '-')),
  column('instructor', (s) => staffName(s, 'instructor')),
  column('account_manager', (s) => staffName(s, 'account_manager')),
  column('supervisor', (s) => staffName(s, 'supervisor')),
  column('call_id', (s) => (s.call ? `#${s.call.id}` : '-')),
  column('call_time', (s) => (s.call ? formatCallTime(s.call.time) : '-')),
  column('call_months', (s) => orDash(s.call?.months)),
  column('course_type', (s) => courseTypeLabel(s.private_or_group)),
  column('status', (s) => studentStatusLabel(s.status)),
  column('current_level', (s) => levelLabel(s.current_level)),
  column('total_levels', (s) => s.total_levels),
  column('remaining_levels', (s) => s.remaining_levels),
  column('amount', (s) => orDash(s.amount)),
  column('outstanding', (s) => orDash(s.outstanding_amount)),
  column('indebtedness', (s) => yesNo(s.indebtedness)),
  column('offer', (s) => orDash(s.offer)),
  column('currency', (s) => orDash(s.currency)),
];
