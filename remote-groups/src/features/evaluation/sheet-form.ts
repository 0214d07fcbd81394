// The evaluation sheet as a form: one row per student, validated by the shared evaluation schema
// (caps and messages of spec sections 5 and 9: sheet-schema.ts, fetched on first need), and the
// rules that read a row back.
import type { z } from 'zod';
import {
  PASS_FAIL_VALUES,
  SCORE_FIELDS,
  type GroupDetailStudent,
  type ScoreField,
  type StudentEvaluationSummary,
} from 'shared-domain';
import {
  passFailBadgeLabel,
  passFailLabel,
  passes,
  totalScore,
  type PassFailLabel,
} from 'shared-domain/records';
import type { RowSchema, parseRowScores } from './sheet-schema';

/** A student's row as typed, and as the schema reads it. */
export type RowInput = z.input<RowSchema>;
export type RowOutput = z.output<RowSchema>;

/** What the server holds for a student: scores, its total and pass_fail. */
export type StoredEvaluation = StudentEvaluationSummary;

export function storedOf(
  students: readonly GroupDetailStudent[],
): Record<number, StoredEvaluation> {
  return Object.fromEntries(students.map((student) => [student.id, student.evaluation]));
}

/** Inputs hold text, so a stored score shows as typed. */
export function rowOf(studentId: number, stored: StoredEvaluation): RowInput {
  const scores = Object.fromEntries(SCORE_FIELDS.map((field) => [field, String(stored[field])]));
  return { studentId, ...(scores as Record<ScoreField, string>), pass_fail: stored.pass_fail };
}

/** On screen: does the row differ from what the server holds? */
export function rowDiffers(row: RowInput | undefined, stored: StoredEvaluation | undefined) {
  if (!row || !stored) return false;
  return (
    row.pass_fail !== stored.pass_fail ||
    SCORE_FIELDS.some((field) => String(row[field] ?? '').trim() !== String(stored[field]))
  );
}

/** After validation: does the parsed row change the stored record? */
export function rowChanges(row: RowOutput, stored: StoredEvaluation | undefined): boolean {
  if (!stored) return true;
  return row.pass_fail !== stored.pass_fail || SCORE_FIELDS.some((f) => row[f] !== stored[f]);
}

/**
 * A Decision that says the opposite of the pass rule's result ('Passed' beside 'Fail (Oral <
 * 30)', or 'Failed' beside 'Pass'): the result label, else null. Pending contradicts nothing.
 */
export function contradictedResult(row: RowOutput): PassFailLabel | null {
  if (row.pass_fail !== 'pass' && row.pass_fail !== 'fail') return null;
  // The rule itself, not its label: the label is in the active language.
  return (row.pass_fail === 'pass') === passes(row) ? null : passFailLabel(row);
}

export function payloadOf(row: RowOutput) {
  const { studentId: _studentId, ...payload } = row;
  return payload;
}

/**
 * The total shown: the server's while the row is as stored (spec section 9 reads it from the
 * server), else the sum of the typed scores; null while a typed score is invalid, or while the
 * schema that reads them (`parse`, fetched on first need) has not arrived.
 */
export function shownScores(
  row: RowInput | undefined,
  stored: StoredEvaluation | undefined,
  parse: typeof parseRowScores | null,
) {
  if (stored && !rowDiffers(row, stored)) return stored;
  const parsed = parse ? parse(row) : null;
  if (!parsed) return null;
  const scores = Object.fromEntries(SCORE_FIELDS.map((f) => [f, parsed[f] ?? 0]));
  return { ...scores, total_score: totalScore(scores) } as StoredEvaluation;
}

/** The pass_fail choices, labelled as the badge reads them (spec section 4), when drawn. */
export function decisions() {
  return PASS_FAIL_VALUES.map((value) => ({ value, label: passFailBadgeLabel(value) }));
}
