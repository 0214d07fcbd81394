// The Reports' filters (docs/api.md#reports): a period of days, a level, an instructor, a group,
// and the At risk report's attendance threshold. An empty value is no filter (a screen's 'All').
import { z } from 'zod';
import { AT_RISK_ATTENDANCE_PERCENT, PENDING_EVALUATION_DAYS } from '../constants';
import { idField, integerInRange, levelField } from './fields';
import { isoDayField } from './ledger';
import { LAZY_MESSAGES as M } from './messages';

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(field: T) => z.preprocess(emptyIsAbsent, field.optional());

export const reportFilterShape = {
  from: optional(isoDayField),
  to: optional(isoDayField),
  level: optional(levelField()),
  instructor: optional(idField(M.idInvalid)),
  group: optional(idField(M.idInvalid)),
};

const rangeInOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;

/** A report's query with `extra` fields; both days included, `to` before `from` refused on `to`. */
export function reportQuerySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...reportFilterShape, ...extra })
    .refine((value) => rangeInOrder(value as { from?: string; to?: string }), {
      path: ['to'],
      error: M.takingsRangeOrder,
    });
}
export const reportFilterSchema = reportQuerySchema({});
export type ReportFilter = z.output<typeof reportFilterSchema>;

/** At risk: attendance below `threshold` percent of the sessions held, or a failed last level. */
export const atRiskFilterShape = {
  level: reportFilterShape.level,
  instructor: reportFilterShape.instructor,
  group: reportFilterShape.group,
  threshold: z.preprocess(
    emptyIsAbsent,
    integerInRange(0, 100, M.reportThreshold).optional().default(AT_RISK_ATTENDANCE_PERCENT),
  ),
};
export const atRiskFilterSchema = z.object(atRiskFilterShape);
export type AtRiskFilter = z.output<typeof atRiskFilterSchema>;

/** Missing: finished groups without evaluations, and evaluations pending over `days` days. */
export const missingFilterShape = {
  level: reportFilterShape.level,
  instructor: reportFilterShape.instructor,
  group: reportFilterShape.group,
  days: z.preprocess(
    emptyIsAbsent,
    integerInRange(1, 365, M.reportDays).optional().default(PENDING_EVALUATION_DAYS),
  ),
};
export const missingFilterSchema = z.object(missingFilterShape);
export type MissingFilter = z.output<typeof missingFilterSchema>;

/** What the Results report's table is broken down by. */
export const RESULTS_BREAKDOWNS = ['level', 'instructor', 'group'] as const;
export type ResultsBreakdown = (typeof RESULTS_BREAKDOWNS)[number];
