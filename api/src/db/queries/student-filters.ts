// Filters over students for the lists, written for the planner. A manager's search runs over
// every student, so it is a set of ids (`id IN (...)`) gathered through each source's index; a
// supervisor's, instructor's or student's runs within the few students they may read, so it is
// a test of each of those rows. Only managers' searches look at phone numbers, so nobody else
// can probe one digit by digit.
import { sql, type SQL } from 'drizzle-orm';
import { DAY_GROUPS, LEVELS, type StudentStatus } from 'shared-domain';
import { containsPattern, prefixPattern } from '../../lib/pagination';

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

/** A term shorter than this is matched by prefix on indexed fields: trigrams cannot index it. */
export const TRIGRAM_MIN_LENGTH = 3;

export function isShortTerm(term: string): boolean {
  return [...term].length < TRIGRAM_MIN_LENGTH;
}

/**
 * A manager's students-list search (spec section 2, Students) over the search documents
 * (student_search, migrations 0008 and 0010), as `(user_id, rank)` rows from indexed lookups only:
 *   rank 0  the full, first or last name is the term
 *   rank 1  the full name (so the first name) or the last name starts with the term
 *   rank 2  the document contains the term (3 characters or more: names, e-mail, username,
 *           phone, status, course type, currency, offer, amounts, level and its label, total
 *           levels, the group's days and hours, the call's time); a shorter term: the e-mail or
 *           the phone starts with it, a level's label ('L1') is that level, a number is the level
 *           or the total levels. A number ('12', '#12') is also a group or call id.
 *
 * With a `limit` (the list reads at most its cap), each lookup is a materialised CTE that leaves
 * out the students the lookups before it found (a hashed `NOT IN` over at most `limit` ids, read
 * from the index entries alone: every name index carries user_id and status), and the whole reads
 * the lookups in rank order and stops at the bound. A CTE runs only when its rows are asked for, so
 * a common name whose exact matches fill the cap answers from the three name indexes alone, read
 * in id order and merged (migration 0010: each is (field, user_id)); the trigram lookup, whose
 * every candidate costs a visit of its heap row, runs only when the names leave room under the cap,
 * and then stops at the cap too. Without a limit (the export) the lookups are simply united: the
 * caller only asks which ids match.
 */
