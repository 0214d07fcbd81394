// The API's response shapes (docs/api.md), one zod schema each: the API serialises with them, the
// client's types are their z.infer, and screens check what they read (checkResponse). A subpath of
// its own, no share key, so a production build can drop them.
import { LOCALES } from 'shared-i18n';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit';
import { IMPORT_FORMATS, IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATUSES } from '../imports';
import { LEDGER_KINDS, PAYMENT_METHODS } from '../ledger';
import {
  COMPLETION_BUCKETS,
  COURSE_TYPES,
  DAY_GROUPS,
  DIGIT_CHOICES,
  PASS_FAIL_VALUES,
  ROLES,
  SCORE_BUCKETS,
  SESSION_KEYS,
  STUDENT_STATUSES,
  type SessionKey,
} from '../constants';

const id = z.number().int();
/** What a level update decided for a student (shared-domain's levelUpdateOutcome). */
const LEVEL_DECISIONS = ['passed', 'failed', 'no_levels'] as const;
const count = z.number().int();
/** ISO-8601 UTC timestamp. */
const isoDateTime = z.string();
/** Decimal with two places as the API sends it, e.g. "1500.00". */
const money = z.string();

/**
 * A page of a list: the count of all, the addresses of the next and previous pages. A search that
 * matches more than its cap answers the cap as `count` with `count_capped: true` ("1,000+").
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count,
    count_capped: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A list the spec allows as a bare array as well as a page (the screens read both). */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), paginatedSchema(item)]);
}

export const messageSchema = z.object({ message: z.string() });

export const userSchema = z.object({
  id,
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  gender: z.string().nullable(),
  nationality: z.string().nullable(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The user's language and, for Arabic, digits; sent for the signed-in user (currentUserSchema). */
  locale: z.enum(LOCALES).optional(),
  digits: z.enum(DIGIT_CHOICES).optional(),
});

/** The signed-in user (GET and PATCH /api/me/, the log-in's user): with their language choice. */
export const currentUserSchema = userSchema.extend({
  locale: z.enum(LOCALES),
  digits: z.enum(DIGIT_CHOICES),
});

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access: z.string(),
  user: userSchema,
});

export const refreshResponseSchema = z.object({ access: z.string() });

/** GET of a reset-password link that is still good. */
export const resetTokenValidSchema = z.object({ valid: z.literal(true) });

export const registrationResponseSchema = z.object({ message: z.string(), user: userSchema });

const sessionFlags = Object.fromEntries(SESSION_KEYS.map((key) => [key, z.boolean()])) as Record<
  SessionKey,
  z.ZodBoolean
>;

/** The five scores, their total and pass_fail (records, group details, student profiles). */
export const evaluationScoresShape = {
  oral: z.number().int(),
  participation: z.number().int(),
  written: z.number().int(),
  listening: z.number().int(),
  tasks: z.number().int(),
  total_score: z.number().int(),
  pass_fail: z.enum(PASS_FAIL_VALUES),
};

export const attendanceSummarySchema = z.object({
  /** Always nine entries, session one first. */
  sessions: z.array(z.boolean()),
  total_attendance: count,
});

/** A row's staff: ids and shown names (groups and calls). */
const staffShape = {
  instructor: id.nullable(),
  instructor_name: z.string().nullable(),
  supervisor: id.nullable(),
  supervisor_name: z.string().nullable(),
  account_manager: id.nullable(),
  account_manager_name: z.string().nullable(),
};

/** A student profile's staff: full names and ids. */
const staffSummary = {
  instructor: z.string().nullable(),
  instructor_id: id.nullable(),
  supervisor: z.string().nullable(),
  supervisor_id: id.nullable(),
  account_manager: z.string().nullable(),
  account_manager_id: id.nullable(),
};

