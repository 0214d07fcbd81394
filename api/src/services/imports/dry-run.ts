// The dry run of an import: every row of the file judged by the form's own schema, matched against
// the accounts already there (students by e-mail, staff by username) and against the rows above it,
// and kept in import_rows with its outcome, a batch at a time, so the screen pages through the
// outcomes while the rest of the file is read. Nothing of the centre's data is written here.
import { sql } from 'drizzle-orm';
import { formatNumber } from 'shared-i18n';
import type { z } from 'zod';
import { API_MESSAGES, type Role } from 'shared-domain';
import { IMPORT_LIMITS, type ImportKind, type ImportOutcome } from 'shared-domain/imports';
import {
  importStaffSchema,
  importStudentSchema,
  LEDGER_REFUSALS,
  NON_FIELD_ERRORS,
  VALIDATION_MESSAGES,
  zodErrorToFieldErrors,
  type FieldErrors,
} from 'shared-domain/schemas';
import { rows, type Db } from '../../db/client';
import { t } from '../../i18n';
import { ImportFileError, type FileRow, type ImportSource } from './file';
import { judgeGroupBatch, newGroupsSeen } from './groups';

/** Rows judged and kept per statement: one lookup and one insert for each. */
export const IMPORT_BATCH_ROWS = 1000;

/** An account the file may name, as stored (money as text, like the schema's output). */
interface Existing {
  id: number;
  email_key: string;
  username_key: string;
  role: Role;
  email: string;
  username: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone_number: string | null;
  nationality: string | null;
  gender: string | null;
  amount: string | null;
  outstanding_amount: string | null;
  currency: string | null;
  total_levels: number | null;
  current_level: number | null;
  private_or_group: string | null;
  offer: string | null;
  certificate: string | null;
  /** The student's ledger holds entries: its currency is fixed. */
  has_ledger: boolean;
}

export interface Judged {
  row: number;
  outcome: ImportOutcome;
  targetId: number | null;
  email: string | null;
  username: string | null;
  fullName: string | null;
  values: Record<string, unknown> | null;
  errors: FieldErrors | null;
}

export interface DryRunScope {
  kind: ImportKind;
  /** The roles the importer may create or change (staff imports). */
  manageable: readonly Role[];
  /** The importer: a staff import may not change their own role. */
  viewerId: number;
  /** An account manager importing groups is the account manager of those it creates. */
  viewerRole: Role;
}

/** The account's fields an import sets: the dry run compares them, the commit writes them. */
export const USER_FIELDS = [
  'email',
  'username',
  'first_name',
  'middle_name',
  'last_name',
  'phone_number',
  'nationality',
  'gender',
] as const;
const PROFILE_FIELDS = [
  'amount',
  'outstanding_amount',
  'currency',
  'total_levels',
  'current_level',
  'private_or_group',
  'offer',
  'certificate',
] as const;

const schemaOf = (kind: Exclude<ImportKind, 'groups'>): z.ZodType<Record<string, unknown>> =>
  (kind === 'students' ? importStudentSchema : importStaffSchema) as z.ZodType<
    Record<string, unknown>
  >;

/** A row's cells as the form would send them: a blank cell is a field left empty. */
function inputOf(cells: Record<string, string>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(cells)) if (value.trim() !== '') input[key] = value;
  return input;
}

function addError(errors: FieldErrors, column: string, message: string) {
  const messages = (errors[column] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const same = (stored: unknown, value: unknown) =>
  (stored ?? null) === (value ?? null) || String(stored ?? '') === String(value ?? '');

/** The fields a row would change on `target`: only the cells it fills. */
function changesOf(
  fields: readonly string[],
  filled: Record<string, string>,
  values: Record<string, unknown>,
  target: Existing,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in filled)) continue;
    const stored = target[field as keyof Existing];
    const value = field === 'email' ? String(values[field]).toLowerCase() : values[field];
    if (!same(stored, value)) changes[field] = value;
  }
  return changes;
}

