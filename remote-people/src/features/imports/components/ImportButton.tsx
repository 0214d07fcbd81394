// The Students and Staff lists' Import button: the Import screen for that kind of person. Its label
// is the people catalogue's, so the lists do not download the Import screen's catalogue.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from 'shared-ui';
import type { ImportKind } from 'shared-domain/imports';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

export function ImportButton({ kind }: { kind: ImportKind }) {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={`${paths.imports}?kind=${kind}`}>{t('lists.import')}</RouterLink>
    </Button>
  );
}
