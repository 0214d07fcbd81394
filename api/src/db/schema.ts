// drizzle table definitions mirroring src/db/migrations (the SQL files are the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  char,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const sessionFlags = {
  sessionOne: boolean('session_one').notNull().default(false),
  sessionTwo: boolean('session_two').notNull().default(false),
  sessionThree: boolean('session_three').notNull().default(false),
  sessionFour: boolean('session_four').notNull().default(false),
  sessionFive: boolean('session_five').notNull().default(false),
  sessionSix: boolean('session_six').notNull().default(false),
  sessionSeven: boolean('session_seven').notNull().default(false),
  sessionEight: boolean('session_eight').notNull().default(false),
  sessionNine: boolean('session_nine').notNull().default(false),
};

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 254 }).notNull(),
  username: varchar('username', { length: 150 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 150 }).notNull().default(''),
  middleName: varchar('middle_name', { length: 150 }).notNull().default(''),
  lastName: varchar('last_name', { length: 150 }).notNull().default(''),
  fullName: text('full_name')
    .notNull()
    .generatedAlwaysAs(
      sql`btrim(regexp_replace(first_name || ' ' || middle_name || ' ' || last_name, '\s+', ' ', 'g'))`,
    ),
  phoneNumber: varchar('phone_number', { length: 32 }),
  gender: varchar('gender', { length: 16 }),
  nationality: varchar('nationality', { length: 100 }),
  role: varchar('role', {
    length: 32,
    enum: ['student', 'account_manager', 'operations_manager', 'instructor', 'supervisor'],
  }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isVerified: boolean('is_verified').notNull().default(false),
  awaitingActivation: boolean('awaiting_activation').notNull().default(false),
  locale: varchar('locale', { length: 8, enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  digits: varchar('digits', { length: 8, enum: ['latn', 'arab'] })
    .notNull()
    .default('latn'),
  ...timestamps,
  searchText: text('search_text')
    .notNull()
    .generatedAlwaysAs(
      sql`lower(regexp_replace(first_name || ' ' || middle_name || ' ' || last_name, '\s+', ' ', 'g') || ' ' || email || ' ' || username || ' ' || coalesce(phone_number, ''))`,
    ),
});

export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  days: varchar('days', { length: 8, enum: ['sat/tue', 'sun/wed', 'mon/thu'] }).notNull(),
  hours: varchar('hours', { length: 32 }).notNull(),
  startHour: smallint('start_hour').notNull(),
  endHour: smallint('end_hour').notNull(),
  currentLevel: smallint('current_level').notNull().default(1),
  instructorId: integer('instructor_id').references(() => users.id, { onDelete: 'set null' }),
  supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
  accountManagerId: integer('account_manager_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  maxCapacity: integer('max_capacity'),
  ...sessionFlags,
  ...timestamps,
});

export const calls = pgTable('calls', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  time: time('time').notNull(),
  months: smallint('months').notNull(),
  instructorId: integer('instructor_id').references(() => users.id, { onDelete: 'set null' }),
  supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
  accountManagerId: integer('account_manager_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  ...timestamps,
});

export const studentProfiles = pgTable('student_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 16, enum: ['active', 'waiting', 'inactive'] })
    .notNull()
    .default('waiting'),
  currentLevel: smallint('current_level').notNull().default(1),
  totalLevels: smallint('total_levels').notNull().default(0),
  remainingLevels: smallint('remaining_levels').notNull().default(0),
  privateOrGroup: varchar('private_or_group', { length: 16, enum: ['private', 'group'] })
    .notNull()
    .default('group'),
  /** numeric(12,2), read and written as a decimal string ("1500.00"). */
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
  outstandingAmount: numeric('outstanding_amount', { precision: 12, scale: 2 })
    .notNull()
    .default('0'),
  currency: varchar('currency', { length: 10 }).notNull().default('USD'),
  offer: varchar('offer', { length: 255 }),
  certificate: varchar('certificate', { length: 255 }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  callId: integer('call_id').references(() => calls.id, { onDelete: 'set null' }),
  ...timestamps,
  /** What the students list's search matches on the profile itself (0002_student_search.sql). */
  searchText: text('search_text')
    .notNull()
    .generatedAlwaysAs(
      sql`lower(status || ' ' || private_or_group || ' ' || currency || ' ' || coalesce(offer, '') || ' ' || amount::text || ' ' || outstanding_amount::text || ' ' || current_level::text || ' ' || CASE current_level WHEN 1 THEN 'Zero' WHEN 2 THEN 'Beginner' WHEN 3 THEN 'L1' WHEN 4 THEN 'L2' WHEN 5 THEN 'L3' WHEN 6 THEN 'L4' WHEN 7 THEN 'L5' WHEN 8 THEN 'L6' WHEN 9 THEN 'LC1' WHEN 10 THEN 'LC2' WHEN 11 THEN 'LC3' WHEN 12 THEN 'LC4' WHEN 13 THEN 'LC5' WHEN 14 THEN 'LC6' ELSE '' END || ' ' || total_levels::text)`,
    ),
});

