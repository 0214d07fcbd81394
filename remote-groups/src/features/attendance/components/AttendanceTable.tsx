// Students by sessions 1 to 9, a box per session, and each student's percent by the shared rule
// (spec section 9), following the boxes as they change. A box's click draws its own row again,
// not the nine boxes of every other student.
import { memo } from 'react';
import { SESSIONS, type GroupDetailStudent } from 'shared-domain';
import { attendancePercent } from 'shared-domain/records';
import { formatNumber } from 'shared-i18n';
import { useLocale } from 'shared-i18n/react';
import { Badge, HStack, Text } from 'shared-ui';
import { Checkbox } from 'shared-ui/choices';
import { Table } from 'shared-ui/table';
import { ATTENDANCE_TEXT, sessionBoxLabel } from '../messages';

const SESSION_NUMBERS = Array.from({ length: SESSIONS }, (_, index) => index + 1);
const NO_FLAGS: readonly boolean[] = [];

interface AttendanceTableProps {
  students: readonly GroupDetailStudent[];
  sessions: Record<number, readonly boolean[]>;
  editable: boolean;
  isChanged: (studentId: number) => boolean;
  onToggle: (studentId: number, session: number, present: boolean) => void;
}

export function AttendanceTable({
  students,
  sessions,
  editable,
  isChanged,
  onToggle,
}: AttendanceTableProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      role="region"
      aria-label={ATTENDANCE_TEXT.tableRegion}
      // A scrolling box is reachable by keyboard (axe scrollable-region-focusable), read-only or not.
      tabIndex={0}
    >
      <Table.Root size="sm" aria-label={ATTENDANCE_TEXT.table}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="48">{ATTENDANCE_TEXT.student}</Table.ColumnHeader>
            {SESSION_NUMBERS.map((number) => (
              <Table.ColumnHeader key={number} textAlign="center">
                {formatNumber(number)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{ATTENDANCE_TEXT.total}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student) => (
            <AttendanceRow
              key={student.id}
              student={student}
              flags={sessions[student.id] ?? NO_FLAGS}
              changed={isChanged(student.id)}
              editable={editable}
              onToggle={onToggle}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface AttendanceRowProps {
  student: GroupDetailStudent;
  flags: readonly boolean[];
  changed: boolean;
  editable: boolean;
  onToggle: (studentId: number, session: number, present: boolean) => void;
}

const AttendanceRow = memo(function AttendanceRow({
  student,
  flags,
  changed,
  editable,
  onToggle,
}: AttendanceRowProps) {
  // Its labels and percent are in the active language: drawn again when that changes.
  useLocale();
  return (
    <Table.Row>
      <Table.Cell>
        <HStack gap="2">
          <Text fontWeight="medium">{student.name}</Text>
          {changed ? <Badge colorPalette="orange">{ATTENDANCE_TEXT.unsaved}</Badge> : null}
        </HStack>
      </Table.Cell>
      {SESSION_NUMBERS.map((number, index) => (
        <Table.Cell key={number} textAlign="center">
          <Checkbox.Root
            checked={flags[index] === true}
            disabled={!editable}
            onCheckedChange={(details) => onToggle(student.id, index, details.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={sessionBoxLabel(number, student.name)} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end" fontWeight="semibold">
        {formatNumber(attendancePercent(flags) / 100, { style: 'percent' })}
      </Table.Cell>
    </Table.Row>
  );
});
