// A group's move to a new level (docs/api.md#level-update), all or nothing: every student's scores,
// attendance and outcome are kept in level_history, then passed students advance and spend a
// level, the others leave the group as waiting, and the group starts its sessions afresh.
import { inArray, sql } from 'drizzle-orm';
import { SESSION_KEYS, type LevelUpdateSummary } from 'shared-domain';
import { levelUpdateOutcome, type LevelUpdateOutcome } from 'shared-domain/records';
import { rows, type Db } from '../client';
import { attendance, evaluations, groups, levelHistory, studentProfiles } from '../schema';
import type { EvaluationScores } from './evaluation-scores';

interface StudentStanding extends EvaluationScores {
  id: number;
  name: string;
  current_level: number;
  remaining_levels: number;
  sessions: boolean[];
  total_attendance: number;
}

const ATTENDED = SESSION_KEYS.map((key) => `coalesce(a.${key}, false)`).join(', ');

const NO_SESSIONS = {
  sessionOne: false,
  sessionTwo: false,
  sessionThree: false,
  sessionFour: false,
  sessionFive: false,
  sessionSix: false,
  sessionSeven: false,
  sessionEight: false,
  sessionNine: false,
};

/**
 * Moves the group to `newLevel` inside one transaction; `undefined` when there is no such group.
 * `db` must be the outer handle: everything below runs on the transaction's own handle.
 */
export async function updateGroupLevel(
  db: Db,
  groupId: number,
  newLevel: number,
): Promise<LevelUpdateSummary | undefined> {
  return db.transaction(async (tx) => {
    // The row lock makes concurrent level updates of one group run one after the other.
    const [group] = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM groups WHERE id = ${groupId} FOR UPDATE`,
    );
    if (!group) return undefined;

    const students = await rows<StudentStanding>(
      tx,
      sql`SELECT sp.user_id AS id, u.full_name AS name, sp.current_level, sp.remaining_levels,
          coalesce(e.oral, 0)::int AS oral, coalesce(e.participation, 0)::int AS participation,
          coalesce(e.written, 0)::int AS written, coalesce(e.listening, 0)::int AS listening,
          coalesce(e.tasks, 0)::int AS tasks, coalesce(e.total_score, 0)::int AS total_score,
          coalesce(e.pass_fail, 'pending') AS pass_fail,
          ARRAY[${sql.raw(ATTENDED)}] AS sessions,
          coalesce(a.total_attendance, 0)::int AS total_attendance
        FROM student_profiles sp
        JOIN users u ON u.id = sp.user_id
        LEFT JOIN evaluations e ON e.student_id = sp.user_id
        LEFT JOIN attendance a ON a.student_id = sp.user_id
        WHERE sp.group_id = ${groupId}
        ORDER BY sp.user_id
        FOR UPDATE OF sp`,
    );

    const outcomes = students.map((student) => ({
      student,
      outcome: levelUpdateOutcome({
        evaluation: student,
        remaining_levels: student.remaining_levels,
      }),
    }));
    const idsWith = (...wanted: LevelUpdateOutcome[]) =>
      outcomes.filter((o) => wanted.includes(o.outcome)).map((o) => o.student.id);
    const advancing = idsWith('passed');
    const leaving = idsWith('failed', 'no_levels');

    if (outcomes.length) {
      await tx.insert(levelHistory).values(
        outcomes.map(({ student, outcome }) => ({
          studentId: student.id,
          groupId,
          level: student.current_level,
          newLevel: outcome === 'passed' ? newLevel : null,
          outcome,
          oral: student.oral,
          participation: student.participation,
          written: student.written,
          listening: student.listening,
          tasks: student.tasks,
          totalScore: student.total_score,
          passFail: student.pass_fail,
          sessions: student.sessions,
          totalAttendance: student.total_attendance,
        })),
      );
    }
    if (advancing.length) {
      await tx
        .update(studentProfiles)
        .set({
          currentLevel: newLevel,
          remainingLevels: sql`${studentProfiles.remainingLevels} - 1`,
        })
        .where(inArray(studentProfiles.userId, advancing));
      await tx
        .update(evaluations)
        .set({
          oral: 0,
          participation: 0,
          written: 0,
          listening: 0,
          tasks: 0,
          passFail: 'pending',
        })
        .where(inArray(evaluations.studentId, advancing));
      await tx.update(attendance).set(NO_SESSIONS).where(inArray(attendance.studentId, advancing));
    }
    if (leaving.length) {
      await tx
        .update(studentProfiles)
        .set({ groupId: null, status: 'waiting' })
        .where(inArray(studentProfiles.userId, leaving));
    }
    await tx
      .update(groups)
      .set({ currentLevel: newLevel, ...NO_SESSIONS })
      .where(sql`${groups.id} = ${groupId}`);

    return {
      students_passed: advancing.length,
      students_failed: idsWith('failed').length,
      students_no_levels: idsWith('no_levels').length,
      students: outcomes.map(({ student, outcome }) => ({
        id: student.id,
        name: student.name,
        level: student.current_level,
        new_level: outcome === 'passed' ? newLevel : null,
        decision: outcome,
      })),
    };
  });
}
