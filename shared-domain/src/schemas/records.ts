// Evaluation and attendance payloads (one record per student, spec section 5 and docs/api.md).
import { z } from 'zod';
import { PASS_FAIL_VALUES, SCORE_CAPS, SESSION_KEYS, type ScoreField } from '../constants';
import { LAZY_MESSAGES as M, VALIDATION_MESSAGES } from './messages';
import { choiceField, flagField, idField, numberLike } from './fields';

/** Each score's range message, read in the active language. */
export const SCORE_RANGE_MESSAGES: Readonly<Record<ScoreField, string>> = {
  get oral() {
    return VALIDATION_MESSAGES.oralRange;
  },
  get participation() {
    return VALIDATION_MESSAGES.participationRange;
  },
  get written() {
    return VALIDATION_MESSAGES.writtenRange;
  },
  get listening() {
    return VALIDATION_MESSAGES.listeningRange;
  },
  get tasks() {
    return VALIDATION_MESSAGES.tasksRange;
  },
};

/** Scores are whole points; a fraction is DRF's integer message, anything outside its cap the range message. */
function scoreField(field: ScoreField) {
  const range = () => SCORE_RANGE_MESSAGES[field];
  return numberLike(range).pipe(
    z
      .number()
      .int({ error: M.wholeNumber })
      .min(0, { error: range })
      .max(SCORE_CAPS[field], { error: range }),
  );
}

export const evaluationCreateSchema = z.object({
  student: idField(M.studentIdRequired),
  oral: scoreField('oral').default(0),
  participation: scoreField('participation').default(0),
  written: scoreField('written').default(0),
  listening: scoreField('listening').default(0),
  tasks: scoreField('tasks').default(0),
  pass_fail: choiceField(PASS_FAIL_VALUES).default('pending'),
});
export type EvaluationCreateInput = z.input<typeof evaluationCreateSchema>;
export type EvaluationCreatePayload = z.output<typeof evaluationCreateSchema>;

/** PATCH: the student comes from the URL; out-of-range scores are errors on the server. */
export const evaluationUpdateSchema = z.object({
  oral: scoreField('oral').optional(),
  participation: scoreField('participation').optional(),
  written: scoreField('written').optional(),
  listening: scoreField('listening').optional(),
  tasks: scoreField('tasks').optional(),
  pass_fail: choiceField(PASS_FAIL_VALUES).optional(),
});
export type EvaluationUpdateInput = z.input<typeof evaluationUpdateSchema>;
export type EvaluationUpdatePayload = z.output<typeof evaluationUpdateSchema>;

type SessionShape<S> = { [K in (typeof SESSION_KEYS)[number]]: S };

function sessionShape<S extends z.ZodType>(make: () => S): SessionShape<S> {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, make()])) as SessionShape<S>;
}

export const attendanceCreateSchema = z.object({
  student: idField(M.studentIdRequired),
  ...sessionShape(() => flagField().default(false)),
});
export type AttendanceCreateInput = z.input<typeof attendanceCreateSchema>;
export type AttendanceCreatePayload = z.output<typeof attendanceCreateSchema>;

export const attendanceUpdateSchema = z.object(sessionShape(() => flagField().optional()));
export type AttendanceUpdateInput = z.input<typeof attendanceUpdateSchema>;
export type AttendanceUpdatePayload = z.output<typeof attendanceUpdateSchema>;
