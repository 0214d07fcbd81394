// /groups/{groupId}/attendance (spec section 2): the group's sheet inside group-sheet's page frame.
import { GroupSheetFrame } from '../../group-sheet';
import { ATTENDANCE_TEXT } from '../messages';
import { AttendanceSheet } from './AttendanceSheet';

export function AttendancePage({ groupId }: { groupId: number | null }) {
  return (
    <GroupSheetFrame groupId={groupId} text={ATTENDANCE_TEXT}>
      {(group) => <AttendanceSheet key={group.updated_at} group={group} />}
    </GroupSheetFrame>
  );
}
