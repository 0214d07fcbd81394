// The Reports' figures (docs/api.md#reports), each computed by the database in one statement:
// Results (pass rates and score buckets of the level results of a period) and At risk (students
// whose attendance is low or who failed their last level). The pass rule and the buckets are
// shared-domain's; a supervisor reads only the groups they supervise.
import { sql, type SQL } from 'drizzle-orm';
import {
  PASS_ORAL,
  PASS_TOTAL,
  SCORE_BUCKET_FLOORS,
  SCORE_BUCKETS,
  SESSION_KEYS,
  type AtRiskStudent,
  type MissingReport,
  type ResultsReport,
} from 'shared-domain';
import type { AtRiskFilter, MissingFilter, ReportFilter } from 'shared-domain/schemas';
import { preparedRows, type Db } from '../client';
import { allConditions } from '../../lib/list-filters';
import { seesStudentPhones, type Viewer } from './student-profiles';

/** The groups a report covers for `viewer`: every group for a manager, a supervisor's own. */
export function groupScope(viewer: Viewer): SQL {
  return seesStudentPhones(viewer) ? sql`TRUE` : sql`g.supervisor_id = ${viewer.id}`;
}

/** `column` inside the period's days (UTC), both ends included; no bound when absent. */
export function inPeriod(column: SQL, filter: Pick<ReportFilter, 'from' | 'to'>): SQL | undefined {
  return allConditions(
    filter.from
      ? sql`${column} >= (${filter.from}::date)::timestamp AT TIME ZONE 'UTC'`
      : undefined,
    filter.to
      ? sql`${column} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`
      : undefined,
  );
}

export function equals(column: SQL, value: number | undefined): SQL | undefined {
  return value === undefined ? undefined : sql`${column} = ${value}`;
}

/**
 * How many of the rows have a total in each bucket: the first below the second floor, each other
 * from its floor to the next one's, the last from its floor up.
 */
const bucketCounts = (total: SQL) =>
  SCORE_BUCKETS.map((_, i) => {
    const floor = SCORE_BUCKET_FLOORS[i]!;
    const next = SCORE_BUCKET_FLOORS[i + 1];
    const inBucket = allConditions(
      i > 0 ? sql`${total} >= ${sql.raw(String(floor))}` : undefined,
      next === undefined ? undefined : sql`${total} < ${sql.raw(String(next))}`,
    );
    return sql`count(*) FILTER (WHERE ${inBucket})::int AS bucket_${sql.raw(String(i))}`;
  });

interface ResultsRow {
  grouping: number;
  level: number | null;
  group_id: number | null;
  instructor_id: number | null;
  instructor_name: string | null;
  group_level: number | null;
  group_instructor: string | null;
  results: number;
  passed: number;
  pass_rate: number | null;
  buckets: number[] | null;
}

/**
 * A level result is a level update's decision on a student (level_history: passed or no levels
 * left is a pass), dated when it was made, or a current evaluation once decided (pass or fail
 * set, or scores entered) and not yet decided by a level update, judged by the level update's
 * rule and dated when last changed.
 * Its level, group and instructor are the group's at the time of the report.
 */
