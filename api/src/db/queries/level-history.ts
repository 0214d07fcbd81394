// A student's finished levels (level_history, written by each level update), oldest first: the
// student profile's level_history.
import { sql } from 'drizzle-orm';
import type { LevelHistoryEntry } from 'shared-domain';
import { isoTime, rows, type Db } from '../client';

interface HistoryRow extends Omit<
  LevelHistoryEntry,
  'started_at' | 'finished_at' | 'marked_by' | 'marked_at'
> {
  started_at: Date | string;
  finished_at: Date | string;
  marked_by: string | null;
  marked_at: Date | string | null;
}

/**
 * A level began when the one before it ended; the first one when the student's profile was made.
 * A level marked passed names who marked the evaluation so, and when, from the audit trail (the
 * last change of its pass_fail to pass before the level ended), when the trail has it.
 */
export async function findLevelHistory(db: Db, studentId: number): Promise<LevelHistoryEntry[]> {
  const found = await rows<HistoryRow>(
    db,
    sql`SELECT h.level, h.new_level,
          coalesce(lag(h.created_at) OVER w, sp.created_at) AS started_at,
          h.created_at AS finished_at,
          h.oral, h.participation, h.written, h.listening, h.tasks, h.total_score,
          h.total_attendance, h.pass_fail AS result, h.outcome AS decision,
          mark.actor_name AS marked_by, mark.at AS marked_at
        FROM level_history h JOIN student_profiles sp ON sp.user_id = h.student_id
        LEFT JOIN LATERAL (
          SELECT a.actor_name, a.at FROM audit_log a
          WHERE h.pass_fail = 'pass' AND a.student_id = h.student_id
            AND a.resource = 'evaluation' AND a.changes -> 'pass_fail' ->> 'after' = 'pass'
            AND a.at <= h.created_at
          ORDER BY a.id DESC LIMIT 1
        ) mark ON TRUE
        WHERE h.student_id = ${studentId}
        WINDOW w AS (ORDER BY h.created_at, h.id)
        ORDER BY h.created_at, h.id`,
  );
  return found.map((row) => ({
    ...row,
    started_at: isoTime(row.started_at),
    finished_at: isoTime(row.finished_at),
    marked_at: row.marked_at === null ? null : isoTime(row.marked_at),
  }));
}
