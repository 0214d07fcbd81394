// The audit trail (GET /api/audit/, the Activity panels, the CSV export): its resources and actions
// and how a change reads, spelt once for the API and the screens.
import { levelLabel, ROLE_LABELS, type Role } from 'shared-domain';

export const AUDIT_RESOURCES = [
  'user',
  'student',
  'group',
  'call',
  'evaluation',
  'attendance',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_ACTION_LABELS = {
  'user.create': 'Account created',
  'user.update': 'Account changed',
  'user.activate': 'Account activated',
  'user.delete': 'Account deleted',
  'student.create': 'Student added',
  'student.update': 'Student changed',
  'student.delete': 'Student deleted',
  'group.create': 'Group created',
  'group.update': 'Group changed',
  'group.delete': 'Group deleted',
  'group.level_up': 'Group level updated',
  'call.create': 'Call created',
  'call.update': 'Call changed',
  'call.delete': 'Call deleted',
  'evaluation.create': 'Evaluation added',
  'evaluation.update': 'Evaluation changed',
  'evaluation.delete': 'Evaluation deleted',
  'attendance.create': 'Attendance added',
  'attendance.update': 'Attendance changed',
  'attendance.delete': 'Attendance deleted',
  'auth.sign_up': 'Signed up',
  'auth.login': 'Logged in',
  'auth.login_failed': 'Failed log-in',
  'auth.login_throttled': 'Log-in refused (too many attempts)',
  'auth.verify_email': 'E-mail verified',
  'auth.password_reset': 'Password reset',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** {field: {before, after}}: before is null for a created record, after for a removed one. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** The column name of a change as a heading: `current_level` -> 'Current level'. */
export function auditFieldLabel(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LEVEL_FIELDS = new Set(['current_level', 'level', 'new_level']);

/** One value of a change as text: levels by their name, yes/no, '-' for none. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (LEVEL_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string'))
    return levelLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

/** 'Dana Ops (Operations manager)'; 'System' for a write no one signed in made. */
export function auditActorText(name: string | null, role: string | null): string {
  if (!name) return 'System';
  const label = role ? (ROLE_LABELS[role as Role] ?? role) : '';
  return label ? `${name} (${label})` : name;
}

export const AUDIT_EXPORT_FILE_NAME = 'audit.csv';

/** The export's columns: one line per changed field (an event without changes has one line). */
export const AUDIT_CSV_HEADER = [
  'Time',
  'Who',
  'Role',
  'Action',
  'Resource',
  'Record',
  'Student',
  'Field',
  'Before',
  'After',
] as const;

/** Key columns a change lists for a created or removed record; the screens leave them out. */
export const AUDIT_KEY_FIELDS: readonly string[] = ['id', 'user_id', 'student_id'];

export const ACTIVITY_TEXTS = {
  title: 'Activity',
  loading: 'Loading activity...',
  empty: 'No changes recorded yet.',
  loadAction: 'loading the activity',
  older: 'Show older changes',
  tryAgain: 'Try again',
} as const;

export const LEVEL_HISTORY_TEXTS = {
  title: 'My levels',
  staffTitle: 'Levels',
  empty: 'No finished levels yet.',
} as const;

/** What a level update decided, as the level history shows it. */
export function levelDecisionText(entry: {
  decision: 'passed' | 'failed' | 'no_levels';
  new_level: number | null;
}): string {
  if (entry.decision === 'passed') return `Moved up to ${levelLabel(entry.new_level)}`;
  if (entry.decision === 'failed') return 'Not passed: back to waiting';
  return 'Passed, no levels left';
}

/** The Student List's query parameter naming the student whose history panel is open. */
export const STUDENT_HISTORY_PARAM = 'history';

/** Where a student's history opens (the Student List with its panel), e.g. from a level update. */
export function studentHistoryPath(studentId: number): string {
  return `/students?${STUDENT_HISTORY_PARAM}=${studentId}`;
}
