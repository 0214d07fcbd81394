// A student's finished levels (level_history, written by each level update), oldest first: the
// student profile's level_history.
import { sql } from 'drizzle-orm';
import type { LevelHistoryEntry } from 'shared-domain';
import { isoTime, rows, type Db } from '../client';

interface HistoryRow extends Omit<LevelHistoryEntry, 'started_at' | 'finished_at'> {
  started_at: Date | string;
  finished_at: Date | string;
}

/**
 * A level began when the one before it ended; the first one when the student's profile was made.
 */
export async function findLevelHistory(db: Db, studentId: number): Promise<LevelHistoryEntry[]> {
  const found = await rows<HistoryRow>(
    db,
    sql`SELECT h.level, h.new_level,
          coalesce(lag(h.created_at) OVER w, sp.created_at) AS started_at,
          h.created_at AS finished_at,
          h.oral, h.participation, h.written, h.listening, h.tasks, h.total_score,
          h.total_attendance, h.pass_fail AS result, h.outcome AS decision
        FROM level_history h JOIN student_profiles sp ON sp.user_id = h.student_id
        WHERE h.student_id = ${studentId}
        WINDOW w AS (ORDER BY h.created_at, h.id)
        ORDER BY h.created_at, h.id`,
  );
  return found.map((row) => ({
    ...row,
    started_at: isoTime(row.started_at),
    finished_at: isoTime(row.finished_at),
  }));
}