export const studentProfileSchema = z.object({
  /** The student's user id. */
  id,
  user: z.object({
    id,
    username: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    nationality: z.string().nullable(),
    gender: z.string().nullable(),
    is_verified: z.boolean(),
    is_active: z.boolean(),
  }),
  status: z.enum(STUDENT_STATUSES),
  current_level: z.number().int(),
  total_levels: z.number().int(),
  remaining_levels: z.number().int(),
  private_or_group: z.enum(COURSE_TYPES),
  amount: money,
  outstanding_amount: money,
  indebtedness: z.boolean(),
  currency: z.string(),
  offer: z.string().nullable(),
  certificate: z.string().nullable(),
  group: z
    .object({
      id,
      days: z.enum(DAY_GROUPS),
      hours: z.string(),
      current_level: z.number().int(),
      ...staffSummary,
    })
    .nullable(),
  call: z.object({ id, time: z.string(), months: z.number().int(), ...staffSummary }).nullable(),
  attendance: attendanceSummarySchema,
  evaluation: z.object({
    oral: z.number(),
    participation: z.number(),
    written: z.number(),
    listening: z.number(),
    tasks: z.number(),
    total_score: z.number(),
    pass_fail: z.enum(PASS_FAIL_VALUES),
  }),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** A level the student finished, as the level update recorded it (level_history). */
export const levelHistoryEntrySchema = z.object({
  level: z.number().int(),
  /** The level the student moved up to; null when they did not. */
  new_level: z.number().int().nullable(),
  /** When the level began: the previous level's end, or the student's sign-up for the first. */
  started_at: isoDateTime,
  finished_at: isoDateTime,
  oral: z.number().int(),
  participation: z.number().int(),
  written: z.number().int(),
  listening: z.number().int(),
  tasks: z.number().int(),
  total_score: z.number().int(),
  total_attendance: count,
  /** The evaluation's mark when the level ended. */
  result: z.enum(PASS_FAIL_VALUES),
  /** What the level update decided: moved up, failed (back to waiting), or no levels left. */
  decision: z.enum(LEVEL_DECISIONS),
  /** For a level marked passed: who marked the evaluation so, and when (from the audit trail). */
  marked_by: z.string().nullable().optional(),
  marked_at: isoDateTime.nullable().optional(),
});

/** GET /api/student-profiles/{id}/: the profile with the levels finished, oldest first. */
export const studentProfileDetailSchema = studentProfileSchema.extend({
  level_history: z.array(levelHistoryEntrySchema),
});

/** The new profile, with the name the Add Student form confirms at the top level too. */
export const createdStudentSchema = studentProfileSchema.extend({ full_name: z.string() });

export const groupStudentSchema = z.object({
  id,
  name: z.string(),
  /** null for viewers who are not managers. */
  phone_number: z.string().nullable(),
  remaining_levels: z.number().int(),
});

export const groupDetailStudentSchema = groupStudentSchema.extend({
  current_level: z.number().int(),
  attendance: attendanceSummarySchema,
  evaluation: z.object(evaluationScoresShape),
});

function groupShape<S extends z.ZodType>(student: S) {
  return z.object({
    id,
    days: z.enum(DAY_GROUPS),
    hours: z.string(),
    current_level: z.number().int(),
    ...staffShape,
    students_count: count,
    max_capacity: z.number().int().nullable(),
    students: z.array(student),
    ...sessionFlags,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  });
}

export const groupRowSchema = groupShape(groupStudentSchema);
export const groupDetailSchema = groupShape(groupDetailStudentSchema);

export const levelUpdateResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    summary: z.object({
      students_passed: count,
      students_failed: count,
      students_no_levels: count,
      /** Each student the update decided on: their level history gained this level. */
      students: z.array(
        z.object({
          id,
          name: z.string(),
          level: z.number().int(),
          new_level: z.number().int().nullable(),
          decision: z.enum(LEVEL_DECISIONS),
        }),
      ),
    }),
    group: groupRowSchema,
  }),
});

/** POST /api/groups/{id}/students/: the group as it now is, and a warning per level mismatch. */
export const enrolmentResponseSchema = z.object({
  message: z.string(),
  group: groupRowSchema,
  warnings: z.array(z.string()),
});

export const callStudentSchema = z.object({
  id,
  name: z.string(),
  phone_number: z.string().nullable(),
  current_level: z.number().int(),
});

