// The staff a group or a call names: each id must be a user holding the matching role, and the
// names the rows show; who may read the row, how its students are listed and how a page is counted.
// Shared by the groups and calls queries.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FieldErrors } from 'shared-domain';
import {
  ASSIGNMENT_ROLES,
  type AssignmentField,
  inactiveStaffMessage,
  unknownIdMessage,
  wrongRoleMessage,
} from 'shared-domain/server';
import { containsPattern, pageBounds, type KeysetPlan } from '../../lib/pagination';
import type { Db } from '../client';
import { users } from '../schema';
import { seesStudentPhones, type Viewer } from './student-profiles';

export type Assignments = Partial<Record<AssignmentField, number | null | undefined>>;

/**
 * Field errors for the assigned ids that name no user, a user of another role, or an inactive one.
 * An assignment the record already has (`current`) may stay while its holder is inactive, so that
 * other fields can still be edited; a new one may not.
 */
export async function assignmentErrors(
  db: Db,
  assigned: Assignments,
  current: Assignments = {},
): Promise<FieldErrors> {
  const wanted = (Object.keys(ASSIGNMENT_ROLES) as AssignmentField[]).flatMap((field) => {
    const id = assigned[field];
    return typeof id === 'number' ? [{ field, id }] : [];
  });
  if (!wanted.length) return {};
  const found = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      fullName: users.fullName,
      username: users.username,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        wanted.map((w) => w.id),
      ),
    );
  const byId = new Map(found.map((user) => [user.id, user]));
  const errors: FieldErrors = {};
  for (const { field, id } of wanted) {
    const user = byId.get(id);
    if (user === undefined) errors[field] = [unknownIdMessage(id)];
    else if (user.role !== ASSIGNMENT_ROLES[field]) errors[field] = [wrongRoleMessage(field, id)];
    else if (!user.isActive && current[field] !== id)
      errors[field] = [inactiveStaffMessage(user.fullName?.trim() || user.username)];
  }
  return errors;
}

/** A staff member's shown name (alias of a joined users row): the full name, else the username. */
export function staffName(alias: string): SQL {
  return sql.raw(`coalesce(nullif(${alias}.full_name, ''), ${alias}.username)`);
}

/**
 * Which rows of `alias` (a groups or calls row) a viewer may read: managers all, a supervisor or an
 * instructor those they are assigned to, a student none (the routes refuse students first).
 */
export function staffVisibility(viewer: Viewer, alias: string): SQL {
  if (seesStudentPhones(viewer)) return sql`TRUE`;
  if (viewer.role === 'student') return sql`FALSE`;
  return sql`${viewer.id} IN (${sql.raw(
    `${alias}.instructor_id, ${alias}.supervisor_id, ${alias}.account_manager_id`,
  )})`;
}

/** Joins the staff of `alias` as `alias`i, `alias`s, `alias`a (instructor, supervisor, account manager). */
export function staffJoins(alias: string): SQL {
  return sql.raw(`
  LEFT JOIN users ${alias}i ON ${alias}i.id = ${alias}.instructor_id
  LEFT JOIN users ${alias}s ON ${alias}s.id = ${alias}.supervisor_id
  LEFT JOIN users ${alias}a ON ${alias}a.id = ${alias}.account_manager_id`);
}

/** The students enrolled in a group or a call (sp.group_id or sp.call_id), with their users. */
export const ENROLLED_STUDENTS = 'FROM student_profiles sp JOIN users u ON u.id = sp.user_id';

/**
 * The first fields of a student's JSON object in a group or a call: id, shown name, and the phone
 * number for those who may see it.
 */
export function enrolledStudentFields(showPhone: boolean): string {
  const phone = showPhone ? 'u.phone_number' : 'NULL';
  return `'id', u.id, 'name', coalesce(nullif(u.full_name, ''), u.username), 'phone_number', ${phone}`;
}

/** The staff ids and shown names of a row of `alias`, joined through staffJoins. */
export function staffColumns(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.instructor_id AS instructor, ${staffName(`${alias}i`)} AS instructor_name,
    ${a}.supervisor_id AS supervisor, ${staffName(`${alias}s`)} AS supervisor_name,
    ${a}.account_manager_id AS account_manager, ${staffName(`${alias}a`)} AS account_manager_name`;
}

/**
 * The ids of the `table` rows (as `alias`) that match `where`; with a keyset plan, one page of
 * them, chosen on the table alone before anything is joined or aggregated.
 */
export function pageIds(
  table: 'groups' | 'calls',
  alias: string,
  where: SQL,
  plan?: KeysetPlan,
): SQL {
  const a = sql.raw(alias);
  const from = sql`SELECT ${a}.id FROM ${sql.raw(table)} ${a} WHERE ${where}`;
  if (!plan) return from;
  return sql`${from} AND ${plan.where} ORDER BY ${plan.orderBy} ${pageBounds(plan)}`;
}

/** Staff (not students) whose full name contains `term`: their own trigram index (0008). */
export function staffNamed(term: string): SQL {
  return sql`SELECT s.id FROM users s
    WHERE s.role <> 'student' AND lower(s.full_name) LIKE ${containsPattern(term)}`;
}

/**
 * The `alias` rows (a groups or calls row) one of whose staff is named like `term`. The staff ids
 * are gathered first (ARRAY(...), once each), so each test is an index lookup of the row's staff
 * column that the planner can OR with the search's other lookups (a bitmap), never a test of
 * every row.
 */
export function staffNameMatches(alias: string, term: string): SQL[] {
  return ['instructor_id', 'supervisor_id', 'account_manager_id'].map(
    (column) => sql`${sql.raw(`${alias}.${column}`)} = ANY(ARRAY(${staffNamed(term)}))`,
  );
}

/**
 * The values of `table.column` that pass `test` (an SQL condition over the alias `v.x`), for a
 * search that matches text shown for the value (a group's hours, a call's time or months): the
 * distinct values are read from the column's b-tree one descent each (a handful: the hours of the
 * day, the durations on offer), tested here, and the rows then looked up by value through the same
 * index. Nothing reads every row, whatever the term's length.
 */
export function distinctValuesWhere(
  table: 'groups' | 'calls',
  column: string,
  test: (value: SQL) => SQL,
): SQL {
  const t = sql.raw(table);
  const c = sql.raw(column);
  return sql`WITH RECURSIVE v AS (
      SELECT (SELECT min(${c}) FROM ${t}) AS x
      UNION ALL
      SELECT (SELECT min(n.${c}) FROM ${t} n WHERE n.${c} > v.x) FROM v WHERE v.x IS NOT NULL)
    SELECT v.x FROM v WHERE v.x IS NOT NULL AND (${test(sql`v.x`)})`;
}
