// The link back to the Groups screen above a group's attendance or evaluation.
import { Link as RouterLink } from 'react-router-dom';
import { Link } from 'shared-ui';
import { paths } from '../../../config/paths';

const BACK_TO_GROUPS = 'Back to Groups';

export function BackToGroupsLink() {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" fontSize="sm">
      <RouterLink to={paths.groups}>← {BACK_TO_GROUPS}</RouterLink>
    </Link>
  );
}
