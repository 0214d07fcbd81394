// The route module the host mounts on /staff: the Staff List, for the two admin roles only.
import { Guarded, usePageTitle } from 'shared-ui';
import { StaffScreen } from '../features/staff/components/StaffScreen';
import { STAFF_TEXTS } from '../features/staff/messages';

export default function Staff() {
  usePageTitle(STAFF_TEXTS.pageName);
  return (
    <Guarded requireAdmin>
      <StaffScreen />
    </Guarded>
  );
}
