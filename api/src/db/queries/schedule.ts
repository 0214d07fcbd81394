// The instructor schedule (GET /api/schedule/): every group that has an instructor, in the
// screen's day order, then by start time and instructor; or only one day pair's, or one
// instructor's (each read through its index, groups_days_start_idx and groups_instructor_days_idx).
import { sql, type SQL } from 'drizzle-orm';
import { DAY_GROUPS, type DayGroup, type ScheduleItem } from 'shared-domain';
import { preparedRows, type Db } from '../client';
import { allOf } from './student-filters';

export { scheduleItemSchema } from 'shared-domain/responses';

const DAY_ORDER = sql.raw(`ARRAY[${DAY_GROUPS.map((days) => `'${days}'`).join(', ')}]::text[]`);

export interface ScheduleFilter {
  days?: DayGroup;
  instructor?: number;
}

export function scheduleQuery(filter: ScheduleFilter = {}) {
  const conditions: SQL[] = [sql`g.instructor_id IS NOT NULL`];
  if (filter.days) conditions.push(sql`g.days = ${filter.days}`);
  if (filter.instructor !== undefined) conditions.push(sql`g.instructor_id = ${filter.instructor}`);
  return sql`SELECT g.id AS group_id,
      coalesce(nullif(i.full_name, ''), i.username) AS group_instructor_full_name,
      g.hours AS group_hours, g.days AS group_days, g.current_level::int AS group_current_level
    FROM groups g JOIN users i ON i.id = g.instructor_id
    WHERE ${allOf(conditions)}
    ORDER BY array_position(${DAY_ORDER}, g.days::text), g.start_hour, 2, g.id`;
}

export function findSchedule(db: Db, filter: ScheduleFilter = {}): Promise<ScheduleItem[]> {
  return preparedRows<ScheduleItem>(db, scheduleQuery(filter));
}
