// PATCH /api/student-evaluations/{studentId}/ (spec section 7, docs/api.md): the record's id is the
// student's user id; the five scores and pass_fail are sent, and the server computes the total.
import { apiPatch } from 'shared-auth';
import type { Evaluation, EvaluationUpdatePayload } from 'shared-domain';

export function evaluationPath(studentId: number): string {
  return `/api/student-evaluations/${studentId}/`;
}

export function updateEvaluation(studentId: number, payload: EvaluationUpdatePayload) {
  return apiPatch<Evaluation>(evaluationPath(studentId), payload);
}
