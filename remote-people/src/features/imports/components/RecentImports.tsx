// The user's latest imports under the upload: one left going on, or checked and not yet
// committed, is opened again from here.
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatShortDate, type ImportSummary } from 'shared-domain';
import { Heading, Link, Stack, Text } from 'shared-ui';
import { importsQuery } from '../api/get-imports';
import { IMPORT_KIND_NAMES, IMPORT_STATUS_NAMES, IMPORT_TEXTS } from '../messages';

const linkTo = (entry: ImportSummary) => `?kind=${entry.kind}&import=${entry.id}`;

export function RecentImports() {
  const recent = useQuery(importsQuery());
  if (!recent.data?.length) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="import-recent">
      <Heading as="h2" size="sm" id="import-recent">
        {IMPORT_TEXTS.recent}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {recent.data.map((entry) => (
          <Text as="li" key={entry.id} fontSize="sm">
            <Link asChild colorPalette="brand">
              <RouterLink to={linkTo(entry)}>{entry.file_name}</RouterLink>
            </Link>{' '}
            · {IMPORT_KIND_NAMES[entry.kind]} · {IMPORT_STATUS_NAMES[entry.status]} ·{' '}
            {formatShortDate(entry.created_at)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
