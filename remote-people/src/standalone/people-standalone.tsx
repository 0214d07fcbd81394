// What this remote puts into the suite's standalone shell (shared-ui) on its own page: its name,
// the demo account to sign in with, and the routes of its manifest (guard and title from it).
import { Navigate, Route } from 'react-router-dom';
import { manifestRoutes, type DemoAccount } from 'shared-ui/standalone';
import { paths } from '../config/paths';
import Students from '../exposes/Students';
import Staff from '../exposes/Staff';
import Overview from '../exposes/Overview';
import Imports from '../exposes/Imports';
import Reports from '../exposes/Reports';
import manifest from '../routes.json';

export const STANDALONE_TITLE = 'People';

export const DEMO_ACCOUNT: DemoAccount = {
  email: 'ops@linguadesk.test',
  password: 'Demo1234',
};

export const peopleRoutes = (
  <>
    {manifestRoutes(manifest, {
      './Students': Students,
      './Staff': Staff,
      './Overview': Overview,
      './Imports': Imports,
      './Reports': Reports,
    })}
    <Route path="*" element={<Navigate to={paths.overview} replace />} />
  </>
);
