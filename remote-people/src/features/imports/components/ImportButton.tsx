// The Students and Staff lists' Import button: the Import screen for that kind of person.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from 'shared-ui';
import type { ImportKind } from 'shared-domain/imports';
import { paths } from '../../../config/paths';
import { IMPORT_TEXTS } from '../messages';

export function ImportButton({ kind }: { kind: ImportKind }) {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={`${paths.imports}?kind=${kind}`}>{IMPORT_TEXTS.button}</RouterLink>
    </Button>
  );
}
