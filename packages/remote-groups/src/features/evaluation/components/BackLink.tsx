import { Link as RouterLink } from 'react-router-dom';
import { Link } from 'shared-ui';
import { paths } from '../../../config/paths';
import { EVALUATION_TEXT } from '../messages';

export function BackLink() {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" fontSize="sm">
      <RouterLink to={paths.groups}>← {EVALUATION_TEXT.backToGroups}</RouterLink>
    </Link>
  );
}
