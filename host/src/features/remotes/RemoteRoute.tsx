// A route whose screen lives in a remote: loaded at run time inside the Retry boundary, so a remote
// that is down costs only its own route.
import { RemoteBoundary, usePageTitle } from 'shared-ui';
import { remoteRoutes, type RemoteRoute as RemoteRouteName } from '../../federation/remotes';

export const REMOTE_LABELS: Record<RemoteRouteName, string> = {
  students: 'Students',
  staff: 'Staff',
  overview: 'Overview',
  groups: 'Groups',
  groupAttendance: 'Group attendance',
  groupEvaluation: 'Group evaluations',
  calls: 'Calls',
  schedule: 'Schedule',
  studentDashboard: 'Student dashboard',
};

export function RemoteRoute({ route }: { route: RemoteRouteName }) {
  // A title even while the remote loads or is down; the remote's screen may set a finer one.
  usePageTitle(REMOTE_LABELS[route]);
  return <RemoteBoundary key={route} label={REMOTE_LABELS[route]} load={remoteRoutes[route]} />;
}