export async function resultsReport(
  db: Db,
  viewer: Viewer,
  filter: ReportFilter,
): Promise<ResultsReport> {
  // The group's own conditions as a lookup of its ids: the results are counted before their
  // group is joined (for its instructor), and a result without a group is kept when none is set.
  const groupConditions = allConditions(
    seesStudentPhones(viewer) ? undefined : groupScope(viewer),
    equals(sql`g.instructor_id`, filter.instructor),
  );
  const narrow = (level: SQL, group: SQL) =>
    allConditions(
      groupConditions && sql`${group} IN (SELECT g.id FROM groups g WHERE ${groupConditions})`,
      equals(level, filter.level),
      equals(group, filter.group),
    );
  const historyWhere =
    allConditions(narrow(sql`lh.level`, sql`lh.group_id`), inPeriod(sql`lh.created_at`, filter)) ??
    sql`TRUE`;
  const evaluationWhere = allConditions(
    narrow(sql`sp.current_level`, sql`sp.group_id`),
    inPeriod(sql`e.updated_at`, filter),
    sql`(e.pass_fail <> 'pending' OR e.total_score > 0)`,
    // A level update keeps the evaluation of those it fails or who have no level left: its
    // decision is the result, and the evaluation counts again only once changed after it.
    sql`NOT EXISTS (SELECT 1 FROM level_history d
      WHERE d.student_id = e.student_id AND d.created_at >= e.updated_at)`,
  );
  // The results are counted by level and group first, so the group (for its instructor) is joined
  // to a few thousand counts and the breakdowns add those up rather than every result.
  const counted = await preparedRows<ResultsRow>(
    db,
    sql`WITH outcomes AS (
        SELECT lh.level, lh.group_id, lh.total_score AS total, lh.outcome <> 'failed' AS passed
        FROM level_history lh
        WHERE ${historyWhere}
        UNION ALL
        SELECT sp.current_level, sp.group_id, e.total_score,
          e.pass_fail = 'pass' OR (e.pass_fail = 'pending' AND e.total_score >= ${PASS_TOTAL}
            AND e.oral >= ${PASS_ORAL})
        FROM evaluations e JOIN student_profiles sp ON sp.user_id = e.student_id
        WHERE ${evaluationWhere}
      ), results AS (
        SELECT level, group_id, count(*)::int AS results,
          count(*) FILTER (WHERE passed)::int AS passed,
          ${sql.join(bucketCounts(sql`total`), sql`, `)}
        FROM outcomes
        GROUP BY level, group_id
      ), lines AS (
        SELECT GROUPING(level, group_id, instructor_id)::int AS grouping,
          level, group_id, instructor_id, coalesce(sum(results), 0)::int AS results,
          coalesce(sum(passed), 0)::int AS passed,
          CASE WHEN GROUPING(level, group_id, instructor_id) = 7 THEN ARRAY[${sql.join(
            SCORE_BUCKETS.map((_, i) => sql`coalesce(sum(${sql.raw(`bucket_${i}`)}), 0)::int`),
            sql`, `,
          )}] END AS buckets
        FROM (SELECT r.*, g.instructor_id FROM results r LEFT JOIN groups g ON g.id = r.group_id) r
        GROUP BY GROUPING SETS ((), (level), (instructor_id), (group_id))
      )
      SELECT l.grouping, l.level, l.group_id, l.instructor_id, l.results, l.passed, l.buckets,
        CASE WHEN l.results > 0 THEN round(l.passed * 100.0 / l.results)::int END AS pass_rate,
        li.full_name AS instructor_name, lg.current_level AS group_level,
        lgi.full_name AS group_instructor
      FROM lines l
        LEFT JOIN users li ON li.id = l.instructor_id
        LEFT JOIN groups lg ON lg.id = l.group_id
        LEFT JOIN users lgi ON lgi.id = lg.instructor_id
      ORDER BY l.grouping, l.level, li.full_name, l.instructor_id, l.group_id`,
  );
  const line = (row: ResultsRow) => ({
    results: row.results,
    passed: row.passed,
    failed: row.results - row.passed,
    pass_rate: row.pass_rate,
  });
  // GROUPING's bits, (level, group_id, instructor_id): 1 instructor, 2 group, 4 level left out.
  const total = counted.find((row) => row.grouping === 7);
  const buckets = total?.buckets ?? [];
  return {
    totals: total ? line(total) : { results: 0, passed: 0, failed: 0, pass_rate: null },
    score_buckets: Object.fromEntries(
      SCORE_BUCKETS.map((bucket, i) => [bucket, buckets[i] ?? 0]),
    ) as ResultsReport['score_buckets'],
    by_level: counted
      .filter((row) => row.grouping === 3)
      .map((row) => ({ level: row.level!, ...line(row) })),
    by_instructor: counted
      .filter((row) => row.grouping === 6)
      .map((row) => ({
        instructor_id: row.instructor_id,
        instructor_name: row.instructor_name,
        ...line(row),
      })),
    by_group: counted
      .filter((row) => row.grouping === 5)
      .map((row) => ({
        group_id: row.group_id,
        level: row.group_level,
        instructor_name: row.group_instructor,
        ...line(row),
      })),
  };
}

/**
 * Active students whose attendance is below the threshold (attended over the sessions their group
 * has held, once it has held one) or whose last level update failed them; lowest attendance first.
 * Both are read from student_standing (0022_student_standing.sql), kept by triggers.
 */
