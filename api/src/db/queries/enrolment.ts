// Placing students in a group and taking one out, each in one transaction. The group's
// row is locked before its students' (as a level update does), so its capacity holds under
// concurrent enrolments and no lock-order deadlock arises.
import { sql } from 'drizzle-orm';
import type { FieldErrors } from 'shared-domain';
import { enrolmentRoomError, levelMismatchMessage } from 'shared-domain/records';
import { rows, type Db } from '../client';
import { missingRecordMessage, seatedCount } from './student-writes';

export type EnrolOutcome =
  | { status: 'not_found' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'enrolled'; warnings: string[] };

interface LockedStudent {
  id: number;
  name: string;
  current_level: number;
  group_id: number | null;
}

/**
 * Moves `studentIds` into the group (from no group or another one): all of them or none. A waiting
 * student (awaiting enrolment) becomes active. A student whose level is not the group's is placed
 * all the same, with a warning in the answer.
 */
export async function enrolStudents(
  db: Db,
  groupId: number,
  studentIds: number[],
): Promise<EnrolOutcome> {
  return db.transaction(async (tx) => {
    const [group] = await rows<{ current_level: number; max_capacity: number | null }>(
      tx,
      sql`SELECT current_level, max_capacity FROM groups WHERE id = ${groupId} FOR UPDATE`,
    );
    if (!group) return { status: 'not_found' } as const;
    const students = await rows<LockedStudent>(
      tx,
      sql`SELECT sp.user_id AS id, u.full_name AS name, sp.current_level, sp.group_id
          FROM student_profiles sp JOIN users u ON u.id = sp.user_id
          WHERE sp.user_id IN (${sql.join(studentIds, sql`, `)})
          ORDER BY sp.user_id
          FOR UPDATE OF sp`,
    );
    const found = new Set(students.map((s) => s.id));
    const missing = studentIds.filter((id) => !found.has(id));
    if (missing.length) {
      return {
        status: 'invalid',
        errors: { students: missing.map(missingRecordMessage) },
      } as const;
    }
    const newcomers = students.filter((s) => s.group_id !== groupId);
    const room = enrolmentRoomError(
      await seatedCount(tx, groupId),
      newcomers.length,
      group.max_capacity,
    );
    if (room) return { status: 'invalid', errors: { students: [room] } } as const;
    if (newcomers.length) {
      await rows(
        tx,
        sql`UPDATE student_profiles
            SET group_id = ${groupId},
                status = CASE WHEN status = 'waiting' THEN 'active' ELSE status END
            WHERE user_id IN (${sql.join(
              newcomers.map((s) => s.id),
              sql`, `,
            )})`,
      );
    }
    const warnings = newcomers
      .map((s) => levelMismatchMessage(s.name, s.current_level, group.current_level))
      .filter((warning): warning is string => warning !== undefined);
    return { status: 'enrolled', warnings } as const;
  });
}

/**
 * Takes a student out of the group; an active student goes back to waiting (awaiting enrolment).
 * False when the group does not hold this student.
 */
export async function removeFromGroup(
  db: Db,
  groupId: number,
  studentId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await rows(tx, sql`SELECT id FROM groups WHERE id = ${groupId} FOR UPDATE`);
    const removed = await rows<{ id: number }>(
      tx,
      sql`UPDATE student_profiles
          SET group_id = NULL,
              status = CASE WHEN status = 'active' THEN 'waiting' ELSE status END
          WHERE user_id = ${studentId} AND group_id = ${groupId}
          RETURNING user_id AS id`,
    );
    return removed.length > 0;
  });
}
