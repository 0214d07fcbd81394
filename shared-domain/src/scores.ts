// Evaluation rules of spec section 9: total, pass/fail, labels, buckets, and the level update (docs/api.md#level-update).
import {
  COMPLETION_BUCKETS,
  PASS_ORAL,
  PASS_TOTAL,
  SCORE_BUCKET_FLOORS,
  SCORE_BUCKETS,
  SCORE_FIELDS,
  type CompletionBucket,
  type ScoreBucket,
} from 'shared-domain';
import { translateRecords as t } from './record-texts/i18n';

export type ScoreValues = Partial<
  Record<'oral' | 'participation' | 'written' | 'listening' | 'tasks', number | string | null>
> & { total_score?: number | string | null };

function score(value: number | string | null | undefined): number {
  const parsed = Number(value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Sum of the five scores (the server's total_score; missing scores count as 0). */
export function totalScore(scores: ScoreValues | null | undefined): number {
  if (!scores) return 0;
  return SCORE_FIELDS.reduce((sum, field) => sum + score(scores[field]), 0);
}

/** The server's total_score when it sent one, otherwise the computed sum. */
function effectiveTotal(scores: ScoreValues): number {
  const sent = scores.total_score;
  return sent === null || sent === undefined || sent === '' ? totalScore(scores) : score(sent);
}

/** A pass needs a total of at least 70 and an oral score of at least 30. */
export function passes(scores: ScoreValues | null | undefined): boolean {
  if (!scores) return false;
  return effectiveTotal(scores) >= PASS_TOTAL && score(scores.oral) >= PASS_ORAL;
}

/** The pass rule's result in words ('Pass', 'Fail (Oral < 30)'), in the active language. */
export type PassFailLabel = string;

/** The oral rule is named first when both fail. */
export function passFailLabel(scores: ScoreValues | null | undefined): PassFailLabel {
  if (passes(scores)) return t('passFail.pass');
  return score(scores?.oral) < PASS_ORAL ? t('passFail.failOral') : t('passFail.failScore');
}

/** An evaluation's mark as a key (a badge's colour is chosen by it); passFailBadgeLabel words it. */
export type PassFailBadge = 'Pending' | 'Passed' | 'Failed';

/** The badge of an evaluation's pass_fail; no evaluation reads as pending. */
export function passFailBadge(value: string | null | undefined): PassFailBadge {
  if (value === 'pass') return 'Passed';
  if (value === 'fail') return 'Failed';
  return 'Pending';
}

/** The badge's words in the active language: 'Passed' in English, 'ناجح' in Arabic. */
export function passFailBadgeLabel(value: string | null | undefined): string {
  return t(`passFailBadge.${passFailBadge(value)}`);
}

function word(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : String(value);
}

/** pass, passed and true count as a pass (overview counting). */
export function countsAsPass(value: unknown): boolean {
  return ['pass', 'passed', 'true'].includes(word(value));
}

/** fail, failed and false count as a fail. */
export function countsAsFail(value: unknown): boolean {
  return ['fail', 'failed', 'false'].includes(word(value));
}

/** '0-60' below 60, '60-70' below 70, '70-85' below 85, else '85-100'. */
export function scoreBucket(total: number): ScoreBucket {
  let bucket = 0;
  while (bucket + 1 < SCORE_BUCKET_FLOORS.length && total >= SCORE_BUCKET_FLOORS[bucket + 1]!)
    bucket += 1;
  return SCORE_BUCKETS[bucket]!;
}

/** By the rounded percent: up to 33, up to 66, then the rest (3 of 9 sessions is '0-33%'). */
export function completionBucket(percent: number): CompletionBucket {
  const rounded = Math.round(percent);
  if (rounded <= 33) return COMPLETION_BUCKETS[0];
  if (rounded <= 66) return COMPLETION_BUCKETS[1];
  return COMPLETION_BUCKETS[2];
}

/** The overview's averages: the rounded mean, 0 for no values. */
export function roundedMean(values: readonly number[]): number {
  if (!values.length) return 0;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

export type LevelUpdateOutcome = 'passed' | 'failed' | 'no_levels';

/**
 * What a group's level update does to one student (docs/api.md#level-update): passed means pass_fail is 'pass',
 * or it is pending and the scores pass. A passed student with no remaining levels leaves.
 */
export function levelUpdateOutcome(student: {
  evaluation: (ScoreValues & { pass_fail?: string | null }) | null | undefined;
  remaining_levels: number;
}): LevelUpdateOutcome {
  const evaluation = student.evaluation;
  const state = evaluation?.pass_fail ?? 'pending';
  const passed = state === 'pass' || (state === 'pending' && passes(evaluation));
  if (!passed) return 'failed';
  return student.remaining_levels > 0 ? 'passed' : 'no_levels';
}
