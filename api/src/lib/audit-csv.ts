// The audit trail as a file: the archive command's CSV (every column, ids as stored) and the
// export's lines (GET /api/audit/export/, CSV or Excel: what the screens show, by name). One line
// per changed field, a row without changes (a log-in) one line; through shared-domain's CSV
// writer, which neutralises cells that a spreadsheet would run as formulas. Written in the
// request's language (the archive command has none: English).
import { roleLabel, type AuditEntry } from 'shared-domain';
import {
  AUDIT_RESOURCE_LABELS,
  auditActionLabel,
  auditActorText,
  auditChangeLines,
  auditFieldLabel,
  auditRecordText,
  auditValueText,
  type AuditChangeLine,
} from 'shared-domain/records';
import { csvLine } from 'shared-domain/server';
import { t } from '../i18n';
import type { ExportColumn } from './exports';

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

/** A line of the trail's export: an entry and one of its changes (none for an event). */
export interface AuditExportLine {
  entry: AuditEntry;
  change: AuditChangeLine | null;
}

/** An entry's lines as the screens show it: its changes in column order, by name, no keys. */
export function auditExportLines(entry: AuditEntry): AuditExportLine[] {
  const changes = auditChangeLines(entry);
  return changes.length ? changes.map((change) => ({ entry, change })) : [{ entry, change: null }];
}

/** A value of a shown change; none is an empty cell. */
const shownCell = (line: AuditExportLine, side: 'before' | 'after') => {
  if (!line.change) return '';
  const value = line.entry.changes[line.change.field]?.[side];
  return value === null || value === undefined ? '' : line.change[side];
};

/**
 * GET /api/audit/export/'s columns (CSV or Excel): what the Activity report shows, each record,
 * student and value by name.
 */
export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditExportLine>[] = [
  { header: () => t('auditCsv.time'), value: ({ entry }) => entry.at, width: 26 },
  {
    header: () => t('auditCsv.who'),
    value: ({ entry }) => entry.actor_name ?? auditActorText(null, null),
    width: 24,
  },
  {
    header: () => t('auditCsv.role'),
    value: ({ entry }) => (entry.actor_role ? roleLabel(entry.actor_role) : ''),
    width: 20,
  },
  {
    header: () => t('auditCsv.action'),
    value: ({ entry }) => auditActionLabel(entry.action),
    width: 24,
  },
  {
    header: () => t('auditCsv.resource'),
    value: ({ entry }) => AUDIT_RESOURCE_LABELS[entry.resource],
  },
  { header: () => t('auditCsv.record'), value: ({ entry }) => auditRecordText(entry), width: 24 },
  { header: () => t('auditCsv.student'), value: ({ entry }) => entry.student_name, width: 24 },
  { header: () => t('auditCsv.field'), value: ({ change }) => change?.label ?? '', width: 20 },
  { header: () => t('auditCsv.before'), value: (line) => shownCell(line, 'before'), width: 24 },
  { header: () => t('auditCsv.after'), value: (line) => shownCell(line, 'after'), width: 24 },
];
