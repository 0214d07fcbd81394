// The Overview's figures counted from scratch by scanning evaluations, attendance, groups and
// profiles: what the counters of migrations 0003 and 0007 must always equal.
import { sql } from 'drizzle-orm';
import { COMPLETION_BUCKETS, SCORE_BUCKETS, SESSION_KEYS, type Overview } from 'shared-domain';
import { rows, type Db } from '../../src/db/client';

const GROUP_SESSIONS_DONE = sql.raw(SESSION_KEYS.map((key) => `${key}::int`).join(' + '));

interface Row {
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

export async function recomputeOverview(db: Db): Promise<Overview> {
  const [r] = await rows<Row>(
    db,
    sql`WITH
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
      SELECT coalesce(round(avg(round(total_attendance * 100.0 / 9))), 0)::int AS average_attendance
      FROM attendance),
    completion AS (
      SELECT count(*) FILTER (WHERE percent <= 33)::int AS completion_0,
        count(*) FILTER (WHERE percent > 33 AND percent <= 66)::int AS completion_1,
        count(*) FILTER (WHERE percent > 66)::int AS completion_2
      FROM (SELECT round((${GROUP_SESSIONS_DONE}) * 100.0 / 9) AS percent FROM groups) g),
    levels AS (
      SELECT coalesce(json_agg(json_build_object('level', level, 'count', n) ORDER BY level),
          '[]'::json) AS groups_by_level
      FROM (SELECT current_level::int AS level, count(*)::int AS n FROM groups
        GROUP BY current_level) per_level)
    SELECT (SELECT count(*)::int FROM student_profiles) AS total_students,
      (SELECT count(*)::int FROM groups g
        WHERE EXISTS (SELECT 1 FROM student_profiles sp WHERE sp.group_id = g.id)) AS active_groups,
      scores.*, presence.*, completion.*, levels.*
    FROM scores, presence, completion, levels`,
  );
  const row = r!;
  // Straight from the ledger's rows, which its kept totals must match.
  const finance = await rows<{ currency: string; charged: string; paid: string }>(
    db,
    sql`SELECT currency, sum(charge_minor)::text AS charged, sum(paid_minor)::text AS paid
        FROM ledger_entries GROUP BY currency ORDER BY currency COLLATE "C"`,
  );
  return {
    total_students: row.total_students,
    active_groups: row.active_groups,
    average_score: row.average_score,
    average_attendance: row.average_attendance,
    score_buckets: Object.fromEntries(
      SCORE_BUCKETS.map((bucket, i) => [bucket, row[`score_${i}` as 'score_0']]),
    ) as Overview['score_buckets'],
    group_completion: Object.fromEntries(
      COMPLETION_BUCKETS.map((bucket, i) => [bucket, row[`completion_${i}` as 'completion_0']]),
    ) as Overview['group_completion'],
    pass_fail: { pass: row.pass, fail: row.fail, pending: row.pending },
    groups_by_level: row.groups_by_level,
    finance: finance.map(({ currency, charged, paid }) => ({
      currency,
      charged_minor: Number(charged),
      paid_minor: Number(paid),
      outstanding_minor: Number(charged) - Number(paid),
    })),
  };
}
