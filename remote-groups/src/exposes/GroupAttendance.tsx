// The screen of the route `groupAttendance` in src/routes.json, which gives its path, roles and
// title (the host and the standalone page apply them); only managers may change the sheet.
import { useParams } from 'react-router-dom';
import { AttendancePage } from '../features/attendance/components/AttendancePage';
import { routeGroupId } from '../features/group-data';

export default function GroupAttendance() {
  const { groupId } = useParams();
  return <AttendancePage groupId={routeGroupId(groupId)} />;
}
