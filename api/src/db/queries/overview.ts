// The Overview screen's figures (GET /api/overview/), read from counters the database keeps
// (spec section 9 for the buckets and averages), and the money figures from the ledger's totals.
import { sql } from 'drizzle-orm';
import { COMPLETION_BUCKETS, SCORE_BUCKETS, type Overview } from 'shared-domain';
import { type Db, preparedRows } from '../client';

export { overviewSchema } from 'shared-domain/responses';

/**
 * The figures from the counters the database keeps with every write (migrations 0003 and 0007):
 * a few dozen rows, whatever the size of the centre. Scores, buckets and pass/fail count the
 * evaluation records; the average attendance is the rounded mean of each record's rounded percent
 * of 9 sessions; a group's completion is the rounded percent of its nine session flags; an active
 * group has at least one student (spec section 9).
 */
export function overviewQuery() {
  return sql`SELECT name, value::bigint AS value FROM overview_counts
    UNION ALL
    SELECT 'total_students', coalesce(sum(students), 0)::bigint FROM student_status_counts
    UNION ALL
    SELECT 'finance:charged:' || currency, charged_minor FROM ledger_totals
    UNION ALL
    SELECT 'finance:paid:' || currency, paid_minor FROM ledger_totals`;
}

/** The ledger's totals per currency (migration 0016's ledger_totals), by currency. */
function financeOf(value: Map<string, number>): Overview['finance'] {
  const currencies = [...value.keys()]
    .filter((name) => name.startsWith('finance:charged:'))
    .map((name) => name.slice('finance:charged:'.length))
    .sort();
  return currencies.map((currency) => {
    const charged = value.get(`finance:charged:${currency}`) ?? 0;
    const paid = value.get(`finance:paid:${currency}`) ?? 0;
    return {
      currency,
      charged_minor: charged,
      paid_minor: paid,
      outstanding_minor: charged - paid,
    };
  });
}

/** Half away from zero, as PostgreSQL's round(numeric) does. */
const roundedMean = (sum: number, count: number) =>
  count === 0 ? 0 : Math.sign(sum) * Math.round(Math.abs(sum) / count);

export async function computeOverview(db: Db): Promise<Overview> {
  const counted = await preparedRows<{ name: string; value: number }>(db, overviewQuery());
  const value = new Map(counted.map((row) => [row.name, Number(row.value)]));
  const get = (name: string) => value.get(name) ?? 0;
  const levels = [...value.entries()]
    .filter(([name, n]) => name.startsWith('level:') && n > 0)
    .map(([name, n]) => ({ level: Number(name.slice('level:'.length)), count: n }))
    .sort((a, b) => a.level - b.level);
  return {
    total_students: get('total_students'),
    active_groups: get('active_groups'),
    average_score: roundedMean(get('score_sum'), get('evaluations')),
    average_attendance: roundedMean(get('attendance_percent_sum'), get('attendance')),
    score_buckets: Object.fromEntries(
      SCORE_BUCKETS.map((bucket, i) => [bucket, get(`score_${i}`)]),
    ) as Overview['score_buckets'],
    group_completion: Object.fromEntries(
      COMPLETION_BUCKETS.map((bucket, i) => [bucket, get(`completion_${i}`)]),
    ) as Overview['group_completion'],
    pass_fail: {
      pass: get('pass_fail:pass'),
      fail: get('pass_fail:fail'),
      pending: get('pass_fail:pending'),
    },
    groups_by_level: levels,
    finance: financeOf(value),
  };
}
