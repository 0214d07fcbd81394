// The evaluation screen's texts. The permission message is the spec's (section 6); the spec has
// no partial-failure text for evaluations, so it mirrors the attendance one (section 2).
import { formatNumber, texts } from 'shared-i18n';
import { GROUP_SHEETS_ENGLISH as en, translateSheet as t } from '../group-sheet';

export const EVALUATION_TEXT = texts(t, 'evaluation', en.evaluation);

/** Asked before saving a Decision that contradicts the computed Result. */
export const CONTRADICTION_TEXT = texts(t, 'contradiction', en.contradiction);

export function contradictionLine(name: string, decision: string, result: string): string {
  return t('contradiction.line', { name, decision, result });
}

export function partialEvaluationMessage(updated: number, attempted: number): string {
  return t('evaluation.partial', { updated: formatNumber(updated), attempted });
}

/** Column and input names of the five scores. */
export const SCORE_LABELS = texts(t, 'scores', en.scores);

/** A score's input of a student, e.g. 'Oral score, Sara Hassan'. */
export function scoreInputLabel(field: keyof typeof en.scores, name: string): string {
  return t('evaluation.scoreOf', { score: SCORE_LABELS[field], name });
}

/** An empty score (the sheet sends all five). */
export function scoreRequiredMessage(field: keyof typeof en.scores): string {
  return t('evaluation.scoreRequired', { score: SCORE_LABELS[field] });
}

/** A fraction, phrased as the range messages are. */
export function wholeScoreMessage(field: keyof typeof en.scores): string {
  return t('evaluation.wholeScore', { score: SCORE_LABELS[field] });
}
