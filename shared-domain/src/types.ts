// Response shapes of the API (docs/api.md): each the z.infer of its schema in ./responses, the
// one definition the API serialises with and the screens read with.
import type { Digits, Locale } from 'shared-i18n';
import type { z } from 'zod';
import type { SessionKey } from './constants';
import type {
  attendanceSchema,
  auditEntrySchema,
  attendanceSummarySchema,
  callSchema,
  callStudentSchema,
  currentUserSchema,
  evaluationSchema,
  groupDetailSchema,
  groupDetailStudentSchema,
  groupRowSchema,
  groupStudentSchema,
  importRowSchema,
  importSchema,
  levelHistoryEntrySchema,
  enrolmentResponseSchema,
  ledgerEntrySchema,
  ledgerWriteSchema,
  levelUpdateResponseSchema,
  overviewSchema,
  resultsReportSchema,
  atRiskStudentSchema,
  missingReportSchema,
  movementReportSchema,
  paginatedSchema,
  scheduleItemSchema,
  studentInfoSchema,
  studentLedgerSchema,
  studentProfileDetailSchema,
  studentProfileSchema,
  takingsSchema,
  userSchema,
} from './responses';

/** ISO-8601 UTC timestamp. */
export type IsoDateTime = string;
/** Decimal with two places as the API sends it, e.g. "1500.00". */
export type Money = string;

/** A page of a list (paginatedSchema) of T. */
export type Paginated<T> = Omit<z.infer<ReturnType<typeof paginatedSchema>>, 'results'> & {
  results: T[];
};

export type User = z.infer<typeof userSchema>;

/** A user's language choice: English or Arabic, and Arabic's digits (Western or Arabic-Indic). */
export interface LanguagePreference {
  locale: Locale;
  digits: Digits;
}

/** The signed-in user, as GET /api/me/ answers: a User with their LanguagePreference. */
export type CurrentUser = z.infer<typeof currentUserSchema>;

export type SessionFlags = Record<SessionKey, boolean>;

export interface Scores {
  oral: number;
  participation: number;
  written: number;
  listening: number;
  tasks: number;
}

export type StudentProfile = z.infer<typeof studentProfileSchema>;
export type StudentProfileDetail = z.infer<typeof studentProfileDetailSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type StudentLedger = z.infer<typeof studentLedgerSchema>;
export type LedgerWrite = z.infer<typeof ledgerWriteSchema>;
export type Takings = z.infer<typeof takingsSchema>;
export type LevelHistoryEntry = z.infer<typeof levelHistoryEntrySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ImportSummary = z.infer<typeof importSchema>;
export type ImportRow = z.infer<typeof importRowSchema>;
export type StudentProfileUser = StudentProfile['user'];
export type StudentGroupSummary = NonNullable<StudentProfile['group']>;
export type StudentCallSummary = NonNullable<StudentProfile['call']>;
export type StudentAttendanceSummary = z.infer<typeof attendanceSummarySchema>;
export type StudentEvaluationSummary = StudentProfile['evaluation'];

export type GroupStudent = z.infer<typeof groupStudentSchema>;
export type GroupRow = z.infer<typeof groupRowSchema>;
export type GroupDetailStudent = z.infer<typeof groupDetailStudentSchema>;
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export type CallStudent = z.infer<typeof callStudentSchema>;
export type Call = z.infer<typeof callSchema>;

export type StudentInfo = z.infer<typeof studentInfoSchema>;
export type Evaluation = z.infer<typeof evaluationSchema>;
export type Attendance = z.infer<typeof attendanceSchema>;

export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export type Overview = z.infer<typeof overviewSchema>;
export type ResultsReport = z.infer<typeof resultsReportSchema>;
export type AtRiskStudent = z.infer<typeof atRiskStudentSchema>;
export type MissingReport = z.infer<typeof missingReportSchema>;
export type MovementReport = z.infer<typeof movementReportSchema>;
export type GroupsByLevel = Overview['groups_by_level'][number];

export type LevelUpdateResponse = z.infer<typeof levelUpdateResponseSchema>;
export type LevelUpdateSummary = LevelUpdateResponse['data']['summary'];
/** The three counts of a level update (what the Update Group Level modal forecasts). */
export type LevelUpdateCounts = Omit<LevelUpdateSummary, 'students'>;
export type LevelUpdateStudent = LevelUpdateSummary['students'][number];
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;
