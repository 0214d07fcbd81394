// An audit entry's changes as a list, one field a line ('Instructor: - → Sara Haddad'): in the
// record's column order, people by the names the answer gives (shared-domain's auditChangeLines).
import type { AuditEntry } from 'shared-domain';
import { auditChangeLines } from 'shared-domain/records';
import { Box, Text } from '@chakra-ui/react';
import { t } from '../i18n';

export function AuditChangeList({ entry }: { entry: AuditEntry }) {
  const lines = auditChangeLines(entry);
  if (!lines.length) return null;
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" fontSize="sm">
      {lines.map(({ field, label, before, after }) => (
        <li key={field}>
          <Text as="span" color="fg.muted">
            {label}:
          </Text>{' '}
          {t('activity.change', { before, after })}
        </li>
      ))}
    </Box>
  );
}
