// The screen of the route `studentDashboard` in src/routes.json, which gives its path, roles and
// title (the host and the standalone page apply them): the signed-in student's dashboard.
import { useCurrentUser } from 'shared-auth';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard';

export default function Dashboard() {
  const user = useCurrentUser();
  // The route's guard renders this only for a signed-in student.
  return user ? <StudentDashboard userId={user.id} /> : null;
}
