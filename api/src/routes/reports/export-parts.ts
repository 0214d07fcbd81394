// What every report's export is made of: columns headed from the reportExport catalogue (read in
// the request's language when the file is written), and the report, already read, as its one batch.
import { API_ENGLISH, t } from '../../i18n';
import type { ExportColumn } from '../../lib/exports';

export type Header = keyof typeof API_ENGLISH.reportExport;

export function column<Row>(
  key: Header,
  value: ExportColumn<Row>['value'],
  width?: number,
): ExportColumn<Row> {
  return { header: () => t(`reportExport.${key}`), value, width };
}

export async function* once<Row>(rows: readonly Row[]): AsyncGenerator<readonly Row[]> {
  if (rows.length) yield rows;
}
