// Filters over students for the lists, written for the planner. A manager's search runs over
// every student, so it is a set of ids (`id IN (...)`) gathered through each source's index; a
// supervisor's, instructor's or student's runs within the few students they may read, so it is
// a test of each of those rows. Only managers' searches look at phone numbers, so nobody else
// can probe one digit by digit.
import { sql, type SQL } from 'drizzle-orm';
import { DAY_GROUPS } from 'shared-domain';
import { containsPattern } from '../../lib/pagination';

/**
 * The students a supervisor or instructor is assigned to: those of the groups and the calls that
 * name them (as instructor, supervisor or account manager).
 */
export function assignedStudentIds(staffId: number): SQL {
  return sql`SELECT s.user_id FROM student_profiles s
      WHERE s.group_id IN (SELECT id FROM groups
        WHERE instructor_id = ${staffId} OR supervisor_id = ${staffId} OR account_manager_id = ${staffId})
    UNION ALL
    SELECT s.user_id FROM student_profiles s
      WHERE s.call_id IN (SELECT id FROM calls
        WHERE instructor_id = ${staffId} OR supervisor_id = ${staffId} OR account_manager_id = ${staffId})`;
}

/**
 * `id` is one of the students `staffId` is assigned to. ARRAY(...) is worked out once, first, and
 * the few ids it holds are then looked up by primary key: the planner cannot choose to walk every
 * student in id order instead.
 */
export function assignedTo(id: SQL, staffId: number): SQL {
  return sql`${id} = ANY(ARRAY(${assignedStudentIds(staffId)}))`;
}

/** Ids typed in a search box ("12" or "#12") match a group or call exactly, not as a substring. */
function searchedId(term: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(term);
  return match ? Number(match[1]) : null;
}

/**
 * Groups and calls matching `term`: by id, a group's days (matched against the three day pairs
 * here, so the database looks them up by index) and hours, a call's time (HH:MM).
 */
function linkMatches(term: string): { groups: SQL; calls?: SQL } {
  const pattern = containsPattern(term);
  const id = searchedId(term);
  const days = DAY_GROUPS.filter((pair) => pair.includes(term.toLowerCase()));
  const groupConditions: SQL[] = [sql`lower(g.hours) LIKE ${pattern}`];
  const callConditions: SQL[] = [];
  if (id !== null) {
    groupConditions.push(sql`g.id = ${id}`);
    callConditions.push(sql`c.id = ${id}`);
  }
  if (days.length) groupConditions.push(sql`g.days IN (${listOf(days)})`);
  // A time reads like 14:30: other terms cannot match one, so no call is read for them.
  if (/^[\d:]+$/.test(term)) callConditions.push(sql`to_char(c."time", 'HH24:MI') LIKE ${pattern}`);
  return {
    groups: sql`SELECT g.id FROM groups g WHERE ${sql.join(groupConditions, sql` OR `)}`,
    ...(callConditions.length && {
      calls: sql`SELECT c.id FROM calls c WHERE ${sql.join(callConditions, sql` OR `)}`,
    }),
  };
}

/** Students whose names, e-mail, username or phone contain `term` (users.search_text's index). */
export function namedStudentIds(term: string): SQL {
  return sql`SELECT u.id FROM users u WHERE u.search_text LIKE ${containsPattern(term)}`;
}

/** The student `id` names has a name, e-mail or username containing `term` (no phone). */
export function nameMatches(id: SQL, term: string): SQL {
  const pattern = containsPattern(term);
  return sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${id} AND (lower(u.full_name) LIKE ${pattern}
    OR lower(u.email) LIKE ${pattern} OR lower(u.username) LIKE ${pattern}))`;
}

/**
 * A manager's students-list search over everything the Students screen shows (spec section 2):
 * names, e-mail, username, phone; the profile's currency, offer, course type, status, amounts,
 * level and total levels (student_profiles.search_text); the group and the call.
 */
export function matchingStudentIds(term: string): SQL {
  const links = linkMatches(term);
  const sources = [
    namedStudentIds(term),
    sql`SELECT s.user_id FROM student_profiles s WHERE s.search_text LIKE ${containsPattern(term)}`,
    sql`SELECT s.user_id FROM student_profiles s WHERE s.group_id IN (${links.groups})`,
  ];
  if (links.calls)
    sources.push(sql`SELECT s.user_id FROM student_profiles s WHERE s.call_id IN (${links.calls})`);
  return sql.join(sources, sql` UNION ALL `);
}

/** The same search as a test of one profile row (alias sp), phones left out. */
export function studentRowMatches(term: string): SQL {
  const links = linkMatches(term);
  const tests = [
    nameMatches(sql`sp.user_id`, term),
    sql`sp.search_text LIKE ${containsPattern(term)}`,
    sql`sp.group_id IN (${links.groups})`,
  ];
  if (links.calls) tests.push(sql`sp.call_id IN (${links.calls})`);
  return sql`(${sql.join(tests, sql` OR `)})`;
}

/** The students of one group. */
export function groupStudentIds(groupId: number): SQL {
  return sql`SELECT s.user_id FROM student_profiles s WHERE s.group_id = ${groupId}`;
}

/** Values as a comma-separated list of parameters, for `IN (...)`. */
export function listOf(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** `conditions` joined with AND, or TRUE when there are none. */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}
