// The Student List's columns (spec section 2) as table cells and as CSV values; the four
// inline-editable ones carry their inputs.
import {
  COURSE_TYPES,
  LEVELS,
  MAX_TOTAL_LEVELS,
  MIN_LEVEL,
  STUDENT_STATUSES,
  type StudentProfile,
  courseTypeLabel,
  dayGroupLabel,
  formatCallTime,
  levelLabel,
  userRowName,
} from 'shared-domain';
import { Badge, type DataTableColumn, Input } from 'shared-ui';
import type { StudentDraft } from '../api/update-student';
import { EditSelect } from '../../lists/components/EditSelect';
import { STUDENT_STATUS_LABELS, orDash, statusLabel, yesNo } from './studentLabels';

type Column = DataTableColumn<StudentProfile, StudentDraft>;

interface StudentColumn extends Column {
  /** The plain value, for the CSV export. */
  value: (student: StudentProfile) => string | number;
}

const STATUS_COLOURS: Record<string, string> = {
  active: 'green',
  waiting: 'orange',
  inactive: 'gray',
};

function plain(key: string, header: string, value: StudentColumn['value']): StudentColumn {
  return { key, header, value, render: (student) => value(student) };
}

const staffName = (
  student: StudentProfile,
  field: 'instructor' | 'account_manager' | 'supervisor',
) => orDash(student.group?.[field] ?? student.call?.[field]);

export const studentColumns: StudentColumn[] = [
  { ...plain('name', 'Name', (s) => userRowName(s.user)), sticky: true },
  plain('phone', 'Phone', (s) => orDash(s.user.phone_number)),
  plain('email', 'Email', (s) => orDash(s.user.email)),
  plain('gender', 'Gender', (s) => orDash(s.user.gender)),
  plain('nationality', 'Nationality', (s) => orDash(s.user.nationality)),
  plain('group', 'Group', (s) => (s.group ? `#${s.group.id}` : '-')),
  plain('time_slot', 'Time Slot', (s) => orDash(s.group?.hours)),
  plain('group_level', 'Group Level', (s) => (s.group ? levelLabel(s.group.current_level) : '-')),
  plain('schedule', 'Schedule', (s) => (s.group ? dayGroupLabel(s.group.days) : '-')),
  plain('instructor', 'Instructor', (s) => staffName(s, 'instructor')),
  plain('account_manager', 'Account Manager', (s) => staffName(s, 'account_manager')),
  plain('supervisor', 'Supervisor', (s) => staffName(s, 'supervisor')),
  plain('call_id', 'Call ID', (s) => (s.call ? `#${s.call.id}` : '-')),
  plain('call_time', 'Call Time', (s) => (s.call ? formatCallTime(s.call.time) : '-')),
  plain('call_months', 'Call Months', (s) => orDash(s.call?.months)),
  {
    ...plain('course_type', 'Course Type', (s) => courseTypeLabel(s.private_or_group)),
    edit: (draft, update) => (
      <EditSelect
        label="Course type"
        value={draft.private_or_group}
        options={COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }))}
        onChange={(value) => update({ private_or_group: value })}
      />
    ),
  },
  {
    ...plain('status', 'Status', (s) => statusLabel(s.status)),
    render: (s) => (
      <Badge colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>{statusLabel(s.status)}</Badge>
    ),
    edit: (draft, update) => (
      <EditSelect
        label="Status"
        value={draft.status}
        options={STUDENT_STATUSES.map((status) => ({
          value: status,
          label: STUDENT_STATUS_LABELS[status],
        }))}
        onChange={(value) => update({ status: value })}
      />
    ),
  },
  {
    ...plain('current_level', 'Current Level', (s) => levelLabel(s.current_level)),
    edit: (draft, update) => (
      <EditSelect
        label="Current level"
        value={draft.current_level}
        options={LEVELS.map((level) => ({
          value: String(level.value),
          label: `${level.value} - ${level.label}`,
        }))}
        onChange={(value) => update({ current_level: value })}
      />
    ),
  },
  {
    ...plain('total_levels', 'Total Levels', (s) => s.total_levels),
    edit: (draft, update) => (
      <Input
        type="number"
        size="xs"
        w="20"
        min={MIN_LEVEL}
        max={MAX_TOTAL_LEVELS}
        aria-label="Total levels"
        value={draft.total_levels}
        onChange={(event) => update({ total_levels: event.target.value })}
      />
    ),
  },
  plain('remaining_levels', 'Remaining Levels', (s) => s.remaining_levels),
  plain('amount', 'Total Amount', (s) => orDash(s.amount)),
  plain('outstanding', 'Outstanding', (s) => orDash(s.outstanding_amount)),
  plain('indebtedness', 'Indebtedness', (s) => yesNo(s.indebtedness)),
  plain('offer', 'Offer', (s) => orDash(s.offer)),
  plain('currency', 'Currency', (s) => orDash(s.currency)),
];
