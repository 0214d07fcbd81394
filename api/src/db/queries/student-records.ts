// What evaluations and attendance have in common: one record per student whose key is the
// student's user id, the student_info summary, the list filters and scoping, and the writes.
import { sql, type SQL } from 'drizzle-orm';
import type { StudentInfo } from 'shared-domain';
import {
  keysetPage,
  keysetResults,
  pageBounds,
  positionedPage,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import { isoTimestampColumns, rows, type Db, preparedRows } from '../client';
import { countOf, rowsBesideCount } from './list-counts';
import {
  allOf,
  assignedTo,
  groupStudentIds,
  nameMatches,
  namedStudentIds,
} from './student-filters';
import { seesStudentPhones, type Viewer } from './student-profiles';

export type RecordTable = 'evaluations' | 'attendance';

export interface RecordFilter {
  search?: string;
  groupId?: number;
}

/** The columns of student_info, read through the aliases u (users) and sp (student_profiles). */
export const STUDENT_INFO_SELECT =
  sql.raw(`coalesce(nullif(u.full_name, ''), u.username) AS info_name,
  coalesce(sp.current_level, 1)::int AS info_level,
  coalesce(sp.remaining_levels, 0)::int AS info_remaining`);

export const STUDENT_INFO_JOINS = sql.raw(`JOIN users u ON u.id = r.student_id
  LEFT JOIN student_profiles sp ON sp.user_id = r.student_id`);

export interface StudentInfoRow {
  student_id: number;
  info_name: string;
  info_level: number;
  info_remaining: number;
  created_at: string;
  updated_at: string;
}

export function toStudentInfo(row: StudentInfoRow): StudentInfo {
  return {
    id: row.student_id,
    name: row.info_name,
    current_level: row.info_level,
    remaining_levels: row.info_remaining,
  };
}

/** The select of a record whose own columns are `own` (over the alias r). */
export function recordSelect(own: SQL): SQL {
  return sql`r.student_id, ${own}, ${sql.raw(isoTimestampColumns('r'))}, ${STUDENT_INFO_SELECT}`;
}

/** A record read through recordSelect, with its own fields already mapped. */
export function toRecord<Own extends object>(row: StudentInfoRow, own: Own) {
  return {
    id: row.student_id,
    student: row.student_id,
    student_info: toStudentInfo(row),
    ...own,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Conditions over `r.student_id`: managers read every record, supervisors and instructors those
 * of the students they are assigned to (students are refused by the routes).
 */
export function recordConditions(viewer: Viewer, filter: RecordFilter): SQL {
  const conditions: SQL[] = [];
  if (!seesStudentPhones(viewer)) conditions.push(assignedTo(sql`r.student_id`, viewer.id));
  if (filter.search)
    conditions.push(
      seesStudentPhones(viewer)
        ? sql`r.student_id IN (${namedStudentIds(filter.search)})`
        : nameMatches(sql`r.student_id`, filter.search),
    );
  if (filter.groupId !== undefined)
    conditions.push(sql`r.student_id IN (${groupStudentIds(filter.groupId)})`);
  return allOf(conditions);
}

/**
 * A page of records (the caller's select over r, u and sp) and their count, in one statement. The
 * page is a keyset seek on the student id, chosen on the records table alone before the joins; a
 * manager's unfiltered count comes from the table's counter and a page by number is sought through
 * the table's position counters (positionedPage).
 */
export async function listRecords<Row>(
  db: Db,
  table: RecordTable,
  select: SQL,
  viewer: Viewer,
  filter: RecordFilter,
  page: PageRequest,
): Promise<{ count: number; rows: Row[]; sides: PageSides }> {
  const where = recordConditions(viewer, filter);
  const from = sql.identifier(table);
  const unfiltered = seesStudentPhones(viewer) && !filter.search && filter.groupId === undefined;
  const key = sql`r.student_id`;
  const plan = unfiltered ? positionedPage(key, page, table) : keysetPage(key, page);
  const { count, rows: found } = await rowsBesideCount<Row>(
    db,
    countOf(table, 'r', unfiltered ? undefined : where),
    sql`SELECT ${select} FROM (SELECT * FROM ${from} r WHERE ${where} AND ${plan.where}
          ORDER BY ${plan.orderBy} ${pageBounds(plan)}) r
        ${STUDENT_INFO_JOINS}
        ORDER BY ${plan.orderBy}`,
    'student_id',
  );
  const { results, sides } = keysetResults(found, plan, page);
  return { count, rows: results, sides };
}

export type RecordLookup<Row> =
  { found: false } | { found: true; visible: false } | { found: true; visible: true; row: Row };

/** One student's record, telling "no record" (404) from "not yours to read" (403). */
export async function findRecord<Row>(
  db: Db,
  table: RecordTable,
  select: SQL,
  studentId: number,
  viewer: Viewer,
): Promise<RecordLookup<Row>> {
  const visible = recordConditions(viewer, {});
  const [row] = await preparedRows<Row & { visible: boolean }>(
    db,
    sql`SELECT ${select}, (${visible}) AS visible FROM ${sql.identifier(table)} r
        ${STUDENT_INFO_JOINS} WHERE r.student_id = ${studentId}`,
  );
  if (!row) return { found: false };
  if (!row.visible) return { found: true, visible: false };
  return { found: true, visible: true, row };
}

export async function isStudent(db: Db, userId: number): Promise<boolean> {
  const [row] = await rows<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM student_profiles WHERE user_id = ${userId}`,
  );
  return !!row;
}

function columnList(values: Record<string, unknown>): { names: SQL; params: SQL } {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return {
    names: sql.join(
      entries.map(([name]) => sql.identifier(name)),
      sql`, `,
    ),
    params: sql.join(
      entries.map(([, value]) => sql`${value}`),
      sql`, `,
    ),
  };
}

/** Creates the student's record; false when they already have one. */
export async function insertRecord(
  db: Db,
  table: RecordTable,
  studentId: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const { names, params } = columnList({ student_id: studentId, ...values });
  const inserted = await rows<{ student_id: number }>(
    db,
    sql`INSERT INTO ${sql.identifier(table)} (${names}) VALUES (${params})
        ON CONFLICT (student_id) DO NOTHING RETURNING student_id`,
  );
  return inserted.length > 0;
}

/** Sets the given columns of the student's record, creating it (with defaults) when missing. */
export async function upsertRecord(
  db: Db,
  table: RecordTable,
  studentId: number,
  values: Record<string, unknown>,
): Promise<void> {
  const changed = Object.keys(values).filter((name) => values[name] !== undefined);
  const { names, params } = columnList({ student_id: studentId, ...values });
  const onConflict = changed.length
    ? sql`DO UPDATE SET ${sql.join(
        changed.map((name) => sql`${sql.identifier(name)} = EXCLUDED.${sql.identifier(name)}`),
        sql`, `,
      )}`
    : sql`DO NOTHING`;
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${names}) VALUES (${params})
        ON CONFLICT (student_id) ${onConflict}`,
  );
}

export async function deleteRecord(
  db: Db,
  table: RecordTable,
  studentId: number,
): Promise<boolean> {
  const deleted = await rows<{ student_id: number }>(
    db,
    sql`DELETE FROM ${sql.identifier(table)} WHERE student_id = ${studentId} RETURNING student_id`,
  );
  return deleted.length > 0;
}
