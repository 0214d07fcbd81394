// The Movement report (docs/api.md#reports): per month, the students who moved up a level,
// repeated one, or left, counted by the database in one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { MovementReport } from 'shared-domain';
import type { ReportFilter } from 'shared-domain/schemas';
import { preparedRows, type Db } from '../client';
import { allConditions } from '../../lib/list-filters';
import { equals, groupScope, inPeriod } from './reports';
import type { Viewer } from './student-profiles';

const monthOf = (column: SQL) => sql`date_trunc('month', ${column} AT TIME ZONE 'UTC')`;

type MonthRow = MovementReport['months'][number];

/**
 * Moved up: a level update passed the student to a higher level. Repeated: it failed them (they
 * stay at their level), or passed them to the level they were in. A pass with no level left is
 * neither. Level, group and instructor are those of the level's group (its instructor now).
 * Left: the audit trail's change of a student's status from active or waiting to inactive; the
 * level and group are the ones that write took away, else the student's now. A student counts
 * once per month and kind; the months run from the first to the last with any movement.
 */
export async function movementReport(
  db: Db,
  viewer: Viewer,
  filter: ReportFilter,
): Promise<MovementReport> {
  const narrow = (level: SQL, group: SQL) =>
    allConditions(
      groupScope(viewer),
      equals(level, filter.level),
      equals(group, filter.group),
      equals(sql`g.instructor_id`, filter.instructor),
    );
  const leftLevel = sql`coalesce((a.changes -> 'current_level' ->> 'before')::int, sp.current_level)`;
  const leftGroup = sql`coalesce((a.changes -> 'group_id' ->> 'before')::int, sp.group_id)`;
  const months = await preparedRows<MonthRow>(
    db,
    sql`WITH moves AS (
        SELECT ${monthOf(sql`lh.created_at`)} AS month, lh.student_id,
          CASE WHEN lh.outcome = 'failed' OR lh.new_level = lh.level THEN 'repeated'
            ELSE 'moved_up' END AS kind
        FROM level_history lh LEFT JOIN groups g ON g.id = lh.group_id
        WHERE ${allConditions(
          narrow(sql`lh.level`, sql`lh.group_id`),
          inPeriod(sql`lh.created_at`, filter),
          sql`(lh.outcome = 'failed' OR (lh.outcome = 'passed' AND lh.new_level >= lh.level))`,
        )}
        UNION ALL
        SELECT ${monthOf(sql`a.at`)}, a.student_id, 'left'
        FROM audit_log a
          LEFT JOIN student_profiles sp ON sp.user_id = a.student_id
          LEFT JOIN groups g ON g.id = ${leftGroup}
        WHERE ${allConditions(
          // As the partial index audit_log_student_left_idx reads it (migration 0021).
          sql`a.resource = 'student' AND a.changes -> 'status' ->> 'after' = 'inactive'`,
          sql`a.changes -> 'status' ->> 'before' IN ('active', 'waiting')`,
          narrow(leftLevel, leftGroup),
          inPeriod(sql`a.at`, filter),
        )}
      ), counted AS (
        SELECT month,
          count(*) FILTER (WHERE kind = 'moved_up')::int AS moved_up,
          count(*) FILTER (WHERE kind = 'repeated')::int AS repeated,
          count(*) FILTER (WHERE kind = 'left')::int AS "left"
        FROM (SELECT DISTINCT month, kind, student_id FROM moves) once
        GROUP BY month
      )
      SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(c.moved_up, 0) AS moved_up,
        coalesce(c.repeated, 0) AS repeated, coalesce(c."left", 0) AS "left"
      FROM (SELECT min(month) AS first, max(month) AS last FROM counted) span
        CROSS JOIN LATERAL generate_series(span.first, span.last, interval '1 month') AS m(month)
        LEFT JOIN counted c ON c.month = m.month
      ORDER BY m.month`,
  );
  const sum = (key: keyof Omit<MonthRow, 'month'>) =>
    months.reduce((total, row) => total + row[key], 0);
  return {
    months,
    totals: { moved_up: sum('moved_up'), repeated: sum('repeated'), left: sum('left') },
  };
}
