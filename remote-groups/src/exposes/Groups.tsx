// The route module the host mounts on /groups: the Groups screen for the four staff roles
// (spec section 2).
import { STAFF_ROLES } from 'shared-domain';
import { Guarded, usePageTitle } from 'shared-ui';
import { GroupsScreen } from '../features/groups/components/GroupsScreen';

export const GROUPS_PAGE_NAME = 'Groups';

export default function Groups() {
  usePageTitle(GROUPS_PAGE_NAME);
  return (
    <Guarded roles={STAFF_ROLES}>
      <GroupsScreen />
    </Guarded>
  );
}
