// PATCH /api/student-attendance/{studentId}/ (spec section 7, docs/api.md): the record's id is the
// student's user id, and the server creates the record on the first update.
import { apiPatch } from 'shared-auth';
import { SESSION_KEYS, type Attendance, type AttendanceUpdatePayload } from 'shared-domain';

export function attendancePath(studentId: number): string {
  return `/api/student-attendance/${studentId}/`;
}

/**
 * All nine flags, session one first, as the shared schema's payload. The schema (and zod) are
 * fetched with the first save, not with the attendance screen.
 */
async function attendancePayload(sessions: readonly boolean[]): Promise<AttendanceUpdatePayload> {
  const { attendanceUpdateSchema } = await import('shared-domain/schemas');
  return attendanceUpdateSchema.parse(
    Object.fromEntries(SESSION_KEYS.map((key, index) => [key, sessions[index] === true])),
  );
}

export async function updateAttendance(studentId: number, sessions: readonly boolean[]) {
  return apiPatch<Attendance>(attendancePath(studentId), await attendancePayload(sessions));
}
