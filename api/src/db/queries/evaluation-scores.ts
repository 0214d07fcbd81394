// The five scores, their total and pass_fail: an evaluation record carries them, and so do the
// group detail's and the student profile's evaluation objects.
import type { PassFail } from 'shared-domain';

export interface EvaluationScores {
  oral: number;
  participation: number;
  written: number;
  listening: number;
  tasks: number;
  total_score: number;
  pass_fail: PassFail;
}

/** Only the scores of a row that carries more columns. */
export function evaluationScores(row: EvaluationScores): EvaluationScores {
  return {
    oral: row.oral,
    participation: row.participation,
    written: row.written,
    listening: row.listening,
    tasks: row.tasks,
    total_score: row.total_score,
    pass_fail: row.pass_fail,
  };
}
