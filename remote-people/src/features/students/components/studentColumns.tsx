// The Student List's columns (spec section 2): shared-domain's STUDENT_LIST_COLUMNS (the values
// the CSV export writes too) as table cells; the name column is sticky, the status a badge, and
// the four inline-editable ones carry their inputs.
import {
  COURSE_TYPES,
  LEVELS,
  MAX_TOTAL_LEVELS,
  MIN_LEVEL,
  STUDENT_STATUSES,
  type StudentProfile,
  courseTypeLabel,
} from 'shared-domain';
import {
  STUDENT_LIST_COLUMNS,
  STUDENT_STATUS_LABELS,
  studentStatusLabel,
} from 'shared-domain/people';
import { Badge, Button } from 'shared-ui';
import { type DataTableColumn, Input } from 'shared-ui/lists';
import type { StudentDraft } from '../api/update-student';
import { EditSelect } from '../../lists';
import { STUDENT_TEXTS as T } from '../messages';
import { leftToRight } from 'shared-i18n';

type Column = DataTableColumn<StudentProfile, StudentDraft>;

const STATUS_COLOURS: Record<string, string> = {
  active: 'green',
  waiting: 'orange',
  inactive: 'gray',
};

/** What a column adds to its plain value on screen, by key. */
const ON_SCREEN: Record<string, Partial<Column>> = {
  name: { sticky: true },
  course_type: {
    edit: (draft, update) => (
      <EditSelect
        label={T.courseType}
        value={draft.private_or_group}
        options={COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }))}
        onChange={(value) => update({ private_or_group: value })}
      />
    ),
  },
  status: {
    render: (s) => (
      <Badge colorPalette={STATUS_COLOURS[s.status] ?? 'gray'}>
        {studentStatusLabel(s.status)}
      </Badge>
    ),
    edit: (draft, update) => (
      <EditSelect
        label={T.status}
        value={draft.status}
        options={STUDENT_STATUSES.map((status) => ({
          value: status,
          label: STUDENT_STATUS_LABELS[status],
        }))}
        onChange={(value) => update({ status: value })}
      />
    ),
  },
  current_level: {
    edit: (draft, update) => (
      <EditSelect
        label={T.currentLevel}
        value={draft.current_level}
        options={LEVELS.map((level) => ({
          value: String(level.value),
          label: `${level.value} - ${level.label}`,
        }))}
        onChange={(value) => update({ current_level: value })}
      />
    ),
  },
  total_levels: {
    edit: (draft, update) => (
      <Input
        type="number"
        size="xs"
        w="20"
        min={MIN_LEVEL}
        max={MAX_TOTAL_LEVELS}
        aria-label={T.totalLevels}
        value={draft.total_levels}
        onChange={(event) => update({ total_levels: event.target.value })}
      />
    ),
  },
};

/**
 * The columns; the name opens the student's history (levels and Activity) through `onShowHistory`.
 */
export function studentColumns(
  onShowHistory: (student: StudentProfile) => void,
  historyLabel: (name: string) => string,
): Column[] {
  return STUDENT_LIST_COLUMNS.map(({ key, header, value }) => ({
    key,
    header,
    render: (student: StudentProfile) => value(student),
    ...ON_SCREEN[key],
    // A phone number keeps its "+" first in an Arabic table (the export keeps it as stored).
    ...(key === 'phone' && {
      render: (student: StudentProfile) => leftToRight(String(value(student))),
    }),
    ...(key === 'name' && {
      render: (student: StudentProfile) => (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          color="fg.info"
          textDecoration="underline"
          aria-label={historyLabel(String(value(student)))}
          onClick={() => onShowHistory(student)}
        >
          {value(student)}
        </Button>
      ),
    }),
  }));
}
