// The commit of an import: the rows its dry run accepted, written in one transaction by set-based
// statements (one per table and outcome), so the database's statement triggers keep the counters,
// search documents and page positions right once for the whole file, and the audit trail records
// every account and profile written under the import's one action. All rows or none.
import { sql } from 'drizzle-orm';
import type { ImportKind } from 'shared-domain/imports';
import { rows, type Db } from '../../db/client';
import { t } from '../../i18n';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/passwords';
import { USER_FIELDS } from './dry-run';
import { ImportFileError } from './file';

export interface CommitResult {
  created: number;
  updated: number;
  createdIds: number[];
}

/** Rows whose e-mail or username another write took since the dry run: the commit stops. */
async function takenSince(tx: Db, importId: number): Promise<number[]> {
  const found = await rows<{ row_number: number }>(
    tx,
    sql`SELECT r.row_number FROM import_rows r
        WHERE r.import_id = ${importId} AND r.outcome = 'create'
          AND (EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = r.email)
            OR EXISTS (SELECT 1 FROM users u WHERE lower(u.username) = lower(r.username)))
        ORDER BY r.row_number LIMIT 10`,
  );
  return found.map((row) => row.row_number);
}

/** A text cell of the row's values, or the column's stored value when the row left it out. */
const kept = (field: string, column: string) =>
  sql.raw(`CASE WHEN r."values" ? '${field}' THEN r."values" ->> '${field}' ELSE ${column} END`);

/**
 * The audit rows of records just inserted, as migration 0009's row trigger writes them (every
 * field set, before null; bookkeeping and generated columns and the password hash left out), in
 * one statement per table: the trigger's per-row work would be most of a large import's time.
 */
async function auditInserted(
  tx: Db,
  context: string,
  table: 'users' | 'student_profiles' | 'ledger_entries',
  ids: string,
) {
  // `owner` is the column the created accounts' ids are found in.
  const [resource, key, student, hidden, owner] =
    table === 'users'
      ? [
          'user',
          'id',
          sql`CASE WHEN t.role = 'student' THEN t.id END`,
          sql`- 'full_name' - 'password_hash'`,
          'id',
        ]
      : table === 'student_profiles'
        ? ['student', 'user_id', sql`t.user_id`, sql``, 'user_id']
        : // The opening entries the profiles' amounts made (the ledger's own insert trigger).
          ['ledger_entry', 'id', sql`t.student_id`, sql``, 'student_id'];
  await tx.execute(
    sql`INSERT INTO audit_log
          (actor_id, actor_role, actor_name, action, resource, record_id, student_id, changes)
        SELECT (c.ctx ->> 'actor_id')::integer, c.ctx ->> 'actor_role', c.ctx ->> 'actor_name',
          c.ctx ->> 'action', ${resource}, t.${sql.identifier(key)}, ${student},
          coalesce((SELECT jsonb_object_agg(f.key, jsonb_build_object('before', NULL, 'after', f.value))
            FROM jsonb_each(to_jsonb(t) - 'created_at' - 'updated_at' - 'search_text' ${hidden}) f
            WHERE f.value <> 'null'::jsonb), '{}'::jsonb)
        FROM ${sql.identifier(table)} t, (SELECT ${context}::jsonb AS ctx) c
        WHERE t.${sql.identifier(owner)} = ANY(${ids}::integer[])
        ORDER BY t.${sql.identifier(key)}`,
  );
}