export function rankedStudentMatches(
  term: string,
  status: StudentStatus | undefined,
  limit?: number,
): SQL {
  const t = term.toLowerCase();
  const prefix = prefixPattern(term);
  const short = isShortTerm(term);
  const inStatus = (alias: string) =>
    status ? sql` AND ${sql.raw(alias)}.status = ${status}` : sql``;
  const bound = limit === undefined ? sql`` : sql` LIMIT ${limit}`;
  // Each lookup: its rank, the alias of the table it reads, and its query given the condition that
  // leaves out the earlier lookups' students.
  const lookups: { rank: number; alias: string; query: (excluding: SQL) => SQL }[] = [];
  // rank 0: three equality lookups, each in id order, merged and made distinct.
  const exact = (column: string) =>
    sql`(SELECT ss.user_id FROM student_search ss WHERE ss.${sql.raw(column)} = ${t}${inStatus('ss')}
      ORDER BY ss.user_id)`;
  lookups.push({
    rank: 0,
    alias: 'x',
    query: () =>
      sql`SELECT DISTINCT ON (x.user_id) x.user_id FROM (${sql.join(
        ['name', 'first_name', 'last_name'].map(exact),
        sql` UNION ALL `,
      )}) x ORDER BY x.user_id${bound}`,
  });
  // A bounded prefix lookup reads its column's index in order and stops at the bound: the planner
  // never prefers to scan the table for the first rows that match a common prefix
  // (text_pattern_ops keeps its own order: ~<~). The range is spelt out: a prepared statement's
  // plan made for any pattern cannot derive it from `LIKE $1`, and would read the whole index.
  const range = prefixRange(t);
  const prefixed = (rank: number, column: string) => {
    const field = sql.raw(`ss.${column}`);
    lookups.push({
      rank,
      alias: 'ss',
      query: (excluding) => sql`SELECT ss.user_id FROM student_search ss
        WHERE ${field} ~>=~ ${range.from}${
          range.below === undefined ? sql`` : sql` AND ${field} ~<~ ${range.below}`
        } AND ${field} LIKE ${prefix}${inStatus('ss')}${excluding}${
          limit === undefined ? sql`` : sql` ORDER BY ${field} USING ~<~${bound}`
        }`,
    });
  };
  prefixed(1, 'name');
  prefixed(1, 'last_name');
  if (short) {
    prefixed(2, 'email');
    prefixed(2, 'phone');
  } else {
    // The trigram lookup has no order to follow: it stops at the bound in its bitmap's order.
    lookups.push({
      rank: 2,
      alias: 'ss',
      query: (excluding) => sql`SELECT ss.user_id FROM student_search ss
        WHERE ss.document LIKE ${containsPattern(term)}${inStatus('ss')}${excluding}${bound}`,
    });
  }
  // Profiles matched by a number (a group, a call, a level, a number of total levels).
  const profiles = (column: string, value: number) =>
    lookups.push({
      rank: 2,
      alias: 's',
      query: (excluding) => sql`SELECT s.user_id FROM student_profiles s
        WHERE s.${sql.raw(column)} = ${value}${inStatus('s')}${excluding}${
          limit === undefined ? sql`` : sql` ORDER BY s.${sql.raw(column)}${bound}`
        }`,
    });
  const id = searchedId(term);
  if (id !== null) {
    profiles('group_id', id);
    profiles('call_id', id);
  }
  if (short) {
    const level = LEVELS.find((option) => option.label.toLowerCase() === t);
    if (level) profiles('current_level', level.value);
    if (/^\d+$/.test(term)) {
      profiles('current_level', Number(term));
      profiles('total_levels', Number(term));
    }
  }
  if (limit === undefined)
    return sql.join(
      lookups.map(
        (lookup) => sql`SELECT l.user_id, ${sql.raw(String(lookup.rank))} AS rank
          FROM (${lookup.query(sql``)}) l`,
      ),
      sql` UNION ALL `,
    );
  const names = lookups.map((_, index) => sql.raw(`found_${index}`));
  const ctes = lookups.map((lookup, index) => {
    const excluding = sql.join(
      names
        .slice(0, index)
        .map(
          (name) => sql` AND ${sql.raw(lookup.alias)}.user_id NOT IN (SELECT user_id FROM ${name})`,
        ),
    );
    return sql`${names[index]!} AS MATERIALIZED (${lookup.query(excluding)})`;
  });
  return sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT * FROM (${sql.join(
      lookups.map(
        (lookup, index) =>
          sql`SELECT user_id, ${sql.raw(String(lookup.rank))} AS rank FROM ${names[index]!}`,
      ),
      sql` UNION ALL `,
    )}) ranked${bound}`;
}

/**
 * The byte range of the strings that start with `start` (text_pattern_ops compares bytes; UTF-8
 * keeps code point order): from `start` itself to just below its last code point raised by one.
 * No upper bound when every code point is the highest.
 */
export function prefixRange(start: string): { from: string; below?: string } {
  const points = [...start].map((char) => char.codePointAt(0)!);
  while (points.length) {
    const last = points.pop()!;
    if (last < 0x10ffff) {
      // The surrogates are not characters: past them, the next code point is U+E000.
      points.push(last + 1 === 0xd800 ? 0xe000 : last + 1);
      return { from: start, below: String.fromCodePoint(...points) };
    }
  }
  return { from: start };
}

/** Every student a manager's search matches (the export), as ids. */
export function matchingStudentIds(term: string, status?: StudentStatus): SQL {
  return sql`SELECT m.user_id FROM (${rankedStudentMatches(term, status)}) m`;
}

/**
 * The rank of rankedStudentMatches as an expression over one student's user row (alias u), for
 * the searches run within the few students a staff member may read.
 */
export function nameRank(term: string): SQL {
  const t = term.toLowerCase();
  const prefix = prefixPattern(term);
  return sql`CASE WHEN lower(u.full_name) = ${t} OR lower(u.first_name) = ${t}
      OR lower(u.last_name) = ${t} THEN 0
    WHEN lower(u.full_name) LIKE ${prefix} OR lower(u.last_name) LIKE ${prefix} THEN 1
    ELSE 2 END`;
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
