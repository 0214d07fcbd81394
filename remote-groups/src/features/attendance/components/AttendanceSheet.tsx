// The loaded group's attendance: the nine-session table and Save, inside group-sheet's GroupSheet.
import type { GroupDetail } from 'shared-domain';
import { Button, Flex } from 'shared-ui';
import { GroupSheet } from '../../group-sheet';
import { useAttendanceSheet } from '../hooks/use-attendance-sheet';
import { ATTENDANCE_TEXT } from '../messages';
import { AttendanceTable } from './AttendanceTable';

export function AttendanceSheet({ group }: { group: GroupDetail }) {
  const sheet = useAttendanceSheet(group.students);
  return (
    <GroupSheet group={group} canEdit={sheet.canEdit} text={ATTENDANCE_TEXT}>
      <AttendanceTable
        students={group.students}
        sessions={sheet.edited}
        editable={sheet.canEdit && !sheet.saving}
        isChanged={sheet.isChanged}
        onToggle={sheet.toggle}
      />
      <Flex justify="flex-end">
        <Button colorPalette="brand" onClick={sheet.save} disabled={sheet.saving}>
          {sheet.saving ? ATTENDANCE_TEXT.saving : ATTENDANCE_TEXT.save}
        </Button>
      </Flex>
    </GroupSheet>
  );
}
