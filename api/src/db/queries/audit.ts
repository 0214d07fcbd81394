// Reading the audit trail (migration 0009): filters, keyset pages (newest first) and batches for
// the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from 'shared-domain';
import {
  AUDIT_PERSON_FIELDS,
  AUDIT_PERSON_RESOURCES,
  type AuditAction,
  type AuditResource,
} from 'shared-domain/records';
import { isoTime, rows, type Db } from '../client';

export interface AuditFilter {
  resource?: AuditResource;
  action?: AuditAction;
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

interface AuditRow extends Omit<AuditEntry, 'at' | 'record_name' | 'student_name' | 'names'> {
  at: Date | string;
}

function whereOf(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.resource) conditions.push(sql`resource = ${filter.resource}`);
  if (filter.action) conditions.push(sql`action = ${filter.action}`);
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

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The accounts' ids a page names: its people records, students and people columns' values. */
function personIds(found: readonly AuditRow[]): number[] {
  const ids = new Set<number>();
  for (const row of found) {
    if (AUDIT_PERSON_RESOURCES.includes(row.resource) && isId(row.record_id))
      ids.add(row.record_id);
    if (isId(row.student_id)) ids.add(row.student_id);
    for (const field of AUDIT_PERSON_FIELDS) {
      const change = row.changes[field];
      if (isId(change?.before)) ids.add(change.before);
      if (isId(change?.after)) ids.add(change.after);
    }
  }
  return [...ids];
}

/**
 * Each account's name as the screens show it (full name, else username); for an account since
 * deleted, the name its deletion's row kept, so a removed instructor is still named.
 */
async function personNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const list = `{${ids.join(',')}}`;
  const found = await rows<{ id: number; name: string | null }>(
    db,
    sql`SELECT id, coalesce(nullif(full_name, ''), username) AS name
          FROM users WHERE id = ANY(${list}::integer[])
        UNION ALL
        SELECT * FROM (
          SELECT DISTINCT ON (record_id) record_id AS id,
            coalesce(nullif(btrim(regexp_replace(concat_ws(' ',
              changes #>> '{first_name,before}', changes #>> '{middle_name,before}',
              changes #>> '{last_name,before}'), '\\s+', ' ', 'g')), ''),
              changes #>> '{username,before}') AS name
          FROM audit_log
          WHERE resource = 'user' AND action = 'user.delete' AND record_id = ANY(${list}::integer[])
            AND NOT EXISTS (SELECT FROM users u WHERE u.id = audit_log.record_id)
          ORDER BY record_id, id DESC) gone`,
  );
  return new Map(found.filter((row) => row.name).map((row) => [row.id, row.name!]));
}

/** Phone numbers in the changes go to managers only (as on the screens). */
function toEntry(row: AuditRow, showPhones: boolean, people: Map<number, string>): AuditEntry {
  const changes = { ...row.changes };
  if (!showPhones) delete changes.phone_number;
  const nameOf = (value: unknown) => (isId(value) ? (people.get(value) ?? null) : null);
  const names: AuditEntry['names'] = {};
  for (const field of AUDIT_PERSON_FIELDS) {
    const change = changes[field];
    if (change) names[field] = { before: nameOf(change.before), after: nameOf(change.after) };
  }
  return {
    ...row,
    at: isoTime(row.at),
    changes,
    record_name: AUDIT_PERSON_RESOURCES.includes(row.resource) ? nameOf(row.record_id) : null,
    student_name: nameOf(row.student_id),
    names,
  };
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
  const people = await personNames(db, personIds(page));
  const results = page.map((row) => toEntry(row, showPhones, people));
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
