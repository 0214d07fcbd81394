// The route module the host mounts on / for account and operations managers: the centre's
// Overview, behind a managers-only guard (spec section 2; other roles get Access Denied).
import { Guarded, usePageTitle } from 'shared-ui';
import { OverviewScreen } from '../features/overview/components/OverviewScreen';

export const OVERVIEW_PAGE_NAME = 'Overview';

export default function Overview() {
  usePageTitle(OVERVIEW_PAGE_NAME);
  return (
    <Guarded roles={['account_manager', 'operations_manager']}>
      <OverviewScreen />
    </Guarded>
  );
}