async function createAccounts(tx: Db, importId: number, kind: ImportKind): Promise<number[]> {
  // The inserts go unseen by the row triggers (no audit context while they run); their audit rows
  // are then written set-based with the same context. Updates below are the triggers' again.
  const [{ context } = { context: '' }] = await rows<{ context: string | null }>(
    tx,
    sql`SELECT coalesce(current_setting('linguadesk.audit', true), '') AS context`,
  );
  if (context) await tx.execute(sql`SELECT set_config('linguadesk.audit', '', true)`);
  const role = kind === 'students' ? sql`'student'` : sql`r."values" ->> 'role'`;
  // Staff imported are active, as Add Staff makes them; no one knows a password until a reset.
  const created = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO users (email, username, password_hash, first_name, middle_name, last_name,
          phone_number, nationality, gender, role, is_active)
        SELECT r."values" ->> 'email', r."values" ->> 'username', ${UNUSABLE_PASSWORD_HASH},
          r."values" ->> 'first_name', coalesce(r."values" ->> 'middle_name', ''),
          r."values" ->> 'last_name', r."values" ->> 'phone_number',
          r."values" ->> 'nationality', r."values" ->> 'gender', ${role}, true
        FROM import_rows r
        WHERE r.import_id = ${importId} AND r.outcome = 'create'
        ORDER BY r.row_number
        RETURNING id`,
  );
  if (kind === 'students') {
    // Nothing passed yet: every level bought is still to come.
    await tx.execute(
      sql`INSERT INTO student_profiles (user_id, current_level, total_levels, remaining_levels,
            private_or_group, amount, outstanding_amount, currency, offer, certificate)
          SELECT u.id, (r."values" ->> 'current_level')::smallint,
            (r."values" ->> 'total_levels')::smallint, (r."values" ->> 'total_levels')::smallint,
            r."values" ->> 'private_or_group', (r."values" ->> 'amount')::numeric,
            (r."values" ->> 'outstanding_amount')::numeric, r."values" ->> 'currency',
            r."values" ->> 'offer', r."values" ->> 'certificate'
          FROM import_rows r JOIN users u ON lower(u.email) = r."values" ->> 'email'
          WHERE r.import_id = ${importId} AND r.outcome = 'create'
          ORDER BY u.id`,
    );
  }
  const ids = created.map((row) => row.id);
  if (context) {
    // One array parameter, whatever the count (a parameter list has a bound).
    const idList = `{${ids.join(',')}}`;
    if (ids.length) {
      await auditInserted(tx, context, 'users', idList);
      if (kind === 'students') {
        await auditInserted(tx, context, 'student_profiles', idList);
        await auditInserted(tx, context, 'ledger_entries', idList);
      }
    }
    await tx.execute(sql`SELECT set_config('linguadesk.audit', ${context}, true)`);
  }
  return ids;
}

async function updateAccounts(tx: Db, importId: number, kind: ImportKind): Promise<number> {
  // Students are matched by e-mail, so theirs stays as stored; staff are matched by username.
  const userFields =
    kind === 'students'
      ? USER_FIELDS.filter((field) => field !== 'email')
      : [...USER_FIELDS, 'role'];
  const updated = await rows<{ id: number }>(
    tx,
    sql`UPDATE users u SET ${sql.join(
      userFields.map((field) => sql`${sql.identifier(field)} = ${kept(field, `u.${field}`)}`),
      sql`, `,
    )}
        FROM import_rows r
        WHERE r.import_id = ${importId} AND r.outcome = 'update' AND u.id = r.target_id
        RETURNING u.id`,
  );
  if (kind === 'students') {
    // A change of total_levels moves the levels left by as much (as a student's update does).
    await tx.execute(
      sql`UPDATE student_profiles sp SET
            currency = ${kept('currency', 'sp.currency')},
            current_level = coalesce((r."values" ->> 'current_level')::smallint, sp.current_level),
            remaining_levels = CASE WHEN r."values" ? 'total_levels' THEN
              LEAST((r."values" ->> 'total_levels')::int, GREATEST(0,
                sp.remaining_levels + (r."values" ->> 'total_levels')::int - sp.total_levels))
              ELSE sp.remaining_levels END,
            total_levels = coalesce((r."values" ->> 'total_levels')::smallint, sp.total_levels),
            private_or_group = ${kept('private_or_group', 'sp.private_or_group')},
            offer = ${kept('offer', 'sp.offer')},
            certificate = ${kept('certificate', 'sp.certificate')}
          FROM import_rows r
          WHERE r.import_id = ${importId} AND r.outcome = 'update' AND sp.user_id = r.target_id`,
    );
    // The amounts follow the ledger (as a change on the profile does): one adjustment entry per
    // student whose course amount or outstanding amount the file changes, in its currency.
    await tx.execute(
      sql`INSERT INTO ledger_entries (student_id, kind, charge_minor, paid_minor, currency, reason,
            recorded_by, recorded_by_name)
          SELECT sp.user_id, 'adjustment', target.charged - now.charged, target.paid - now.paid,
            sp.currency, ${t('ledger.adjustmentReason')}, (c.ctx ->> 'actor_id')::integer,
            c.ctx ->> 'actor_name'
          FROM import_rows r
          CROSS JOIN (SELECT nullif(current_setting('linguadesk.audit', true), '')::jsonb AS ctx) c
          JOIN student_profiles sp ON sp.user_id = r.target_id
          CROSS JOIN LATERAL (SELECT
            coalesce((r."values" ->> 'amount')::numeric, sp.amount) AS amount,
            coalesce((r."values" ->> 'outstanding_amount')::numeric, sp.outstanding_amount)
              AS outstanding) wanted
          CROSS JOIN LATERAL (SELECT (wanted.amount * 100)::bigint AS charged,
            ((wanted.amount - wanted.outstanding) * 100)::bigint AS paid) target
          CROSS JOIN LATERAL (SELECT (sp.amount * 100)::bigint AS charged,
            ((sp.amount - sp.outstanding_amount) * 100)::bigint AS paid) now
          WHERE r.import_id = ${importId} AND r.outcome = 'update'
            AND (target.charged <> now.charged OR target.paid <> now.paid)
          ORDER BY sp.user_id`,
    );
  }
  return updated.length;
}

/**
 * Writes the accepted rows in `tx` (the caller's audited transaction). Refused rows are never
 * written: the route lets a commit go only when there are none or the user chose to skip them.
 */
export async function commitRows(
  tx: Db,
  importId: number,
  kind: ImportKind,
): Promise<CommitResult> {
  const taken = await takenSince(tx, importId);
  if (taken.length) throw new ImportFileError(t('imports.takenSince', { rows: taken.join(', ') }));
  const createdIds = await createAccounts(tx, importId, kind);
  const updated = await updateAccounts(tx, importId, kind);
  return { created: createdIds.length, updated, createdIds };
}
