// The audit trail as CSV (GET /api/audit/export/ and the archive command): one line per changed
// field, a row without changes (a log-in) one line; through shared-domain's CSV writer, which
// neutralises cells that a spreadsheet would run as formulas. Written in the request's language
// (the archive command has none: English).
import { roleLabel, type AuditEntry } from 'shared-domain';
import { auditActionLabel, auditFieldLabel, auditValueText } from 'shared-domain/records';
import { csvLine } from 'shared-domain/server';
import { t } from '../i18n';

/** The export's columns: one line per changed field (an event without changes has one line). */
const auditCsvHeader = () => [
  t('auditCsv.time'),
  t('auditCsv.who'),
  t('auditCsv.role'),
  t('auditCsv.action'),
  t('auditCsv.resource'),
  t('auditCsv.record'),
  t('auditCsv.student'),
  t('auditCsv.field'),
  t('auditCsv.before'),
  t('auditCsv.after'),
];

/** The header line, after a byte-order mark so spreadsheet programs read accents as UTF-8. */
export const auditCsvStart = (): string => `\uFEFF${csvLine(auditCsvHeader())}`;

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
