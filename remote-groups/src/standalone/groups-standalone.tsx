// What this remote puts into the suite's standalone shell (shared-ui) on its own page: its name,
// the demo account to sign in with, and its routes.
import { Navigate, Route } from 'react-router-dom';
import type { DemoAccount } from 'shared-ui/standalone';
import { paths } from '../config/paths';
import Groups from '../exposes/Groups';
import GroupAttendance from '../exposes/GroupAttendance';
import GroupEvaluation from '../exposes/GroupEvaluation';

export const STANDALONE_TITLE = 'Groups';

export const DEMO_ACCOUNT: DemoAccount = {
  email: 'ops@linguadesk.test',
  password: 'Demo1234',
};

export const groupsRoutes = (
  <>
    <Route index element={<Navigate to={paths.groups} replace />} />
    <Route path={paths.groups} element={<Groups />} />
    <Route path={paths.groupAttendance} element={<GroupAttendance />} />
    <Route path={paths.groupEvaluation} element={<GroupEvaluation />} />
    <Route path="*" element={<Navigate to={paths.groups} replace />} />
  </>
);
