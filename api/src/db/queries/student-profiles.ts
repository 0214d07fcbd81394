// The student-profile shape of docs/api.md#students in one query (no N+1), for the detail route and the
// students list alike. Filters are SQL over the aliases of PROFILE_FROM:
//   sp student_profiles, u users (the student), g groups, c calls, a attendance, e evaluations.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, type DayGroup, type Role, type StudentProfile } from 'shared-domain';
import { isoTimestampColumns, rows, type Db, preparedRows } from '../client';
import { evaluationScores, type EvaluationScores } from './evaluation-scores';
import { assignedTo } from './student-filters';

export interface Viewer {
  id: number;
  role: Role;
}

export { studentProfileSchema } from 'shared-domain/responses';

/** Student phone numbers go to the two manager roles only. */
export function seesStudentPhones(viewer: Viewer): boolean {
  return (ADMIN_ROLES as readonly Role[]).includes(viewer.role);
}

/**
 * Which students a viewer may read: managers all, a student only themself, a supervisor or an
 * instructor those of the groups and calls they are assigned to.
 */
export function studentVisibility(viewer: Viewer): SQL {
  if (seesStudentPhones(viewer)) return sql`TRUE`;
  if (viewer.role === 'student') return sql`sp.user_id = ${viewer.id}`;
  return assignedTo(sql`sp.user_id`, viewer.id);
}

/** The joins every profile query shares; filters may use sp, u, g, c, a and e. */
export const PROFILE_FROM = sql`student_profiles sp
  JOIN users u ON u.id = sp.user_id
  LEFT JOIN groups g ON g.id = sp.group_id
  LEFT JOIN calls c ON c.id = sp.call_id
  LEFT JOIN attendance a ON a.student_id = sp.user_id
  LEFT JOIN evaluations e ON e.student_id = sp.user_id`;

interface ProfileRow extends EvaluationScores {
  id: number;
  username: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  nationality: string | null;
  gender: string | null;
  is_verified: boolean;
  is_active: boolean;
  status: StudentProfile['status'];
  current_level: number;
  total_levels: number;
  remaining_levels: number;
  private_or_group: StudentProfile['private_or_group'];
  amount: string;
  outstanding_amount: string;
  indebted: boolean;
  currency: string;
  offer: string | null;
  certificate: string | null;
  created_at: string;
  updated_at: string;
  g_id: number | null;
  g_days: DayGroup | null;
  g_hours: string | null;
  g_level: number | null;
  gi_id: number | null;
  gi_name: string | null;
  gs_id: number | null;
  gs_name: string | null;
  ga_id: number | null;
  ga_name: string | null;
  c_id: number | null;
  c_time: string | null;
  c_months: number | null;
  ci_id: number | null;
  ci_name: string | null;
  cs_id: number | null;
  cs_name: string | null;
  ca_id: number | null;
  ca_name: string | null;
  sessions: boolean[];
  total_attendance: number;
  visible: boolean;
}

/**
 * A student's own number is theirs to see (it is on their profile page through /api/me/ too);
 * other students' numbers only managers see.
 */