/**
 * A student's ledger (0016_student_ledger.sql): append-only, in minor units; its totals are the
 * profile's amount and outstanding_amount.
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  studentId: integer('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', {
    length: 16,
    enum: [
      'opening',
      'adjustment',
      'course_fee',
      'level_fee',
      'discount',
      'payment',
      'refund',
      'reversal',
    ],
  }).notNull(),
  chargeMinor: bigint('charge_minor', { mode: 'number' }).notNull().default(0),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  currency: varchar('currency', { length: 10 }).notNull(),
  method: varchar('method', { length: 16, enum: ['cash', 'card', 'bank_transfer', 'wallet'] }),
  occurredOn: date('occurred_on').notNull().defaultNow(),
  reference: varchar('reference', { length: 255 }),
  reason: varchar('reason', { length: 500 }),
  reversesId: integer('reverses_id'),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name'),
  idempotencyKey: varchar('idempotency_key', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Students per status, kept by triggers on student_profiles (0003_student_counts.sql). */
export const studentStatusCounts = pgTable('student_status_counts', {
  status: varchar('status', { length: 16, enum: ['active', 'waiting', 'inactive'] }).primaryKey(),
  students: integer('students').notNull(),
});

export const evaluations = pgTable('evaluations', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oral: smallint('oral').notNull().default(0),
  participation: smallint('participation').notNull().default(0),
  written: smallint('written').notNull().default(0),
  listening: smallint('listening').notNull().default(0),
  tasks: smallint('tasks').notNull().default(0),
  totalScore: smallint('total_score')
    .notNull()
    .generatedAlwaysAs(sql`oral + participation + written + listening + tasks`),
  passFail: varchar('pass_fail', { length: 8, enum: ['pending', 'pass', 'fail'] })
    .notNull()
    .default('pending'),
  ...timestamps,
});

export const attendance = pgTable('attendance', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...sessionFlags,
  totalAttendance: smallint('total_attendance')
    .notNull()
    .generatedAlwaysAs(
      sql`session_one::int + session_two::int + session_three::int + session_four::int + session_five::int + session_six::int + session_seven::int + session_eight::int + session_nine::int`,
    ),
  ...timestamps,
});

export const levelHistory = pgTable('level_history', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  studentId: integer('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
  level: smallint('level').notNull(),
  newLevel: smallint('new_level'),
  outcome: varchar('outcome', { length: 16, enum: ['passed', 'failed', 'no_levels'] }).notNull(),
  oral: smallint('oral').notNull(),
  participation: smallint('participation').notNull(),
  written: smallint('written').notNull(),
  listening: smallint('listening').notNull(),
  tasks: smallint('tasks').notNull(),
  totalScore: smallint('total_score').notNull(),
  passFail: varchar('pass_fail', { length: 8 }).notNull(),
  sessions: boolean('sessions').array().notNull(),
  totalAttendance: smallint('total_attendance').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  familyId: uuid('family_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailTokens = pgTable('email_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: varchar('purpose', { length: 8, enum: ['verify', 'reset'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  toAddress: varchar('to_address', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  purpose: varchar('purpose', { length: 8 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'logged' without SMTP_URL; with it 'pending' until sent (then deleted) or 'failed'. */
  state: varchar('state', { length: 8, enum: ['logged', 'pending', 'failed'] })
    .notNull()
    .default('logged'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** When the link in the message stops working: a queued message is not sent after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The one file the message carries (migration 0018), its content in base64. */
  attachmentName: varchar('attachment_name', { length: 255 }),
  attachmentType: varchar('attachment_type', { length: 64 }),
  attachment: text('attachment'),
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 512 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