export async function atRiskStudents(
  db: Db,
  viewer: Viewer,
  filter: AtRiskFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ count: number; results: AtRiskStudent[] }> {
  const where = allConditions(
    sql`sp.status = 'active'`,
    groupScope(viewer),
    equals(sql`sp.current_level`, filter.level),
    equals(sql`sp.group_id`, filter.group),
    equals(sql`g.instructor_id`, filter.instructor),
    // Exactly 100 * attended < threshold * held for whole numbers, in the form of
    // student_standing_percent_idx: the index finds them and its statistics count them.
    sql`((s.sessions_held > 0
      AND (100 * s.sessions_attended) / s.sessions_held < ${filter.threshold})
      OR s.last_level_failed)`,
  );
  const phones = seesStudentPhones(viewer);
  const read = (part: { limit: number; offset: number } | null) =>
    preparedRows<AtRiskStudent & { total: number }>(
      db,
      sql`SELECT u.id, u.full_name AS name, u.email,
          CASE WHEN ${phones} THEN u.phone_number END AS phone_number,
          sp.current_level AS level, sp.group_id, g.instructor_id, gi.full_name AS instructor_name,
          s.sessions_held::int AS sessions_held, s.sessions_attended::int AS sessions_attended,
          CASE WHEN s.sessions_held > 0
            THEN round(s.sessions_attended * 100.0 / s.sessions_held)::int END
            AS attendance_percent,
          s.sessions_held > 0 AND s.sessions_attended * 100 < ${filter.threshold} * s.sessions_held
            AS low_attendance,
          s.last_level_failed AS failed_last_level,
          count(*) OVER ()::int AS total
        FROM student_standing s
          JOIN student_profiles sp ON sp.user_id = s.student_id
          JOIN users u ON u.id = sp.user_id
          LEFT JOIN groups g ON g.id = sp.group_id
          LEFT JOIN users gi ON gi.id = g.instructor_id
        WHERE ${where}
        ORDER BY attendance_percent NULLS LAST, name, u.id
        ${part ? sql`LIMIT ${part.limit} OFFSET ${part.offset}` : sql``}`,
    );
  const found = await read(page);
  // A page past the end has no row to carry the count: the first row says it.
  const first =
    found[0] ?? (page && page.offset > 0 ? (await read({ limit: 1, offset: 0 }))[0] : undefined);
  const count = first?.total ?? 0;
  return { count, results: found.map(({ total: _total, ...student }) => student) };
}

/** An evaluation not yet given: no row, or a pending one with no score entered. */
const NOT_EVALUATED = sql`(e.student_id IS NULL OR (e.pass_fail = 'pending' AND e.total_score = 0))`;

/**
 * Groups whose nine sessions are all done and that have students with no evaluation yet, most
 * such students first.
 */
export async function finishedGroupsWithoutEvaluations(
  db: Db,
  viewer: Viewer,
  filter: MissingFilter,
): Promise<FinishedGroup[]> {
  const where = allConditions(
    groupScope(viewer),
    sql.raw(SESSION_KEYS.map((key) => `g.${key}`).join(' AND ')),
    equals(sql`g.current_level`, filter.level),
    equals(sql`g.id`, filter.group),
    equals(sql`g.instructor_id`, filter.instructor),
  );
  return preparedRows<FinishedGroup>(
    db,
    sql`SELECT g.id AS group_id, g.current_level AS level, g.instructor_id,
        gi.full_name AS instructor_name, count(*)::int AS students,
        count(*) FILTER (WHERE ${NOT_EVALUATED})::int AS not_evaluated
      FROM groups g
        JOIN student_profiles sp ON sp.group_id = g.id
        LEFT JOIN evaluations e ON e.student_id = sp.user_id
        LEFT JOIN users gi ON gi.id = g.instructor_id
      WHERE ${where}
      GROUP BY g.id, gi.full_name
      HAVING count(*) FILTER (WHERE ${NOT_EVALUATED}) > 0
      ORDER BY not_evaluated DESC, g.id`,
  );
}

type FinishedGroup = MissingReport['groups'][number];
type PendingEvaluation = MissingReport['pending']['results'][number];

/**
 * Evaluations of students in a group left pending for more than `days` days since they last
 * changed (scores entered or not), the oldest first.
 */
export async function pendingEvaluations(
  db: Db,
  viewer: Viewer,
  filter: MissingFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ count: number; results: PendingEvaluation[] }> {
  const where = allConditions(
    groupScope(viewer),
    sql`e.pass_fail = 'pending'`,
    sql`e.updated_at < now() - make_interval(days => ${filter.days})`,
    equals(sql`sp.current_level`, filter.level),
    equals(sql`sp.group_id`, filter.group),
    equals(sql`g.instructor_id`, filter.instructor),
  );
  const read = (part: { limit: number; offset: number } | null) =>
    preparedRows<PendingEvaluation & { total: number }>(
      db,
      sql`SELECT u.id, u.full_name AS name, sp.current_level AS level, sp.group_id,
          g.instructor_id, gi.full_name AS instructor_name, e.total_score::int AS total_score,
          floor(extract(epoch FROM now() - e.updated_at) / 86400)::int AS days_pending,
          count(*) OVER ()::int AS total
        FROM evaluations e
          JOIN student_profiles sp ON sp.user_id = e.student_id
          JOIN groups g ON g.id = sp.group_id
          JOIN users u ON u.id = sp.user_id
          LEFT JOIN users gi ON gi.id = g.instructor_id
        WHERE ${where}
        ORDER BY e.updated_at, u.id
        ${part ? sql`LIMIT ${part.limit} OFFSET ${part.offset}` : sql``}`,
    );
  const found = await read(page);
  const first =
    found[0] ?? (page && page.offset > 0 ? (await read({ limit: 1, offset: 0 }))[0] : undefined);
  return {
    count: first?.total ?? 0,
    results: found.map(({ total: _total, ...evaluation }) => evaluation),
  };
}
