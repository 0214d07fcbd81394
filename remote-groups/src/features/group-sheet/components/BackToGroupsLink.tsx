// The link back to the Groups screen above a group's attendance or evaluation.
import { Link as RouterLink } from 'react-router-dom';
import { Link, chakra } from 'shared-ui';
import { paths } from '../../../config/paths';
import { t } from '../i18n';

export function BackToGroupsLink() {
  return (
    <Link asChild colorPalette="brand" fontWeight="medium" fontSize="sm">
      <RouterLink to={paths.groups}>
        {/* Points back, toward the reading's start: to the right in Arabic. */}
        <chakra.span aria-hidden display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
          ←
        </chakra.span>{' '}
        {t('sheet.backToGroups')}
      </RouterLink>
    </Link>
  );
}
