// The attendance record of docs/api.md#evaluations-and-attendance: nine session flags and the number attended (computed
// by the database), with the student's summary.
import { sql } from 'drizzle-orm';
import {
  SESSION_KEYS,
  type Attendance,
  type AttendanceUpdatePayload,
  type SessionKey,
} from 'shared-domain';
import { recordSelect, toRecord, type StudentInfoRow } from './student-records';

export { attendanceSchema } from 'shared-domain/responses';

export type AttendanceRow = StudentInfoRow &
  Record<SessionKey, boolean> & { total_attendance: number };

export const ATTENDANCE_SELECT = recordSelect(
  sql.raw(
    `${SESSION_KEYS.map((key) => `r.${key}`).join(', ')}, r.total_attendance::int AS total_attendance`,
  ),
);

export function toAttendance(row: AttendanceRow): Attendance {
  return toRecord(row, {
    ...(Object.fromEntries(SESSION_KEYS.map((key) => [key, row[key]])) as Record<
      SessionKey,
      boolean
    >),
    total_attendance: row.total_attendance,
  });
}

/** The columns a payload sets (the column names are the payload's keys). */
export function attendanceColumns(payload: AttendanceUpdatePayload): Record<string, unknown> {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, payload[key]]));
}
