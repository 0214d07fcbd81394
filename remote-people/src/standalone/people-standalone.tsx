// What this remote puts into the suite's standalone shell (shared-ui) on its own page: its name,
// the demo account to sign in with, and its routes.
import { Navigate, Route } from 'react-router-dom';
import type { DemoAccount } from 'shared-ui/standalone';
import { paths } from '../config/paths';
import Students from '../exposes/Students';
import Staff from '../exposes/Staff';
import Overview from '../exposes/Overview';

export const STANDALONE_TITLE = 'People';

export const DEMO_ACCOUNT: DemoAccount = {
  email: 'ops@linguadesk.test',
  password: 'Demo1234',
};

export const peopleRoutes = (
  <>
    <Route path={paths.students} element={<Students />} />
    <Route path={paths.staff} element={<Staff />} />
    <Route path={paths.overview} element={<Overview />} />
    <Route path="*" element={<Navigate to={paths.overview} replace />} />
  </>
);
