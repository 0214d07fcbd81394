// The route module the host mounts on /calls: the Calls screen for the four staff roles
// (spec section 2); anyone else gets Access Denied.
import { STAFF_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { CallsScreen } from '../features/calls/components/CallsScreen';

export const CALLS_PAGE_NAME = 'Calls';

export default function Calls() {
  usePageTitle(CALLS_PAGE_NAME);
  return (
    <Guarded roles={STAFF_ROLES}>
      <CallsScreen />
    </Guarded>
  );
}
