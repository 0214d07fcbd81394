// The instructor schedule (GET /api/schedule/): every group that has an instructor, in the
// screen's day order, then by start time and instructor.
import { sql } from 'drizzle-orm';
import { DAY_GROUPS, type ScheduleItem } from 'shared-domain';
import { rows, type Db } from '../client';

export { scheduleItemSchema } from 'shared-domain/responses';

const DAY_ORDER = sql.raw(`ARRAY[${DAY_GROUPS.map((days) => `'${days}'`).join(', ')}]::text[]`);

export function scheduleQuery() {
  return sql`SELECT g.id AS group_id,
      coalesce(nullif(i.full_name, ''), i.username) AS group_instructor_full_name,
      g.hours AS group_hours, g.days AS group_days, g.current_level::int AS group_current_level
    FROM groups g JOIN users i ON i.id = g.instructor_id
    ORDER BY array_position(${DAY_ORDER}, g.days::text), g.start_hour, 2, g.id`;
}

export function findSchedule(db: Db): Promise<ScheduleItem[]> {
  return rows<ScheduleItem>(db, scheduleQuery());
}