async function existingAccounts(db: Db, emails: string[], usernames: string[]) {
  if (!emails.length && !usernames.length) return [];
  const list = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )
      : sql`NULL`;
  return rows<Existing>(
    db,
    sql`SELECT u.id, lower(u.email) AS email_key, lower(u.username) AS username_key, u.role,
          u.email, u.username, u.first_name, u.middle_name, u.last_name, u.phone_number,
          u.nationality, u.gender, sp.amount::text AS amount,
          sp.outstanding_amount::text AS outstanding_amount, sp.currency, sp.total_levels,
          sp.current_level, sp.private_or_group, sp.offer, sp.certificate,
          EXISTS (SELECT 1 FROM ledger_entries le WHERE le.student_id = u.id) AS has_ledger
        FROM users u LEFT JOIN student_profiles sp ON sp.user_id = u.id
        WHERE lower(u.email) IN (${list(emails)}) OR lower(u.username) IN (${list(usernames)})`,
  );
}

/** The file's earlier rows, by lower-cased e-mail and username: a later repeat is refused. */
interface Seen {
  emails: Map<string, number>;
  usernames: Map<string, number>;
}

async function judgeBatch(
  db: Db,
  scope: DryRunScope,
  batch: FileRow[],
  seen: Seen,
): Promise<Judged[]> {
  if (scope.kind === 'groups') throw new Error('groups rows are judged by judgeGroupBatch');
  const schema = schemaOf(scope.kind);
  const parsed = batch.map((fileRow) => {
    const filled = inputOf(fileRow.cells);
    const result = schema.safeParse(filled);
    const errors: FieldErrors = result.success ? {} : zodErrorToFieldErrors(result.error);
    if (fileRow.error) addError(errors, NON_FIELD_ERRORS, fileRow.error);
    const email = text(fileRow.cells.email)?.toLowerCase() ?? null;
    const username = text(fileRow.cells.username);
    const emailKey = email;
    const usernameKey = username?.toLowerCase() ?? null;
    if (emailKey) {
      const first = seen.emails.get(emailKey);
      if (first !== undefined)
        addError(errors, 'email', t('imports.repeatedEmail', { row: first }));
      else seen.emails.set(emailKey, fileRow.row);
    }
    if (usernameKey) {
      const first = seen.usernames.get(usernameKey);
      if (first !== undefined)
        addError(errors, 'username', t('imports.repeatedUsername', { row: first }));
      else seen.usernames.set(usernameKey, fileRow.row);
    }
    const fullName =
      [fileRow.cells.first_name, fileRow.cells.middle_name, fileRow.cells.last_name]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ') || null;
    return {
      fileRow,
      filled,
      values: result.success ? result.data : null,
      errors,
      email,
      username,
      emailKey,
      usernameKey,
      fullName,
    };
  });

  const existing = await existingAccounts(
    db,
    parsed.flatMap((p) => (p.emailKey ? [p.emailKey] : [])),
    parsed.flatMap((p) => (p.usernameKey ? [p.usernameKey] : [])),
  );
  const byEmail = new Map(existing.map((account) => [account.email_key, account]));
  const byUsername = new Map(existing.map((account) => [account.username_key, account]));

  return parsed.map((p): Judged => {
    const { errors } = p;
    const owner = p.emailKey ? byEmail.get(p.emailKey) : undefined;
    const holder = p.usernameKey ? byUsername.get(p.usernameKey) : undefined;
    // Students are matched by e-mail, staff by username; the other key must not be another's.
    let target: Existing | undefined;
    if (scope.kind === 'students') {
      if (owner && owner.role !== 'student') addError(errors, 'email', API_MESSAGES.duplicateEmail);
      else target = owner;
      if (holder && holder.id !== target?.id)
        addError(errors, 'username', API_MESSAGES.duplicateUsername);
    } else {
      if (holder && holder.role === 'student')
        addError(errors, 'username', API_MESSAGES.duplicateUsername);
      else if (holder && holder.id !== scope.viewerId && !scope.manageable.includes(holder.role))
        addError(errors, 'username', API_MESSAGES.forbidden);
      else target = holder;
      if (owner && owner.id !== target?.id) addError(errors, 'email', API_MESSAGES.duplicateEmail);
      const role = p.values?.role as Role | undefined;
      if (role && !scope.manageable.includes(role))
        addError(errors, 'role', API_MESSAGES.forbidden);
      if (role && target?.id === scope.viewerId && role !== target.role)
        addError(errors, 'role', t('users.ownRole'));
    }

    const base = {
      row: p.fileRow.row,
      email: p.email,
      username: p.username,
      fullName: p.fullName,
    };
    if (Object.keys(errors).length || !p.values) {
      return { ...base, outcome: 'refused', targetId: null, values: null, errors };
    }
    if (!target) {
      const values = { ...p.values, email: String(p.values.email).toLowerCase() };
      return { ...base, outcome: 'create', targetId: null, values, errors: null };
    }
    const fields =
      scope.kind === 'students' ? [...USER_FIELDS, ...PROFILE_FIELDS] : [...USER_FIELDS, 'role'];
    const changes = changesOf(fields, p.filled, p.values, target);
    if (scope.kind === 'students') {
      const amount = Number(changes.amount ?? target.amount ?? 0);
      const outstanding = Number(changes.outstanding_amount ?? target.outstanding_amount ?? 0);
      if (outstanding > amount) {
        const refused = { outstanding_amount: [VALIDATION_MESSAGES.outstandingAboveAmount] };
        return { ...base, outcome: 'refused', targetId: null, values: null, errors: refused };
      }
      // As the profile's form: a ledger's entries are in the currency they were recorded in.
      if (changes.currency !== undefined && target.has_ledger) {
        const refused = { currency: [LEDGER_REFUSALS.currencyLocked()] };
        return { ...base, outcome: 'refused', targetId: null, values: null, errors: refused };
      }
    }
    if (!Object.keys(changes).length) {
      return { ...base, outcome: 'unchanged', targetId: target.id, values: null, errors: null };
    }
    return { ...base, outcome: 'update', targetId: target.id, values: changes, errors: null };
  });
}

