// The route module the host mounts on / for students: the signed-in student's dashboard, behind
// a student-only guard (other roles get Access Denied).
import { useCurrentUser } from 'shared-auth';
import { Guarded, usePageTitle } from 'shared-ui';
import { StudentDashboard } from '../features/dashboard/components/StudentDashboard';

export const DASHBOARD_PAGE_NAME = 'Dashboard';

function SignedInStudentDashboard() {
  const user = useCurrentUser();
  // The guard renders this only for a signed-in student.
  return user ? <StudentDashboard userId={user.id} /> : null;
}

export default function Dashboard() {
  usePageTitle(DASHBOARD_PAGE_NAME);
  return (
    <Guarded roles={['student']}>
      <SignedInStudentDashboard />
    </Guarded>
  );
}
