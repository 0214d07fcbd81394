// The audit trail (GET /api/audit/, the Activity panels, the CSV export): its resources and actions
// and how a change reads, spelt once for the API and the screens.
import {
  levelLabel,
  ROLE_LABELS,
  translateDomain,
  type AuditEntry,
  type Role,
} from 'shared-domain';
import { groupTitle } from './enrolment';
import { recordTexts, translateRecords as t } from './record-texts/i18n';

export const AUDIT_RESOURCES = [
  'user',
  'student',
  'group',
  'call',
  'evaluation',
  'attendance',
  'ledger_entry',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.activate',
  'user.delete',
  'user.import',
  'student.create',
  'student.update',
  'student.delete',
  'student.import',
  'group.create',
  'group.update',
  'group.delete',
  'group.level_up',
  'group.import',
  'call.create',
  'call.update',
  'call.delete',
  'evaluation.create',
  'evaluation.update',
  'evaluation.delete',
  'attendance.create',
  'attendance.update',
  'attendance.delete',
  'ledger.charge',
  'ledger.payment',
  'ledger.refund',
  'ledger.reverse',
  'ledger.receipt_mail',
  'auth.sign_up',
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.verify_email',
  'auth.password_reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action as the trail shows it ('Student changed'), in the active language when read. */
export const AUDIT_ACTION_LABELS = Object.defineProperties(
  {} as Readonly<Record<AuditAction, string>>,
  Object.fromEntries(
    AUDIT_ACTIONS.map((action) => [
      action,
      { enumerable: true, get: () => t(`audit.actions.${action}`) },
    ]),
  ),
);

/** {field: {before, after}}: before is null for a created record, after for a removed one. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

const FIELD_LABELS = recordTexts('auditFields');

/**
 * The column name of a change as a heading: `current_level` -> 'Current level'; a column the
 * catalogue does not name is spelt from its name.
 */
export function auditFieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field as keyof typeof FIELD_LABELS];
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LEVEL_FIELDS = new Set(['current_level', 'level', 'new_level']);

/** The columns whose values are accounts' ids: the trail's answer names those people. */
export const AUDIT_PERSON_FIELDS: readonly string[] = [
  'instructor_id',
  'supervisor_id',
  'account_manager_id',
  'user_id',
  'student_id',
];

/** The resources whose record is a person: its id is their account's. */
export const AUDIT_PERSON_RESOURCES: readonly AuditResource[] = [
  'user',
  'student',
  'evaluation',
  'attendance',
];

/** One value of a change as text: levels by their name, yes/no, '-' for none. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (LEVEL_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string'))
    return levelLabel(value);
  if (typeof value === 'boolean')
    return value ? translateDomain('values.yes') : translateDomain('values.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A value as the screens show it: a person by the name the answer gives (`name`; null when the
 * account is gone without a trace), a group or call by its title, else as auditValueText.
 */
export function auditNamedValueText(field: string, value: unknown, name?: string | null): string {
  if (value === null || value === undefined || value === '') return '-';
  if (name) return name;
  if (name === null && AUDIT_PERSON_FIELDS.includes(field)) return t('audit.removedPerson');
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (field === 'group_id') return groupTitle({ id: value });
    if (field === 'call_id') return t('audit.callTitle', { id: value });
  }
  return auditValueText(field, value);
}

/** The catalogue's order of the fields: a table's columns as it declares them. */
const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((field, at) => [field, at]));

/** One changed field as the trail shows it: its heading and its values as text. */
export interface AuditChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * An entry's changes in the order of the record's columns (session one before session two),
 * not the stored order (jsonb keeps keys shortest first), each value by name; without the key
 * columns unless `withKeys`.
 */
export function auditChangeLines(
  entry: Pick<AuditEntry, 'changes'> & Partial<Pick<AuditEntry, 'names'>>,
  { withKeys = false }: { withKeys?: boolean } = {},
): AuditChangeLine[] {
  const position = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;
  return Object.entries(entry.changes)
    .filter(([field]) => withKeys || !AUDIT_KEY_FIELDS.includes(field))
    .sort(([a], [b]) => position(a) - position(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, { before, after }]) => {
      const names = entry.names?.[field];
      return {
        field,
        label: auditFieldLabel(field),
        before: auditNamedValueText(field, before, names?.before),
        after: auditNamedValueText(field, after, names?.after),
      };
    });
}

/** Each resource as the trail's filter names it ('Group'), in the active language when read. */
export const AUDIT_RESOURCE_LABELS = Object.defineProperties(
  {} as Readonly<Record<AuditResource, string>>,
  Object.fromEntries(
    AUDIT_RESOURCES.map((resource) => [
      resource,
      { enumerable: true, get: () => t(`audit.resources.${resource}`) },
    ]),
  ),
);

/**
 * The record an entry is about, by name: the person (answered by the API), else 'Group 7',
 * 'Call 3', the ledger's student; null for a row about no record.
 */
export function auditRecordText(
  entry: Pick<AuditEntry, 'resource' | 'record_id' | 'record_name' | 'student_name'>,
): string | null {
  if (entry.record_name) return entry.record_name;
  if (entry.record_id === null) return null;
  if (entry.resource === 'group') return groupTitle({ id: entry.record_id });
  if (entry.resource === 'call') return t('audit.callTitle', { id: entry.record_id });
  if (entry.resource === 'ledger_entry') return entry.student_name;
  return AUDIT_PERSON_RESOURCES.includes(entry.resource) ? t('audit.removedPerson') : null;
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action)
    ? AUDIT_ACTION_LABELS[action as AuditAction]
    : action;
}

/** 'Dana Ops (Operations manager)'; 'System' for a write no one signed in made. */
export function auditActorText(name: string | null, role: string | null): string {
  if (!name) return t('audit.system');
  const label = role ? (ROLE_LABELS[role as Role] ?? role) : '';
  return label ? t('audit.actor', { name, role: label }) : name;
}

/** Key columns a change lists for a created or removed record; the screens leave them out. */
const AUDIT_KEY_FIELDS: readonly string[] = ['id', 'user_id', 'student_id'];

/** The Activity panels' texts, read in the active language. */
export const ACTIVITY_TEXTS = recordTexts('activity');

export const LEVEL_HISTORY_TEXTS = recordTexts('levelHistory');

/** What a level update decided, as the level history shows it. */
export function levelDecisionText(entry: {
  decision: 'passed' | 'failed' | 'no_levels';
  new_level: number | null;
}): string {
  if (entry.decision === 'passed')
    return t('levelDecision.passed', { level: levelLabel(entry.new_level) });
  if (entry.decision === 'failed') return t('levelDecision.failed');
  return t('levelDecision.noLevels');
}
