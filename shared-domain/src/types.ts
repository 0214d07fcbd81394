// Response shapes of the API (design/API.md); the server produces them and the screens read them.
import type {
  CompletionBucket,
  CourseType,
  DayGroup,
  Gender,
  PassFail,
  Role,
  ScoreBucket,
  SessionKey,
  StudentStatus,
} from './constants';

/** ISO-8601 UTC timestamp. */
export type IsoDateTime = string;
/** Decimal with two places as the API sends it, e.g. "1500.00". */
export type Money = string;

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface User {
  id: number;
  email: string;
  username: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  full_name: string;
  phone_number: string | null;
  gender: Gender | string | null;
  nationality: string | null;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export type SessionFlags = Record<SessionKey, boolean>;

export interface Scores {
  oral: number;
  participation: number;
  written: number;
  listening: number;
  tasks: number;
}

export interface StudentEvaluationSummary extends Scores {
  total_score: number;
  pass_fail: PassFail;
}

export interface StudentAttendanceSummary {
  /** Always nine entries, session one first. */
  sessions: boolean[];
  total_attendance: number;
}

export interface StudentProfileUser {
  id: number;
  username: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  nationality: string | null;
  gender: Gender | string | null;
  is_verified: boolean;
  is_active: boolean;
}

export interface StudentGroupSummary {
  id: number;
  days: DayGroup;
  hours: string;
  current_level: number;
  /** Full names of the assigned staff. */
  instructor: string | null;
  instructor_id: number | null;
  supervisor: string | null;
  supervisor_id: number | null;
  account_manager: string | null;
  account_manager_id: number | null;
}

export interface StudentCallSummary {
  id: number;
  time: string;
  months: number;
  instructor: string | null;
  instructor_id: number | null;
  supervisor: string | null;
  supervisor_id: number | null;
  account_manager: string | null;
  account_manager_id: number | null;
}

export interface StudentProfile {
  /** The student's user id. */
  id: number;
  user: StudentProfileUser;
  status: StudentStatus;
  current_level: number;
  total_levels: number;
  remaining_levels: number;
  private_or_group: CourseType;
  amount: Money;
  outstanding_amount: Money;
  indebtedness: boolean;
  currency: string;
  offer: string | null;
  certificate: string | null;
  group: StudentGroupSummary | null;
  call: StudentCallSummary | null;
  attendance: StudentAttendanceSummary;
  evaluation: StudentEvaluationSummary;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface GroupStudent {
  id: number;
  name: string;
  /** null for viewers who are not managers. */
  phone_number: string | null;
  remaining_levels: number;
}

export interface GroupRow extends SessionFlags {
  id: number;
  days: DayGroup;
  hours: string;
  current_level: number;
  instructor: number | null;
  instructor_name: string | null;
  supervisor: number | null;
  supervisor_name: string | null;
  account_manager: number | null;
  account_manager_name: string | null;
  students_count: number;
  max_capacity: number | null;
  students: GroupStudent[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface GroupDetailStudent extends GroupStudent {
  current_level: number;
  attendance: StudentAttendanceSummary;
  evaluation: StudentEvaluationSummary;
}

export interface GroupDetail extends Omit<GroupRow, 'students'> {
  students: GroupDetailStudent[];
}

export interface CallStudent {
  id: number;
  name: string;
  phone_number: string | null;
  current_level: number;
}

export interface Call {
  id: number;
  /** 24-hour "HH:MM:SS". */
  time: string;
  months: number;
  instructor: number | null;
  instructor_name: string | null;
  supervisor: number | null;
  supervisor_name: string | null;
  account_manager: number | null;
  account_manager_name: string | null;
  students: CallStudent[];
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface StudentInfo {
  id: number;
  name: string;
  current_level: number;
  remaining_levels: number;
}

export interface Evaluation extends Scores {
  /** Equals the student's user id. */
  id: number;
  student: number;
  student_info: StudentInfo;
  total_score: number;
  pass_fail: PassFail;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface Attendance extends SessionFlags {
  /** Equals the student's user id. */
  id: number;
  student: number;
  student_info: StudentInfo;
  total_attendance: number;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface ScheduleItem {
  group_id: number;
  group_instructor_full_name: string;
  group_hours: string;
  group_days: string;
  group_current_level: number;
}

export interface GroupsByLevel {
  level: number;
  count: number;
}

export interface Overview {
  total_students: number;
  active_groups: number;
  average_score: number;
  average_attendance: number;
  score_buckets: Record<ScoreBucket, number>;
  group_completion: Record<CompletionBucket, number>;
  pass_fail: { pass: number; fail: number; pending: number };
  groups_by_level: GroupsByLevel[];
}

export interface LevelUpdateSummary {
  students_passed: number;
  students_failed: number;
  students_no_levels: number;
}

export interface LevelUpdateResponse {
  message: string;
  data: { summary: LevelUpdateSummary; group: GroupRow };
}
