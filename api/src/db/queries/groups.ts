// The group shapes of docs/api.md#groups, one query per page with the students aggregated as JSON.
// Filters are SQL over the aliases g (groups), gi, gs, ga (instructor, supervisor, account manager).
import { sql, type SQL } from 'drizzle-orm';
import {
  DAY_GROUPS,
  LEVELS,
  SESSION_KEYS,
  type DayGroup,
  type GroupDetail,
  type GroupRow,
} from 'shared-domain';
import {
  batchPlan,
  containsPattern,
  keysetBatches,
  type KeysetPlan,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import { isoTimestampColumns, rows, type Db, preparedRows } from '../client';
import { countedPage } from './list-counts';
import {
  distinctValuesWhere,
  ENROLLED_STUDENTS,
  enrolledStudentFields,
  pageIds,
  staffColumns,
  staffJoins,
  staffName,
  staffNameMatches,
  staffVisibility,
} from './staff-assignments';
import { listOf } from './student-filters';
import { seesStudentPhones, type Viewer } from './student-profiles';

export { groupDetailSchema, groupRowSchema } from 'shared-domain/responses';

/**
 * What the groups search matches (over g alone): days, hours, staff names, a group id or level, a
 * level's label; each an indexed lookup the planner ORs, so no search reads every group.
 */
export function groupSearch(term: string): SQL {
  const pattern = containsPattern(term);
  const days = DAY_GROUPS.filter((pair) => pair.includes(term.toLowerCase()));
  const hours = distinctValuesWhere('groups', 'hours', (x) => sql`lower(${x}) LIKE ${pattern}`);
  const matches: SQL[] = [sql`g.hours = ANY(ARRAY(${hours}))`, ...staffNameMatches('g', term)];
  if (days.length) matches.push(sql`g.days IN (${listOf(days)})`);
  if (/^\d{1,9}$/.test(term)) {
    matches.push(sql`g.id = ${Number(term)}`, sql`g.current_level = ${Number(term)}`);
  }
  const level = LEVELS.find((option) => option.label.toLowerCase() === term.toLowerCase());
  if (level) matches.push(sql`g.current_level = ${level.value}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/** The Groups screen's filters (docs/api.md#groups); each is a column its index answers. */
export interface GroupFilters {
  level?: number;
  days?: DayGroup;
  instructor?: number;
  /** Full: a max capacity its students have reached; not full: every other group. */
  full?: boolean;
}

/** The filters as conditions over g, undefined when none is set. */
export function groupFilter(filters: GroupFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.level !== undefined) conditions.push(sql`g.current_level = ${filters.level}`);
  if (filters.days !== undefined) conditions.push(sql`g.days = ${filters.days}`);
  if (filters.instructor !== undefined)
    conditions.push(sql`g.instructor_id = ${filters.instructor}`);
  if (filters.full !== undefined) {
    // The students are counted through student_profiles' group index, for capped groups only.
    const full = sql`(g.max_capacity IS NOT NULL AND g.max_capacity <=
      (SELECT count(*) FROM student_profiles f WHERE f.group_id = g.id))`;
    conditions.push(filters.full ? full : sql`NOT ${full}`);
  }
  return conditions.length ? sql`(${sql.join(conditions, sql` AND `)})` : undefined;
}

const STAFF_JOINS = staffJoins('g');

const SESSION_COLUMNS = SESSION_KEYS.map((key) => `g.${key}`).join(', ');
const ATTENDED = SESSION_KEYS.map((key) => `coalesce(a.${key}, false)`).join(', ');

/** One JSON object per student, in the list or the detail shape. */
function studentsAggregate(detail: boolean, showPhone: boolean): SQL {
  const base = `${enrolledStudentFields(showPhone)}, 'remaining_levels', sp.remaining_levels`;
  if (!detail) {
    return sql.raw(`SELECT count(*)::int AS n,
        json_agg(json_build_object(${base}) ORDER BY u.full_name, u.id) AS students
      ${ENROLLED_STUDENTS}
      WHERE sp.group_id = g.id`);
  }
  return sql.raw(`SELECT count(*)::int AS n,
      json_agg(json_build_object(${base},
        'current_level', sp.current_level,
        'attendance', json_build_object(
          'sessions', json_build_array(${ATTENDED}),
          'total_attendance', coalesce(a.total_attendance, 0)),
        'evaluation', json_build_object(
          'oral', coalesce(e.oral, 0), 'participation', coalesce(e.participation, 0),
          'written', coalesce(e.written, 0), 'listening', coalesce(e.listening, 0),
          'tasks', coalesce(e.tasks, 0), 'total_score', coalesce(e.total_score, 0),
          'pass_fail', coalesce(e.pass_fail, 'pending'))
      ) ORDER BY u.full_name, u.id) AS students
    ${ENROLLED_STUDENTS}
    LEFT JOIN attendance a ON a.student_id = sp.user_id
    LEFT JOIN evaluations e ON e.student_id = sp.user_id
    WHERE sp.group_id = g.id`);
}

interface GroupRecord extends GroupRow {
  visible: boolean;
}

interface SelectOptions {
  viewer: Viewer;
  where: SQL;
  detail: boolean;
  plan?: KeysetPlan;
}

/**
 * The matching groups (one page chosen in a CTE, so that only the page's students are
 * aggregated), each with whether the viewer may read it, in the plan's order.
 */
function groupsQuery(options: SelectOptions): SQL {
  return sql`WITH page AS (${pageIds('groups', 'g', options.where, options.plan)})
      SELECT (${staffVisibility(options.viewer, 'g')}) AS visible,
        g.id, g.days, g.hours, g.current_level,
        ${staffColumns('g')},
        coalesce(st.n, 0)::int AS students_count, g.max_capacity,
        coalesce(st.students, '[]'::json) AS students,
        ${sql.raw(SESSION_COLUMNS)}, ${sql.raw(isoTimestampColumns('g'))}
      FROM page JOIN groups g ON g.id = page.id ${STAFF_JOINS}
      LEFT JOIN LATERAL (${studentsAggregate(options.detail, seesStudentPhones(options.viewer))}) st
        ON TRUE
      ORDER BY ${options.plan?.orderBy ?? sql`g.id`}`;
}

function selectGroups(db: Db, options: SelectOptions): Promise<GroupRecord[]> {
  return preparedRows<GroupRecord>(db, groupsQuery(options));
}

function toGroup<T extends GroupRow | GroupDetail>(record: GroupRecord): T {
  const { visible: _visible, ...group } = record;
  return group as T;
}

export interface GroupPage {
  count: number;
  results: GroupRow[];
  sides: PageSides;
}

function visibleWhere(viewer: Viewer, filter: SQL | undefined): SQL {
  const visibility = staffVisibility(viewer, 'g');
  return filter ? sql`(${visibility}) AND ${filter}` : visibility;
}

/**
 * One page of the groups the viewer may read that match `filter`, by keyset on the id, and their
 * count, in one statement; a manager's unfiltered count comes from the 'groups' counter.
 */
export async function findGroups(
  db: Db,
  query: { viewer: Viewer; filter?: SQL; page: PageRequest },
): Promise<GroupPage> {
  const where = visibleWhere(query.viewer, query.filter);
  return countedPage(db, {
    table: 'groups',
    alias: 'g',
    where,
    unfiltered: seesStudentPhones(query.viewer) && !query.filter,
    page: query.page,
    select: (plan) => groupsQuery({ viewer: query.viewer, where, detail: false, plan }),
    toResult: toGroup<GroupRow>,
  });
}

/** Every group the viewer may read that matches `filter`, in id order, a batch at a time. */
export function groupBatches(
  db: Db,
  viewer: Viewer,
  filter: SQL | undefined,
  batchSize?: number,
): AsyncGenerator<GroupRow[]> {
  const where = visibleWhere(viewer, filter);
  return keysetBatches(async (after, size) => {
    const plan = batchPlan(sql`g.id`, after, size);
    return (await selectGroups(db, { viewer, where, detail: false, plan })).map(toGroup<GroupRow>);
  }, batchSize);
}

export type GroupLookup<T> =
  { found: false } | { found: true; visible: false } | { found: true; visible: true; group: T };

async function lookup<T extends GroupRow | GroupDetail>(
  db: Db,
  id: number,
  viewer: Viewer,
  detail: boolean,
): Promise<GroupLookup<T>> {
  const [record] = await selectGroups(db, { viewer, where: sql`g.id = ${id}`, detail });
  if (!record) return { found: false };
  if (!record.visible) return { found: true, visible: false };
  return { found: true, visible: true, group: toGroup<T>(record) };
}

/** One group with each student's level, attendance and evaluation (404 vs 403 told apart). */
export function getGroupDetail(db: Db, id: number, viewer: Viewer) {
  return lookup<GroupDetail>(db, id, viewer, true);
}

/** One group in the list-row shape. */
export function getGroupRow(db: Db, id: number, viewer: Viewer) {
  return lookup<GroupRow>(db, id, viewer, false);
}

export interface Clash {
  instructor: string;
  days: DayGroup;
  hours: string;
}

/**
 * Another group of this instructor on the same days whose hours overlap [start, end). Run inside
 * the transaction that writes the group, after lockInstructor, so two bookings cannot both pass.
 */
export async function findInstructorClash(
  db: Db,
  booking: { instructorId: number; days: DayGroup; start: number; end: number; groupId?: number },
): Promise<Clash | undefined> {
  const others = booking.groupId === undefined ? sql`TRUE` : sql`g.id <> ${booking.groupId}`;
  const [clash] = await rows<Clash>(
    db,
    sql`SELECT ${staffName('gi')} AS instructor, g.days, g.hours
        FROM groups g JOIN users gi ON gi.id = g.instructor_id
        WHERE g.instructor_id = ${booking.instructorId} AND g.days = ${booking.days}
          AND g.start_hour < ${booking.end} AND g.end_hour > ${booking.start} AND ${others}
        ORDER BY g.start_hour, g.id
        LIMIT 1`,
  );
  return clash;
}

/** Namespace of the two-key advisory locks taken for instructor bookings. */
const LOCK_SPACE = 7301;

/** Serialises the bookings of one instructor until the transaction ends. */
export async function lockInstructor(db: Db, instructorId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${instructorId})`);
}
