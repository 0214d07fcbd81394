// What the screens drop from an update before sending it (spec section 5, 'silently ignored').
import {
  COURSE_TYPES,
  PASS_FAIL_VALUES,
  SCORE_CAPS,
  SCORE_FIELDS,
  STUDENT_STATUSES,
  westernDigits,
} from 'shared-domain';

/** A number, or a typed one (Western or Arabic-Indic digits); NaN for anything else. */
function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(westernDigits(value));
}

function isNumeric(value: unknown): boolean {
  return Number.isFinite(numeric(value));
}

function levelOrNull(value: unknown): number | null {
  if (!isNumeric(value)) return null;
  const level = numeric(value);
  return Number.isInteger(level) && level >= 1 && level <= 14 ? level : null;
}

export interface StudentUpdatePatch {
  amount?: number | string;
  outstanding_amount?: number | string;
  status?: string;
  total_levels?: number | string;
  current_level?: number | string;
  group_id?: number | null;
  call_id?: number | null;
  currency?: string;
  offer?: string | null;
  private_or_group?: string;
  certificate?: string | null;
}

export interface SanitizedStudentUpdate {
  amount?: number | string;
  outstanding_amount?: number | string;
  status?: (typeof STUDENT_STATUSES)[number];
  total_levels?: number;
  current_level?: number;
  group_id?: number | null;
  call_id?: number | null;
  currency?: string;
  offer?: string | null;
  private_or_group?: (typeof COURSE_TYPES)[number];
  certificate?: string | null;
}

/**
 * Keeps the update-payload keys with acceptable values: non-numeric amounts, a status outside
 * active/waiting/inactive, levels outside 1-14 and course types outside private/group are left
 * out, as are unknown keys and undefined values. Levels come out as numbers.
 */
export function sanitizeStudentUpdate(patch: Record<string, unknown>): SanitizedStudentUpdate {
  const result: SanitizedStudentUpdate = {};
  for (const key of ['amount', 'outstanding_amount'] as const) {
    const value = patch[key];
    if (isNumeric(value)) result[key] = value as number | string;
  }
  if ((STUDENT_STATUSES as readonly unknown[]).includes(patch.status)) {
    result.status = patch.status as SanitizedStudentUpdate['status'];
  }
  for (const key of ['total_levels', 'current_level'] as const) {
    const level = levelOrNull(patch[key]);
    if (level !== null) result[key] = level;
  }
  if ((COURSE_TYPES as readonly unknown[]).includes(patch.private_or_group)) {
    result.private_or_group = patch.private_or_group as SanitizedStudentUpdate['private_or_group'];
  }
  for (const key of ['group_id', 'call_id'] as const) {
    const value = patch[key];
    if (value === null || (typeof value === 'number' && Number.isInteger(value)))
      result[key] = value;
  }
  if (typeof patch.currency === 'string') result.currency = patch.currency;
  for (const key of ['offer', 'certificate'] as const) {
    const value = patch[key];
    if (value === null || typeof value === 'string') result[key] = value;
  }
  return result;
}

export interface SanitizedEvaluationUpdate {
  oral?: number;
  participation?: number;
  written?: number;
  listening?: number;
  tasks?: number;
  pass_fail?: (typeof PASS_FAIL_VALUES)[number];
}

/**
 * Keeps scores that are numbers within 0 and their cap (numeric strings become numbers) and a
 * pass_fail among pending/pass/fail; everything else is left out.
 */
export function sanitizeEvaluationUpdate(
  patch: Record<string, unknown>,
): SanitizedEvaluationUpdate {
  const result: SanitizedEvaluationUpdate = {};
  for (const field of SCORE_FIELDS) {
    const value = patch[field];
    if (!isNumeric(value)) continue;
    const score = numeric(value);
    if (score >= 0 && score <= SCORE_CAPS[field]) result[field] = score;
  }
  if ((PASS_FAIL_VALUES as readonly unknown[]).includes(patch.pass_fail)) {
    result.pass_fail = patch.pass_fail as SanitizedEvaluationUpdate['pass_fail'];
  }
  return result;
}
