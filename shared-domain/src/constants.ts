// Business constants and limits of spec section 9, plus the fixed option lists of sections 3 and 4.
// Their labels are read in the active language when read (texts() getters).
import type { Digits } from 'shared-i18n';
import { domainTexts, t } from './i18n';

export const PRODUCT_NAME = 'LinguaDesk';

/** Page titles carry the product prefix (spec section 1). */
export function pageTitle(name: string): string {
  return `${PRODUCT_NAME} | ${name}`;
}

export const ROLES = [
  'student',
  'account_manager',
  'operations_manager',
  'instructor',
  'supervisor',
] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = [
  'operations_manager',
  'account_manager',
  'supervisor',
  'instructor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ADMIN_ROLES = ['account_manager', 'operations_manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The roles a person may pick on the staff sign-up form. */
export const SIGNUP_STAFF_ROLES = ['account_manager', 'instructor', 'supervisor'] as const;
export type SignupStaffRole = (typeof SIGNUP_STAFF_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = domainTexts('roles');

/** A user's digits for Arabic (shared-i18n's Digits), as a tuple the schemas can enumerate. */
export const DIGIT_CHOICES = ['latn', 'arab'] as const satisfies readonly Digits[];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** 'Male', 'Female': a gender as the forms' choices and the profiles name it. */
export const GENDER_NAMES: Readonly<Record<Gender, string>> = domainTexts('genderNames');

export const STUDENT_STATUSES = ['active', 'waiting', 'inactive'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const COURSE_TYPES = ['private', 'group'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_TYPE_LABELS: Readonly<Record<CourseType, string>> = domainTexts('courseTypes');

export const PASS_FAIL_VALUES = ['pending', 'pass', 'fail'] as const;
export type PassFail = (typeof PASS_FAIL_VALUES)[number];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 14;
export const MAX_TOTAL_LEVELS = 14;

export interface LevelOption {
  value: number;
  label: string;
}

/** Zero and Beginner are words, read in the active language; L1... and LC1... are codes. */
export const LEVELS: readonly LevelOption[] = [
  {
    value: 1,
    get label() {
      return t('levels.zero');
    },
  },
  {
    value: 2,
    get label() {
      return t('levels.beginner');
    },
  },
  { value: 3, label: 'L1' },
  { value: 4, label: 'L2' },
  { value: 5, label: 'L3' },
  { value: 6, label: 'L4' },
  { value: 7, label: 'L5' },
  { value: 8, label: 'L6' },
  { value: 9, label: 'LC1' },
  { value: 10, label: 'LC2' },
  { value: 11, label: 'LC3' },
  { value: 12, label: 'LC4' },
  { value: 13, label: 'LC5' },
  { value: 14, label: 'LC6' },
];

/** The schedule screen shows level 0 (Zero/Beginner classes) with this badge. */
export const ACES_LEVEL = 0;
export const ACES_LABEL = 'ACES';

/** Legend of the schedule screen's 'Level Guide'. */
export const LEVEL_GUIDE = ['Zero/Beginner', 'L1-L6', 'LC1-LC6'] as const;

export const SESSIONS = 9;
export const SESSION_KEYS = [
  'session_one',
  'session_two',
  'session_three',
  'session_four',
  'session_five',
  'session_six',
  'session_seven',
  'session_eight',
  'session_nine',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export const SCORE_CAPS = {
  oral: 50,
  participation: 20,
  written: 10,
  listening: 10,
  tasks: 10,
} as const;
export type ScoreField = keyof typeof SCORE_CAPS;
export const SCORE_FIELDS = Object.keys(SCORE_CAPS) as ScoreField[];
export const MAX_TOTAL_SCORE = 100;
export const PASS_TOTAL = 70;
export const PASS_ORAL = 30;

export const DAY_GROUPS = ['sat/tue', 'sun/wed', 'mon/thu'] as const;
export type DayGroup = (typeof DAY_GROUPS)[number];

export const DAY_ORDER = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Day = (typeof DAY_ORDER)[number];

export const DAY_NAMES: Readonly<Record<Day, string>> = domainTexts('days');

/** 'Sat', 'Sun'...: the day groups' short labels. */
export const DAY_ABBREVIATIONS: Readonly<Record<Day, string>> = domainTexts('dayAbbreviations');

export const STUDENT_DEFAULTS = {
  currency: 'USD',
  private_or_group: 'group',
  current_level: 1,
  total_levels: 0,
} as const satisfies {
  currency: string;
  private_or_group: CourseType;
  current_level: number;
  total_levels: number;
};

/** Prefills of the Add Staff form (spec section 3); the preset password is the form's own. */
export const STAFF_DEFAULTS = {
  nationality: 'Egyptian',
  gender: 'male',
  role: 'instructor',
} as const satisfies { nationality: string; gender: Gender; role: StaffRole };

/** Every row of the table in spec section 9. */
export const CONSTANTS = {
  API_TIMEOUT_MS: 10000,
  TOKEN_STORAGE_KEY: 'access_token',
  TOKEN_POLL_INTERVAL_MS: 1000,
  STAFF_LOOKUP_PAGE_SIZE: 1000,
  DEFAULT_USERS_PAGE: 1,
  DEFAULT_PAGE_SIZE: 10,
  MAX_PAGE_SIZE: 1000,
  SEARCH_DEBOUNCE_MS: 300,
  SIGNUP_REDIRECT_MS: 2000,
  TOAST_DURATION_MS: 5000,
  NOTIFICATION_DURATION_MS: 5000,
  ERROR_TOAST_DURATION_MS: 7000,
  LEVEL_UPDATE_TOAST_MS: 5000,
  TOAST_SWIPE_THRESHOLD: 0.8,
  TOAST_HOTKEY: 'Alt+T',
  TOAST_GAP_PX: 12,
  MIN_LEVEL,
  MAX_LEVEL,
  MIN_TOTAL_LEVELS: 0,
  MAX_TOTAL_LEVELS,
  DEFAULT_CURRENCY: STUDENT_DEFAULTS.currency,
  DEFAULT_COURSE_TYPE: STUDENT_DEFAULTS.private_or_group,
  DEFAULT_LEVEL: STUDENT_DEFAULTS.current_level,
  DEFAULT_TOTAL_LEVELS: STUDENT_DEFAULTS.total_levels,
  SESSIONS,
  USERNAME_MIN_LENGTH: 3,
  SIGNUP_PASSWORD_MIN_LENGTH: 8,
  LOGIN_PASSWORD_MIN_LENGTH: 6,
  NAME_MIN_LENGTH: 2,
  GENERATED_PASSWORD_LENGTH: 12,
  SIGNUP_PHONE_MAX_DIGITS: 16,
  SCHEDULE_START_HOUR: 10,
  SCHEDULE_END_HOUR: 22,
  CALL_PAGINATION_FULL_UP_TO: 7,
} as const;

export const SCORE_BUCKETS = ['0-60', '60-70', '70-85', '85-100'] as const;
export type ScoreBucket = (typeof SCORE_BUCKETS)[number];
/** The lowest total of each of SCORE_BUCKETS: the server's SQL and scoreBucket read them both. */
export const SCORE_BUCKET_FLOORS = [0, 60, 70, 85] as const;

/** The At risk report's attendance threshold until the screen sets another, in percent. */
export const AT_RISK_ATTENDANCE_PERCENT = 70;

/** The Missing report counts an evaluation as late once pending this many days, until set. */
export const PENDING_EVALUATION_DAYS = 14;

export const COMPLETION_BUCKETS = ['0-33%', '34-66%', '67-100%'] as const;
export type CompletionBucket = (typeof COMPLETION_BUCKETS)[number];

/** The Student List's query parameter naming the student whose history panel is open. */
export const STUDENT_HISTORY_PARAM = 'history';

/** Where a student's history opens (the Student List with its panel), e.g. from a level update. */
export function studentHistoryPath(studentId: number): string {
  return `/students?${STUDENT_HISTORY_PARAM}=${studentId}`;
}
