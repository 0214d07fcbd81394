// The evaluation record of docs/api.md#evaluations-and-attendance: the five scores, the total the database computes, and
// pass_fail, with the student's summary.
import { sql } from 'drizzle-orm';
import { SCORE_FIELDS, type Evaluation, type EvaluationUpdatePayload } from 'shared-domain';
import { evaluationScores, type EvaluationScores } from './evaluation-scores';
import { recordSelect, toRecord, type StudentInfoRow } from './student-records';

export { evaluationSchema } from 'shared-domain/responses';

export type EvaluationRow = StudentInfoRow & EvaluationScores;

export const EVALUATION_SELECT = recordSelect(sql`r.oral::int AS oral,
  r.participation::int AS participation, r.written::int AS written,
  r.listening::int AS listening, r.tasks::int AS tasks, r.total_score::int AS total_score,
  r.pass_fail`);

export function toEvaluation(row: EvaluationRow): Evaluation {
  return toRecord(row, evaluationScores(row));
}

/** The columns a payload sets (the column names are the payload's keys). */
export function evaluationColumns(payload: EvaluationUpdatePayload): Record<string, unknown> {
  return Object.fromEntries(
    [...SCORE_FIELDS, 'pass_fail' as const].map((field) => [field, payload[field]]),
  );
}
