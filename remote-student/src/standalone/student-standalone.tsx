// What this remote puts into the suite's standalone shell (shared-ui) on its own page: its name,
// the demo student to sign in with, and the routes of its manifest (guard and title from it).
import { Navigate, Route } from 'react-router-dom';
import { manifestRoutes, type DemoAccount } from 'shared-ui/standalone';
import { paths } from '../config/paths';
import Dashboard from '../exposes/Dashboard';
import manifest from '../routes.json';

export const STANDALONE_TITLE = 'Student dashboard';

export const DEMO_STUDENT: DemoAccount = {
  email: 'student@linguadesk.test',
  password: 'Demo1234',
};

export const studentRoutes = (
  <>
    {manifestRoutes(manifest, { './Dashboard': Dashboard })}
    <Route path="*" element={<Navigate to={paths.home} replace />} />
  </>
);
