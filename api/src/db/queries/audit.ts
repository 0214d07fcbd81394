// Reading the audit trail (migration 0009): filters, keyset pages (newest first) and batches for
// the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from 'shared-domain';
import type { AuditResource } from 'shared-domain/records';
import { isoTime, rows, type Db } from '../client';

export interface AuditFilter {
  resource?: AuditResource;
  recordId?: number;
  /** The student a row is about (their account, profile, evaluation, attendance). */
  studentId?: number;
  /** Who made the write. */
  actorId?: number;
  /** from <= at < to */
  from?: Date;
  to?: Date;
  /** Leaves out the ledger's rows: staff who may not read a student's money. */
  withoutLedger?: boolean;
}

/** A keyset position: the rows older than `id` (next) or newer than it (previous). */
export interface AuditCursor {
  direction: 'next' | 'previous';
  id: number;
}

interface AuditRow extends Omit<AuditEntry, 'at'> {
  at: Date | string;
}

function whereOf(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.resource) conditions.push(sql`resource = ${filter.resource}`);
  if (filter.recordId !== undefined) conditions.push(sql`record_id = ${filter.recordId}`);
  if (filter.studentId !== undefined) conditions.push(sql`student_id = ${filter.studentId}`);
  if (filter.actorId !== undefined) conditions.push(sql`actor_id = ${filter.actorId}`);
  if (filter.from) conditions.push(sql`at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.withoutLedger) conditions.push(sql`resource <> 'ledger_entry'`);
  return sql.join(conditions, sql` AND `);
}

const COLUMNS = sql`id::int AS id, at, actor_id, actor_role, actor_name, action, resource,
  record_id, student_id, changes`;

/** Phone numbers in the changes go to managers only (as on the screens). */
function toEntry(row: AuditRow, showPhones: boolean): AuditEntry {
  const changes = { ...row.changes };
  if (!showPhones) delete changes.phone_number;
  return { ...row, at: isoTime(row.at), changes };
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE ${whereOf(filter)}`,
  );
  return row?.n ?? 0;
}

export interface AuditPage {
  results: AuditEntry[];
  /** The cursors of the pages before and after this one, when there are such pages. */
  next: AuditCursor | null;
  previous: AuditCursor | null;
}

/** One page, newest first, from `cursor` (the newest page without one). */
export async function findAuditPage(
  db: Db,
  filter: AuditFilter,
  cursor: AuditCursor | undefined,
  limit: number,
  showPhones: boolean,
): Promise<AuditPage> {
  const backwards = cursor?.direction === 'previous';
  const from = cursor
    ? backwards
      ? sql` AND id > ${cursor.id}`
      : sql` AND id < ${cursor.id}`
    : sql``;
  const found = await rows<AuditRow>(
    db,
    sql`SELECT ${COLUMNS} FROM audit_log WHERE ${whereOf(filter)}${from}
        ORDER BY id ${backwards ? sql`ASC` : sql`DESC`} LIMIT ${limit + 1}`,
  );
  const more = found.length > limit;
  const page = found.slice(0, limit);
  if (backwards) page.reverse();
  const results = page.map((row) => toEntry(row, showPhones));
  const newest = results[0]?.id;
  const oldest = results[results.length - 1]?.id;
  if (backwards) {
    return {
      results,
      previous: more && newest !== undefined ? { direction: 'previous', id: newest } : null,
      next: { direction: 'next', id: oldest ?? cursor.id },
    };
  }
  return {
    results,
    next: more && oldest !== undefined ? { direction: 'next', id: oldest } : null,
    previous: cursor ? { direction: 'previous', id: newest ?? cursor.id - 1 } : null,
  };
}

/** Every matching row, newest first, `size` at a time (the CSV export). */
export async function* auditBatches(
  db: Db,
  filter: AuditFilter,
  size = 500,
): AsyncGenerator<AuditEntry[]> {
  let cursor: AuditCursor | undefined;
  for (;;) {
    const page = await findAuditPage(db, filter, cursor, size, true);
    if (page.results.length) yield page.results;
    if (!page.next) return;
    cursor = page.next;
  }
}
