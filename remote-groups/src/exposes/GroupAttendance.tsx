// The route module the host mounts on /groups/{groupId}/attendance: the four staff roles may open
// it (spec section 2); only managers may change it (section 6, mirrored on the sheet).
import { useParams } from 'react-router-dom';
import { STAFF_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { AttendancePage } from '../features/attendance/components/AttendancePage';
import { ATTENDANCE_TEXT } from '../features/attendance/messages';
import { routeGroupId } from '../features/group-data';

export default function GroupAttendance() {
  usePageTitle(ATTENDANCE_TEXT.pageName);
  const { groupId } = useParams();
  return (
    <Guarded roles={STAFF_ROLES}>
      <AttendancePage groupId={routeGroupId(groupId)} />
    </Guarded>
  );
}
