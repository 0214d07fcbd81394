// The Activity of a student (their account, profile, scores and attendance) and of a group (its
// own row), read from the centre's one audit trail, for as long as the student or group exists;
// and the whole trail, the Reports' Activity, for operations managers.
import type { FakeApi } from '../../fake-api';
import { serveActivity, serveAuditTrail } from '../audit';
import type { Centre } from './state';

export function serveCentreActivity(api: FakeApi, centre: Centre): void {
  serveAuditTrail(api, centre.trail, centre.me);
  serveActivity(api, centre.trail, {
    path: '/api/student-profiles/:id/activity/',
    of: 'student',
    exists: (id) => centre.students.some((student) => student.id === id),
  });
  serveActivity(api, centre.trail, {
    path: '/api/groups/:id/activity/',
    of: 'group',
    exists: (id) => centre.groups.some((group) => group.id === id),
  });
}