function toProfile(row: ProfileRow, viewer: Viewer): StudentProfile {
  const showPhone = seesStudentPhones(viewer) || viewer.id === row.id;
  return {
    id: row.id,
    user: {
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      middle_name: row.middle_name,
      last_name: row.last_name,
      full_name: row.full_name,
      email: row.email,
      phone_number: showPhone ? row.phone_number : null,
      nationality: row.nationality,
      gender: row.gender,
      is_verified: row.is_verified,
      is_active: row.is_active,
    },
    status: row.status,
    current_level: row.current_level,
    total_levels: row.total_levels,
    remaining_levels: row.remaining_levels,
    private_or_group: row.private_or_group,
    amount: row.amount,
    outstanding_amount: row.outstanding_amount,
    indebtedness: row.indebted,
    currency: row.currency,
    offer: row.offer,
    certificate: row.certificate,
    group:
      row.g_id === null
        ? null
        : {
            id: row.g_id,
            days: row.g_days!,
            hours: row.g_hours!,
            current_level: row.g_level!,
            instructor: row.gi_name,
            instructor_id: row.gi_id,
            supervisor: row.gs_name,
            supervisor_id: row.gs_id,
            account_manager: row.ga_name,
            account_manager_id: row.ga_id,
          },
    call:
      row.c_id === null
        ? null
        : {
            id: row.c_id,
            time: row.c_time!,
            months: row.c_months!,
            instructor: row.ci_name,
            instructor_id: row.ci_id,
            supervisor: row.cs_name,
            supervisor_id: row.cs_id,
            account_manager: row.ca_name,
            account_manager_id: row.ca_id,
          },
    attendance: { sessions: row.sessions, total_attendance: row.total_attendance },
    evaluation: evaluationScores(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const SESSION_COLUMNS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
].map((n) => `coalesce(a.session_${n}, false)`);

/**
 * An assigned staff member's name as a subquery rather than a join: six more joins of users
 * would make planning the query cost more than running it (most of all on PGlite).
 */
const staffName = (column: string) => `(SELECT s.full_name FROM users s WHERE s.id = ${column})`;

const PROFILE_SELECT = sql.raw(`
  u.id, u.username, u.first_name, u.middle_name, u.last_name, u.full_name, u.email,
  u.phone_number, u.nationality, u.gender, u.is_verified, u.is_active,
  sp.status, sp.current_level, sp.total_levels, sp.remaining_levels, sp.private_or_group,
  sp.amount::text AS amount, sp.outstanding_amount::text AS outstanding_amount,
  sp.outstanding_amount > 0 AS indebted, sp.currency,
  sp.offer, sp.certificate, ${isoTimestampColumns('sp')},
  g.id AS g_id, g.days AS g_days, g.hours AS g_hours, g.current_level AS g_level,
  g.instructor_id AS gi_id, ${staffName('g.instructor_id')} AS gi_name,
  g.supervisor_id AS gs_id, ${staffName('g.supervisor_id')} AS gs_name,
  g.account_manager_id AS ga_id, ${staffName('g.account_manager_id')} AS ga_name,
  c.id AS c_id, to_char(c."time", 'HH24:MI:SS') AS c_time, c.months AS c_months,
  c.instructor_id AS ci_id, ${staffName('c.instructor_id')} AS ci_name,
  c.supervisor_id AS cs_id, ${staffName('c.supervisor_id')} AS cs_name,
  c.account_manager_id AS ca_id, ${staffName('c.account_manager_id')} AS ca_name,
  ARRAY[${SESSION_COLUMNS.join(', ')}] AS sessions,
  coalesce(a.total_attendance, 0)::int AS total_attendance,
  coalesce(e.oral, 0)::int AS oral, coalesce(e.participation, 0)::int AS participation,
  coalesce(e.written, 0)::int AS written, coalesce(e.listening, 0)::int AS listening,
  coalesce(e.tasks, 0)::int AS tasks, coalesce(e.total_score, 0)::int AS total_score,
  coalesce(e.pass_fail, 'pending') AS pass_fail`);

export interface ProfileQuery {
  viewer: Viewer;
  /** Extra filter over the PROFILE_FROM aliases (search, status...). */
  where?: SQL;
  /** Defaults to the student's user id. */
  orderBy?: SQL;
  limit?: number;
  offset?: number;
}

function whereClause(viewer: Viewer, where: SQL | undefined): SQL {
  return where ? sql`(${studentVisibility(viewer)}) AND (${where})` : studentVisibility(viewer);
}

/** The profiles the viewer may read that match `where`, in one round trip. */
export async function findStudentProfiles(db: Db, query: ProfileQuery): Promise<StudentProfile[]> {
  const limit = query.limit === undefined ? sql`` : sql` LIMIT ${query.limit}`;
  const offset = query.offset ? sql` OFFSET ${query.offset}` : sql``;
  const result = await preparedRows<ProfileRow>(
    db,
    sql`SELECT ${PROFILE_SELECT} FROM ${PROFILE_FROM}
        WHERE ${whereClause(query.viewer, query.where)}
        ORDER BY ${query.orderBy ?? sql`sp.user_id`}${limit}${offset}`,
  );
  return result.map((row) => toProfile(row, query.viewer));
}

/**
 * The profiles the viewer may read among `ids` (an integer array, over the `list_count` and `ids`
 * of `head`, a SELECT of one row, as `n`), in the order of `ids`, each with the count beside it:
 * a list's page and its count in one statement, so one round trip. `with`: CTEs `head` reads,
 * each followed by a comma. `head` is materialised, so the page's ids are worked out once; an
 * empty page still answers the count.
 */
export function profilesBesideQuery(query: { viewer: Viewer; head: SQL; with?: SQL }): SQL {
  return sql`WITH ${query.with ?? sql``}head AS MATERIALIZED (${query.head})
    SELECT n.list_count, p.* FROM head n
    LEFT JOIN LATERAL (SELECT array_position(n.ids, sp.user_id) AS list_position, ${PROFILE_SELECT}
      FROM ${PROFILE_FROM}
      WHERE ${whereClause(query.viewer, sql`sp.user_id = ANY(n.ids)`)}) p ON TRUE
    ORDER BY p.list_position`;
}

/** The count and the profiles, in order, of a profilesBesideQuery statement. */
export async function studentProfilesBeside(
  db: Db,
  viewer: Viewer,
  statement: SQL,
): Promise<{ count: number; profiles: StudentProfile[] }> {
  const found = await preparedRows<ProfileRow & { list_count: number }>(db, statement);
  return {
    count: found[0]?.list_count ?? 0,
    // A page without rows is the count and nulls.
    profiles: found.filter((row) => row.id !== null).map((row) => toProfile(row, viewer)),
  };
}

export async function countStudentProfiles(
  db: Db,
  query: Pick<ProfileQuery, 'viewer' | 'where'>,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${PROFILE_FROM} WHERE ${whereClause(query.viewer, query.where)}`,
  );
  return row?.n ?? 0;
}

export type ProfileLookup =
  | { found: false }
  | { found: true; visible: false }
  | { found: true; visible: true; profile: StudentProfile };

/** One student's profile, telling "no such student" (404) from "not yours to read" (403). */
export async function getStudentProfile(
  db: Db,
  userId: number,
  viewer: Viewer,
): Promise<ProfileLookup> {
  const [row] = await preparedRows<ProfileRow>(
    db,
    sql`SELECT ${PROFILE_SELECT}, (${studentVisibility(viewer)}) AS visible
        FROM ${PROFILE_FROM}
        WHERE sp.user_id = ${userId}`,
  );
  if (!row) return { found: false };
  if (!row.visible) return { found: true, visible: false };
  return { found: true, visible: true, profile: toProfile(row, viewer) };
}
