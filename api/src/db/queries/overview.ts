// The Overview screen's figures (GET /api/overview/), aggregated by the database in one statement
// (spec section 9 for the buckets and averages).
import { sql } from 'drizzle-orm';
import { COMPLETION_BUCKETS, SCORE_BUCKETS, SESSION_KEYS, type Overview } from 'shared-domain';
import { rows, type Db } from '../client';

export { overviewSchema } from 'shared-domain/responses';

interface OverviewRow {
  total_students: number;
  active_groups: number;
  average_score: number;
  average_attendance: number;
  score_0: number;
  score_1: number;
  score_2: number;
  score_3: number;
  completion_0: number;
  completion_1: number;
  completion_2: number;
  pass: number;
  fail: number;
  pending: number;
  groups_by_level: { level: number; count: number }[];
}

const GROUP_SESSIONS_DONE = sql.raw(SESSION_KEYS.map((key) => `${key}::int`).join(' + '));

/**
 * Scores, buckets and pass/fail count the evaluation records; the average attendance is the
 * rounded mean of each record's rounded percent of 9 sessions; a group's completion is the
 * rounded percent of its nine session flags; an active group has at least one student. Rows are
 * first counted per number of sessions (0 to 9), so the percentages are worked out ten times, not
 * once per row; the total comes from the per-status counters (migration 0003).
 */
export function overviewQuery() {
  return sql`WITH
    scores AS (
      SELECT coalesce(round(avg(total_score)), 0)::int AS average_score,
        count(*) FILTER (WHERE total_score < 60)::int AS score_0,
        count(*) FILTER (WHERE total_score >= 60 AND total_score < 70)::int AS score_1,
        count(*) FILTER (WHERE total_score >= 70 AND total_score < 85)::int AS score_2,
        count(*) FILTER (WHERE total_score >= 85)::int AS score_3,
        count(*) FILTER (WHERE pass_fail = 'pass')::int AS pass,
        count(*) FILTER (WHERE pass_fail = 'fail')::int AS fail,
        count(*) FILTER (WHERE pass_fail = 'pending')::int AS pending
      FROM evaluations),
    presence AS (
      SELECT coalesce(round(sum(round(attended * 100.0 / 9) * n) / nullif(sum(n), 0)), 0)::int
          AS average_attendance
      FROM (SELECT total_attendance AS attended, count(*) AS n FROM attendance
        GROUP BY total_attendance) per_count),
    completion AS (
      SELECT coalesce(sum(n) FILTER (WHERE percent <= 33), 0)::int AS completion_0,
        coalesce(sum(n) FILTER (WHERE percent > 33 AND percent <= 66), 0)::int AS completion_1,
        coalesce(sum(n) FILTER (WHERE percent > 66), 0)::int AS completion_2
      FROM (SELECT round(done * 100.0 / 9) AS percent, count(*) AS n
        FROM (SELECT ${GROUP_SESSIONS_DONE} AS done FROM groups) g GROUP BY done) per_count),
    levels AS (
      SELECT coalesce(json_agg(json_build_object('level', level, 'count', n) ORDER BY level),
          '[]'::json) AS groups_by_level
      FROM (SELECT current_level::int AS level, count(*)::int AS n FROM groups
        GROUP BY current_level) per_level)
    SELECT (SELECT coalesce(sum(students), 0)::int FROM student_status_counts) AS total_students,
      (SELECT count(*)::int FROM groups g
        WHERE EXISTS (SELECT 1 FROM student_profiles sp WHERE sp.group_id = g.id)) AS active_groups,
      scores.*, presence.*, completion.*, levels.*
    FROM scores, presence, completion, levels`;
}

export async function computeOverview(db: Db): Promise<Overview> {
  const [row] = await rows<OverviewRow>(db, overviewQuery());
  const r = row!;
  return {
    total_students: r.total_students,
    active_groups: r.active_groups,
    average_score: r.average_score,
    average_attendance: r.average_attendance,
    score_buckets: Object.fromEntries(
      SCORE_BUCKETS.map((bucket, i) => [bucket, r[`score_${i}` as 'score_0']]),
    ) as Overview['score_buckets'],
    group_completion: Object.fromEntries(
      COMPLETION_BUCKETS.map((bucket, i) => [bucket, r[`completion_${i}` as 'completion_0']]),
    ) as Overview['group_completion'],
    pass_fail: { pass: r.pass, fail: r.fail, pending: r.pending },
    groups_by_level: r.groups_by_level,
  };
}
