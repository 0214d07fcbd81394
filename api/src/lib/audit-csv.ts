// The audit trail as CSV (GET /api/audit/export/ and the archive command): one line per changed
// field, a row without changes (a log-in) one line; through shared-domain's CSV writer, which
// neutralises cells that a spreadsheet would run as formulas.
import { roleLabel, type AuditEntry } from 'shared-domain';
import {
  AUDIT_CSV_HEADER,
  auditActionLabel,
  auditFieldLabel,
  auditValueText,
} from 'shared-domain/records';
import { csvLine } from 'shared-domain/server';

/** The header line, after a byte-order mark so spreadsheet programs read accents as UTF-8. */
export const AUDIT_CSV_START = `\uFEFF${csvLine(AUDIT_CSV_HEADER)}`;

/** A value of a change; none is an empty cell. */
const cell = (field: string, value: unknown) =>
  value === null || value === undefined ? '' : auditValueText(field, value);

export function auditCsvLines(entry: AuditEntry): string {
  const common = [
    entry.at,
    entry.actor_name ?? '',
    entry.actor_role ? roleLabel(entry.actor_role) : '',
    auditActionLabel(entry.action),
    entry.resource,
    entry.record_id,
    entry.student_id,
  ];
  const fields = Object.entries(entry.changes);
  if (!fields.length) return csvLine([...common, '', '', '']);
  return fields
    .map(([field, { before, after }]) =>
      csvLine([...common, auditFieldLabel(field), cell(field, before), cell(field, after)]),
    )
    .join('');
}
