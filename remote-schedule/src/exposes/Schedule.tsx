// The route module the host mounts on /schedule: the instructor schedule, for admins only
// (account_manager and operations_manager, spec sections 2 and 6); others get Access Denied.
import { ADMIN_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { ScheduleScreen } from '../features/schedule/components/ScheduleScreen';

export const SCHEDULE_PAGE_NAME = 'Schedule';

export default function Schedule() {
  usePageTitle(SCHEDULE_PAGE_NAME);
  return (
    <Guarded roles={ADMIN_ROLES}>
      <ScheduleScreen />
    </Guarded>
  );
}
