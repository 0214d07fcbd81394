// What this remote puts into the suite's standalone shell (shared-ui) on its own page: its name,
// the demo account to sign in with, and the routes of its manifest (guard and title from it).
import { Navigate, Route } from 'react-router-dom';
import { manifestRoutes, type DemoAccount } from 'shared-ui/standalone';
import { paths } from '../config/paths';
import Groups from '../exposes/Groups';
import GroupAttendance from '../exposes/GroupAttendance';
import GroupEvaluation from '../exposes/GroupEvaluation';
import manifest from '../routes.json';

export const STANDALONE_TITLE = 'Groups';

export const DEMO_ACCOUNT: DemoAccount = {
  email: 'ops@linguadesk.test',
  password: 'Demo1234',
};

export const groupsRoutes = (
  <>
    <Route index element={<Navigate to={paths.groups} replace />} />
    {manifestRoutes(manifest, {
      './Groups': Groups,
      './GroupAttendance': GroupAttendance,
      './GroupEvaluation': GroupEvaluation,
    })}
    <Route path="*" element={<Navigate to={paths.groups} replace />} />
  </>
);
