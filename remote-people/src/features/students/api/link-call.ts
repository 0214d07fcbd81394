// PATCH /api/student-profiles/{userId}/ {call_id}: links a student to a call, or unlinks (null).
import { apiPatch } from 'shared-auth';
import type { StudentProfile } from 'shared-domain';

export function linkCall(studentId: number, callId: number | null): Promise<StudentProfile> {
  return apiPatch<StudentProfile>(`/api/student-profiles/${studentId}/`, { call_id: callId });
}
