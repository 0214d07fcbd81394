// The instructor schedule (GET /api/schedule/): every group that has an instructor, in the
// screen's day order, then by start time, instructor and id; or only one day pair's, or one
// instructor's. Read from schedule_items (migration 0012), which the database keeps with every
// write of groups and of instructors' names: the whole schedule and one day pair are an
// index-only scan of schedule_items_order_idx in the answer's order (no join, no sort), one
// instructor's items come through schedule_items_instructor_idx.
import { sql, type SQL } from 'drizzle-orm';
import { DAY_GROUPS, type DayGroup, type ScheduleItem } from 'shared-domain';
import { preparedRows, type Db } from '../client';
import { allOf } from './student-filters';

export { scheduleItemSchema } from 'shared-domain/responses';

// The day pairs' order. The same expression as the index's (the migration spells the same
// array): the planner matches it there, so the rows come out of the index already in order.
const DAY_ORDER = sql.raw(`ARRAY[${DAY_GROUPS.map((days) => `'${days}'`).join(', ')}]::text[]`);

export interface ScheduleFilter {
  days?: DayGroup;
  instructor?: number;
}

export function scheduleQuery(filter: ScheduleFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.days) {
    // The pair's rank bounds the index scan; the pair itself keeps the filter exact.
    conditions.push(
      sql`array_position(${DAY_ORDER}, s.days::text) = array_position(${DAY_ORDER}, ${filter.days}::text)`,
      sql`s.days = ${filter.days}`,
    );
  }
  if (filter.instructor !== undefined) conditions.push(sql`s.instructor_id = ${filter.instructor}`);
  return sql`SELECT s.group_id, s.instructor_name AS group_instructor_full_name,
      s.hours AS group_hours, s.days AS group_days, s.current_level::int AS group_current_level
    FROM schedule_items s
    WHERE ${allOf(conditions)}
    ORDER BY array_position(${DAY_ORDER}, s.days::text), s.start_hour, s.instructor_name, s.group_id`;
}

export function findSchedule(db: Db, filter: ScheduleFilter = {}): Promise<ScheduleItem[]> {
  return preparedRows<ScheduleItem>(db, scheduleQuery(filter));
}

/**
 * The schedule's version (schedule_version, migrations 0012 and 0013): raised in the transaction of
 * every write that changes an item, to at least the write's time in milliseconds, so the same
 * version means the same items, even after a restore from an older backup. `tag` names it across
 * databases too (the epoch differs between two databases).
 */
export interface ScheduleVersion {
  version: number;
  tag: string;
}

export async function scheduleVersion(db: Db): Promise<ScheduleVersion> {
  const [row] = await preparedRows<{ epoch: string; version: number }>(
    db,
    sql`SELECT epoch, version FROM schedule_version`,
  );
  return { version: row!.version, tag: `${row!.epoch}-${row!.version}` };
}