export const callSchema = z.object({
  id,
  /** 24-hour "HH:MM:SS". */
  time: z.string(),
  months: z.number().int(),
  ...staffShape,
  students: z.array(callStudentSchema),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const studentInfoSchema = z.object({
  id,
  name: z.string(),
  current_level: z.number().int(),
  remaining_levels: z.number().int(),
});

/** A per-student record (evaluation, attendance): its key is the student's user id. */
function recordSchema<Own extends z.ZodRawShape>(own: Own) {
  return z.object({
    id,
    student: id,
    student_info: studentInfoSchema,
    ...own,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  });
}

export const evaluationSchema = recordSchema(evaluationScoresShape);
export const attendanceSchema = recordSchema({ ...sessionFlags, total_attendance: count });

export const scheduleItemSchema = z.object({
  group_id: id,
  group_instructor_full_name: z.string(),
  group_hours: z.string(),
  group_days: z.string(),
  group_current_level: z.number().int(),
});

export const scheduleSchema = z.array(scheduleItemSchema);

const counts = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K[number], typeof count>);

export const overviewSchema = z.object({
  total_students: count,
  active_groups: count,
  average_score: z.number().int(),
  average_attendance: z.number().int(),
  score_buckets: counts(SCORE_BUCKETS),
  group_completion: counts(COMPLETION_BUCKETS),
  pass_fail: counts(['pass', 'fail', 'pending'] as const),
  groups_by_level: z.array(z.object({ level: z.number().int(), count })),
  /** The ledger's totals per currency: course amounts charged, paid, and still owed. */
  finance: z.array(
    z.object({
      currency: z.string(),
      charged_minor: z.number().int(),
      paid_minor: z.number().int(),
      outstanding_minor: z.number().int(),
    }),
  ),
});

/** One row of the audit trail (GET /api/audit/, the Activity panels). */
export const auditEntrySchema = z.object({
  id,
  at: isoDateTime,
  actor_id: id.nullable(),
  actor_role: z.enum(ROLES).nullable(),
  actor_name: z.string().nullable(),
  action: z.enum([...AUDIT_ACTIONS] as [string, ...string[]]),
  resource: z.enum(AUDIT_RESOURCES),
  record_id: id.nullable(),
  student_id: id.nullable(),
  /** {field: {before, after}}; a phone number only for managers. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  /** The person the record is of (an account, a profile, scores, attendance); null otherwise. */
  record_name: z.string().nullable(),
  /** The student's name, when the row is about one. */
  student_name: z.string().nullable(),
  /**
   * {field: {before, after}}: the names of the people a change's ids stand for (instructor_id,
   * supervisor_id, ...); null for no one, or for an account gone without a trace.
   */
  names: z.record(
    z.string(),
    z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

/** An import of a file: its dry run's progress and counts, then its commit's (docs/api.md#imports). */
export const importSchema = z.object({
  id,
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  /** The text encoding a CSV file was read in: utf-8 or windows-1256. */
  encoding: z.string().nullable(),
  sheet: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  rows_read: count,
  counts: z.object({ create: count, update: count, unchanged: count, refused: count }),
  /** What the commit wrote. */
  written: z.object({ created: count, updated: count }),
  /** Why the dry run or the commit stopped (status failed). */
  error: z.string().nullable(),
  created_at: isoDateTime,
  committed_at: isoDateTime.nullable(),
});

/** One row of the file as the dry run judged it: row 2 is the first under the header. */
export const importRowSchema = z.object({
  /** The row's number, as every list item's id. */
  id: count,
  row: count,
  outcome: z.enum(IMPORT_OUTCOMES),
  email: z.string().nullable(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  /** {column: [messages]}: the forms' messages, for a refused row. */
  errors: z.record(z.string(), z.array(z.string())),
});

export { checkResponse, ResponseShapeError } from './check';

/** One row of a student's ledger (GET /api/student-profiles/{userId}/ledger/). */
export const ledgerEntrySchema = z.object({
  id,
  student_id: id,
  kind: z.enum(LEDGER_KINDS),
  /** What the entry moves: the course amount (charges) and what was paid, signed. */
  charge_minor: z.number().int(),
  paid_minor: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** YYYY-MM-DD. */
  occurred_on: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  reverses_id: id.nullable(),
  /** The reversal that undid this entry, if any. */
  reversed_by_id: id.nullable(),
  recorded_by: z.object({ id: id.nullable(), name: z.string() }).nullable(),
  /** A payment's receipt: the next number of its year, without gaps. */
  receipt: z.object({ year: z.number().int(), number: z.number().int() }).nullable(),
  created_at: isoDateTime,
});

export const ledgerTotalsSchema = z.object({
  charged_minor: z.number().int(),
  paid_minor: z.number().int(),
  outstanding_minor: z.number().int(),
});

export const studentLedgerSchema = z.object({
  student_id: id,
  currency: z.string(),
  totals: ledgerTotalsSchema,
  entries: z.array(ledgerEntrySchema),
});

/** A recorded entry with the balance before and after it; `replayed` for a repeated key. */
export const ledgerWriteSchema = z.object({
  entry: ledgerEntrySchema,
  balance_before_minor: z.number().int(),
  balance_after_minor: z.number().int(),
  totals: ledgerTotalsSchema,
  replayed: z.boolean(),
});

/** A day's (or a range's) takings (GET /api/takings/): payments less refunds, per currency. */
const takingsLineSchema = z.object({
  /** Payments recorded, reversals and refunds left out of the count (not of the total). */
  payments: count,
  total_minor: z.number().int(),
});

export const takingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  currencies: z.array(
    takingsLineSchema.extend({
      currency: z.string(),
      by_method: z.array(takingsLineSchema.extend({ method: z.enum(PAYMENT_METHODS) })),
      by_staff: z.array(
        takingsLineSchema.extend({ staff_id: id.nullable(), staff_name: z.string() }),
      ),
    }),
  ),
});

/** A Results line: the level results decided in the period and how many passed (docs/api.md#reports). */
const resultsLineSchema = z.object({
  results: count,
  passed: count,
  failed: count,
  /** passed / results as a rounded percent; null when there is no result. */
  pass_rate: z.number().int().nullable(),
});

/** GET /api/reports/results/: pass rates by level, instructor and group, and the score buckets. */
export const resultsReportSchema = z.object({
  totals: resultsLineSchema,
  score_buckets: counts(SCORE_BUCKETS),
  by_level: z.array(resultsLineSchema.extend({ level: z.number().int() })),
  by_instructor: z.array(
    resultsLineSchema.extend({
      instructor_id: id.nullable(),
      instructor_name: z.string().nullable(),
    }),
  ),
  by_group: z.array(
    resultsLineSchema.extend({
      group_id: id.nullable(),
      level: z.number().int().nullable(),
      instructor_name: z.string().nullable(),
    }),
  ),
});

/** One student of GET /api/reports/at-risk/. */
export const atRiskStudentSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  /** Managers only, as in every student list. */
  phone_number: z.string().nullable(),
  level: z.number().int(),
  group_id: id.nullable(),
  instructor_id: id.nullable(),
  instructor_name: z.string().nullable(),
  sessions_held: count,
  sessions_attended: count,
  /** Attended over held, rounded; null before the group's first session. */
  attendance_percent: z.number().int().nullable(),
  low_attendance: z.boolean(),
  failed_last_level: z.boolean(),
});

/** GET /api/reports/missing/: what is missing of the evaluations. */
export const missingReportSchema = z.object({
  /** Groups whose nine sessions are done with students not yet evaluated. */
  groups: z.array(
    z.object({
      group_id: id,
      level: z.number().int(),
      instructor_id: id.nullable(),
      instructor_name: z.string().nullable(),
      students: count,
      not_evaluated: count,
    }),
  ),
  /** Evaluations pending longer than the days asked, oldest first: a page of them. */
  pending: z.object({
    count,
    results: z.array(
      z.object({
        id,
        name: z.string(),
        level: z.number().int(),
        group_id: id.nullable(),
        instructor_id: id.nullable(),
        instructor_name: z.string().nullable(),
        total_score: count,
        days_pending: count,
      }),
    ),
  }),
});

const movementCounts = { moved_up: count, repeated: count, left: count };

/**
 * GET /api/reports/movement/: the students who moved up, repeated a level or left (became
 * inactive), per month (`YYYY-MM`, UTC) from the first to the last month of the period with any.
 */
export const movementReportSchema = z.object({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...movementCounts })),
  totals: z.object(movementCounts),
});
