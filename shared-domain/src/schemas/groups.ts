// Group, call and level-update payloads.
import { z } from 'zod';
import { CONSTANTS, DAY_GROUPS, SESSION_KEYS } from '../constants';
import { formatHours, isCallTime, parseHours } from '../hours';
import { IMPORT_GROUP_STUDENTS_MAX, IMPORT_STUDENTS_SEPARATOR } from '../imports';
import { LAZY_MESSAGES as M, maxItemsMessage, maxValueMessage, messageText } from './messages';
import {
  choiceField,
  EMAIL_PATTERN,
  flagField,
  idField,
  levelField,
  nullableIdField,
  numberLike,
  requiredText,
  TEXT_LIMITS,
} from './fields';

/**
 * '4 PM - 6 PM' within 10 AM-10 PM with the end after the start. The output is the canonical
 * spelling ('4pm-6pm' -> '4 PM - 6 PM') so that stored hours compare and display alike.
 */
export function groupHoursField() {
  return requiredText(M.hoursRequired, 32)
    .refine((hours) => parseHours(hours) !== null, { error: M.hoursFormat, abort: true })
    .refine(
      (hours) => {
        const range = parseHours(hours)!;
        return range.end > range.start;
      },
      { error: M.hoursEndBeforeStart, abort: true },
    )
    .refine(
      (hours) => {
        const range = parseHours(hours)!;
        return (
          range.start >= CONSTANTS.SCHEDULE_START_HOUR && range.end <= CONSTANTS.SCHEDULE_END_HOUR
        );
      },
      { error: M.hoursOutsideSchedule },
    )
    .transform((hours) => {
      const range = parseHours(hours)!;
      return formatHours(range.start, range.end);
    });
}

/** null (or an empty input) means no limit. */
function maxCapacityField() {
  return z
    .union([z.null(), z.literal(''), numberLike(M.maxCapacityInvalid)])
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z
        .number()
        .int({ error: M.maxCapacityInvalid })
        .min(1, { error: M.maxCapacityInvalid })
        .nullable(),
    );
}

const daysField = () => choiceField(DAY_GROUPS, M.daysRequired);

type Sessions<S> = { [K in (typeof SESSION_KEYS)[number]]: S };
function sessions<S extends z.ZodType>(make: () => S): Sessions<S> {
  return Object.fromEntries(SESSION_KEYS.map((key) => [key, make()])) as Sessions<S>;
}

export const groupCreateSchema = z.object({
  days: daysField(),
  hours: groupHoursField(),
  current_level: levelField().default(1),
  instructor: nullableIdField().default(null),
  supervisor: nullableIdField().default(null),
  account_manager: nullableIdField().default(null),
  max_capacity: maxCapacityField().optional(),
  ...sessions(() => flagField().default(false)),
});
export type GroupCreateInput = z.input<typeof groupCreateSchema>;
export type GroupCreatePayload = z.output<typeof groupCreateSchema>;

export const groupUpdateSchema = z.object({
  days: daysField().optional(),
  hours: groupHoursField().optional(),
  current_level: levelField().optional(),
  instructor: nullableIdField().optional(),
  supervisor: nullableIdField().optional(),
  account_manager: nullableIdField().optional(),
  max_capacity: maxCapacityField().optional(),
  ...sessions(() => flagField().optional()),
});
export type GroupUpdateInput = z.input<typeof groupUpdateSchema>;
export type GroupUpdatePayload = z.output<typeof groupUpdateSchema>;

/** A staff member named in an import: their username or their e-mail. */
const staffCellField = () => z.string().trim().max(TEXT_LIMITS.email).optional();

/**
 * One row of a groups import: the group form's rules (days, hours, level, capacity), the group's
 * number when it updates a group named by it, its staff by username or e-mail, and the e-mails of
 * the students it places in the group, separated by `;` (lower-cased, each once).
 */
export const importGroupSchema = z.object({
  group: idField(M.idInvalid).optional(),
  days: daysField(),
  hours: groupHoursField(),
  current_level: levelField().optional(),
  instructor: staffCellField(),
  supervisor: staffCellField(),
  account_manager: staffCellField(),
  max_capacity: maxCapacityField().optional(),
  students: z
    .string()
    .optional()
    .transform((cell, context) => {
      const emails = [
        ...new Set(
          (cell ?? '')
            .split(IMPORT_STUDENTS_SEPARATOR)
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const invalid = emails.find((email) => !EMAIL_PATTERN.test(email));
      if (invalid !== undefined)
        context.addIssue({ code: 'custom', message: `${messageText(M.emailInvalid)}: ${invalid}` });
      if (emails.length > IMPORT_GROUP_STUDENTS_MAX)
        context.addIssue({ code: 'custom', message: maxItemsMessage(IMPORT_GROUP_STUDENTS_MAX) });
      return emails;
    }),
});
export type ImportGroupPayload = z.output<typeof importGroupSchema>;

/** PATCH /api/groups/{id}/update-level/. */
export const updateLevelSchema = z.object({
  current_level: levelField(M.newLevelRequired),
});
export type UpdateLevelPayload = z.output<typeof updateLevelSchema>;

/**
 * POST and PUT /api/calls/. PUT replaces the whole call, so every key must be present; the
 * supervisor and account manager may be null (unassigned).
 */
export const callSchema = z.object({
  instructor: idField(M.callerRequired),
  time: requiredText(M.fieldRequired, 8).refine(isCallTime, { error: M.callTimeFormat }),
  months: numberLike(M.monthsNumber, M.fieldRequired).pipe(
    z
      .number()
      .int({ error: M.wholeNumber })
      .min(1, { error: M.monthsMin })
      .max(1200, { error: () => maxValueMessage(1200) }),
  ),
  supervisor: nullableIdField(M.fieldRequired),
  account_manager: nullableIdField(M.fieldRequired),
});
export type CallInput = z.input<typeof callSchema>;
export type CallPayload = z.output<typeof callSchema>;
