// A report's table in a box that scrolls sideways on a narrow screen: a region keyboard users can
// reach and scroll (axe scrollable-region-focusable), named apart from the section around it.
import type { ReactNode } from 'react';
import { Table } from 'shared-ui/lists';
import { t } from '../i18n';

export function ReportTableArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      role="region"
      aria-label={t('reportsOf.tableArea', { table: label })}
      tabIndex={0}
    >
      {children}
    </Table.ScrollArea>
  );
}
