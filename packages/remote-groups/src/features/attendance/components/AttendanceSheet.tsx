// The loaded group: heading, the read-only notice for non-managers, the table and Save.
import type { GroupDetail } from 'shared-domain';
import { Banner, Button, Flex, Stack, Text } from 'shared-ui';
import { GroupHeading } from '../../group-data';
import { useAttendanceSheet } from '../hooks/use-attendance-sheet';
import { ATTENDANCE_TEXT } from '../messages';
import { AttendanceTable } from './AttendanceTable';

export function AttendanceSheet({ group }: { group: GroupDetail }) {
  const sheet = useAttendanceSheet(group.students);
  return (
    <Stack gap="5">
      <GroupHeading group={group} pageName={ATTENDANCE_TEXT.pageName} />
      {sheet.canEdit ? null : <Banner status="info" title={ATTENDANCE_TEXT.readOnly} />}
      {group.students.length === 0 ? (
        <Stack gap="1" py="10" textAlign="center" role="status">
          <Text fontWeight="semibold">{ATTENDANCE_TEXT.noStudents}</Text>
          <Text color="fg.muted">{ATTENDANCE_TEXT.noStudentsDetail}</Text>
        </Stack>
      ) : (
        <>
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
        </>
      )}
    </Stack>
  );
}