async function keepJudged(db: Db, importId: number, judged: Judged[]): Promise<void> {
  if (!judged.length) return;
  const tally = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of judged) tally[row.outcome] += 1;
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await db.execute(
    sql`INSERT INTO import_rows
          (import_id, row_number, outcome, target_id, email, username, full_name, "values", errors)
        VALUES ${sql.join(
          judged.map(
            (row) =>
              sql`(${importId}, ${row.row}, ${row.outcome}, ${row.targetId}, ${row.email},
                ${row.username}, ${row.fullName}, ${json(row.values)}::jsonb,
                ${json(row.errors)}::jsonb)`,
          ),
          sql`, `,
        )}`,
  );
  await db.execute(
    sql`UPDATE imports SET rows_read = rows_read + ${judged.length},
          to_create = to_create + ${tally.create}, to_update = to_update + ${tally.update},
          unchanged = unchanged + ${tally.unchanged}, refused = refused + ${tally.refused},
          updated_at = now()
        WHERE id = ${importId}`,
  );
}

/**
 * Reads the whole file into import_rows and marks the import checked; a refusal of the file found
 * on the way (too many rows, a row that cannot be read) is thrown as an ImportFileError.
 */
export async function dryRun(
  db: Db,
  importId: number,
  scope: DryRunScope,
  source: ImportSource,
): Promise<void> {
  const seen: Seen = { emails: new Map(), usernames: new Map() };
  const groupsSeen = newGroupsSeen();
  const judge = (batch: FileRow[]) =>
    scope.kind === 'groups'
      ? judgeGroupBatch(db, scope, batch, groupsSeen)
      : judgeBatch(db, scope, batch, seen);
  let batch: FileRow[] = [];
  let read = 0;
  for await (const row of source.rows()) {
    read += 1;
    if (read > IMPORT_LIMITS.maxRows)
      throw new ImportFileError(
        t('imports.tooManyRows', { rows: formatNumber(IMPORT_LIMITS.maxRows) }),
      );
    batch.push(row);
    if (batch.length === IMPORT_BATCH_ROWS) {
      await keepJudged(db, importId, await judge(batch));
      batch = [];
    }
  }
  await keepJudged(db, importId, await judge(batch));
  if (read === 0) throw new ImportFileError(t('imports.noRows'));
  await db.execute(
    sql`UPDATE imports SET status = 'checked', updated_at = now() WHERE id = ${importId}`,
  );
}
