// Imports of students, staff and groups from a file (docs/api.md#imports): the columns of each kind, in the
// templates' order, with an example row and the values a column allows; the limits; the outcomes a
// dry run gives a row. The header row names the columns by these keys, in any language.
import {
  COURSE_TYPES,
  DAY_GROUPS,
  GENDERS,
  MAX_LEVEL,
  MIN_LEVEL,
  STAFF_ROLES,
} from 'shared-domain';

export const IMPORT_KINDS = ['students', 'staff', 'groups'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What the dry run found a row would do; the commit writes create and update rows. */
export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_STATUSES = [
  'checking',
  'checked',
  'committing',
  'committed',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file and the most rows one import takes. */
export const IMPORT_LIMITS = { maxBytes: 32 * 1024 * 1024, maxRows: 100_000 } as const;

export interface ImportColumn {
  key: string;
  required: boolean;
  example: string;
  /** The only values the column takes, when it is a choice. */
  allowed?: readonly string[];
  /** The whole numbers it takes, when it is a level. */
  range?: readonly [number, number];
}

const column = (
  key: string,
  required: boolean,
  example: string,
  limits: Pick<ImportColumn, 'allowed' | 'range'> = {},
): ImportColumn => ({ key, required, example, ...limits });

/**
 * The columns each kind reads; the rules behind them are the Add Student, Add Staff and group
 * forms'. A groups row is one group: its staff by username or e-mail, and the e-mails of the
 * students it places in the group in one cell, separated by `;` (IMPORT_STUDENTS_SEPARATOR).
 */
export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  students: [
    column('email', true, 'amira.haddad@example.com'),
    column('username', true, 'amira_haddad'),
    column('first_name', true, 'Amira'),
    column('middle_name', true, 'Salem'),
    column('last_name', true, 'Haddad'),
    column('phone_number', true, '079 555 0101'),
    column('nationality', true, 'Jordanian'),
    column('gender', true, 'female', { allowed: GENDERS }),
    column('amount', false, '1500.00'),
    column('outstanding_amount', false, '500.00'),
    column('currency', false, 'USD'),
    column('total_levels', false, '4', { range: [0, MAX_LEVEL] }),
    column('current_level', false, '1', { range: [MIN_LEVEL, MAX_LEVEL] }),
    column('private_or_group', false, 'group', { allowed: COURSE_TYPES }),
    column('offer', false, ''),
    column('certificate', false, ''),
  ],
  staff: [
    column('email', true, 'omar.khalil@example.com'),
    column('username', true, 'omar_khalil'),
    column('first_name', true, 'Omar'),
    column('middle_name', false, ''),
    column('last_name', true, 'Khalil'),
    column('phone_number', true, '079 555 0202'),
    column('nationality', true, 'Jordanian'),
    column('gender', true, 'male', { allowed: GENDERS }),
    column('role', true, 'instructor', { allowed: STAFF_ROLES }),
  ],
  groups: [
    column('group', false, ''),
    column('days', true, 'sun/wed', { allowed: DAY_GROUPS }),
    column('hours', true, '4 PM - 6 PM'),
    column('current_level', false, '1', { range: [MIN_LEVEL, MAX_LEVEL] }),
    column('instructor', false, 'omar_khalil'),
    column('supervisor', false, ''),
    column('account_manager', false, ''),
    column('max_capacity', false, '12'),
    column('students', false, 'amira.haddad@example.com; sami.odeh@example.com'),
  ],
};

/** What separates the students' e-mails in a groups row's `students` cell. */
export const IMPORT_STUDENTS_SEPARATOR = ';';

/** The most students one groups row may name. */
export const IMPORT_GROUP_STUDENTS_MAX = 500;

/** The file a template downloads as: `students-import-template.csv`. */
export function importTemplateFileName(kind: ImportKind, format: ImportFormat): string {
  return `${kind}-import-template.${format}`;
}
