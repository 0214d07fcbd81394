// The call shape of docs/api.md#calls, one query per page: the students come aggregated as JSON.
// Filters are SQL over the aliases c (calls), ci, cs, ca (its instructor, supervisor and account
// manager).
import { sql, type SQL } from 'drizzle-orm';
import type { Call } from 'shared-domain';
import {
  batchPlan,
  containsPattern,
  keysetBatches,
  type KeysetPlan,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import { isoTimestampColumns, type Db, preparedRows } from '../client';
import { countedPage } from './list-counts';
import {
  distinctValuesWhere,
  ENROLLED_STUDENTS,
  enrolledStudentFields,
  pageIds,
  staffColumns,
  staffJoins,
  staffNameMatches,
  staffVisibility,
} from './staff-assignments';
import { seesStudentPhones, type Viewer } from './student-profiles';

export { callSchema as callResponseSchema } from 'shared-domain/responses';

/** What a call's card calls it: 'Call #12'. */
const CALL_LABEL = 'call #';

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2 ** 31 - 1;

/**
 * The ids whose number starts with `digits`, as ranges of the primary key: '12' is 12, 120-129,
 * 1200-1299 and so on up to the largest id.
 */
function idsStartingWith(digits: string): SQL[] {
  if (!/^[1-9]\d{0,9}$/.test(digits)) return [];
  const ranges: SQL[] = [];
  for (let scale = 1, low = Number(digits); low <= MAX_ID; scale *= 10, low *= 10)
    ranges.push(sql`c.id BETWEEN ${low} AND ${Math.min(low + scale - 1, MAX_ID)}`);
  return ranges;
}

/**
 * What the calls search matches (over c alone): what a card shows (time, duration, 'Call #12' by
 * number prefix) and staff names, each an indexed lookup the planner ORs, so no search reads every
 * call. Undefined: every call matches ('call', '#').
 */
export function callSearch(term: string): SQL | undefined {
  const t = term.toLowerCase();
  if (CALL_LABEL.includes(t)) return undefined;
  const pattern = containsPattern(term);
  const times = distinctValuesWhere(
    'calls',
    '"time"',
    (x) => sql`to_char(${x}, 'HH24:MI:SS') LIKE ${pattern}
      OR lower(to_char(${x}, 'FMHH12:MI AM')) LIKE ${pattern}`,
  );
  const months = distinctValuesWhere(
    'calls',
    'months',
    (x) => sql`(${x} || CASE WHEN ${x} = 1 THEN ' month' ELSE ' months' END) LIKE ${pattern}`,
  );
  const matches: SQL[] = [
    sql`c."time" = ANY(ARRAY(${times}))`,
    sql`c.months = ANY(ARRAY(${months}))`,
    ...staffNameMatches('c', term),
  ];
  // The number: the term alone, or the end of 'call #' followed by its first digits.
  const numbers = new Set(/^\d+$/.test(t) ? [t] : []);
  for (let start = 0; start < CALL_LABEL.length; start += 1) {
    const label = CALL_LABEL.slice(start);
    if (t.startsWith(label) && /^\d+$/.test(t.slice(label.length)))
      numbers.add(t.slice(label.length));
  }
  for (const digits of numbers) matches.push(...idsStartingWith(digits));
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/** The Calls screen's filters (docs/api.md#calls): the caller and a range of durations. */
export interface CallFilters {
  instructor?: number;
  monthsFrom?: number;
  monthsTo?: number;
}

/** The filters as conditions over c, undefined when none is set. */
export function callFilter(filters: CallFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.instructor !== undefined)
    conditions.push(sql`c.instructor_id = ${filters.instructor}`);
  if (filters.monthsFrom !== undefined) conditions.push(sql`c.months >= ${filters.monthsFrom}`);
  if (filters.monthsTo !== undefined) conditions.push(sql`c.months <= ${filters.monthsTo}`);
  return conditions.length ? sql`(${sql.join(conditions, sql` AND `)})` : undefined;
}

const STAFF_JOINS = staffJoins('c');

function studentsAggregate(showPhone: boolean): SQL {
  return sql.raw(`SELECT json_agg(json_build_object(
        ${enrolledStudentFields(showPhone)}, 'current_level', sp.current_level
      ) ORDER BY u.full_name, u.id) AS students
    ${ENROLLED_STUDENTS}
    WHERE sp.call_id = c.id`);
}

interface CallRecord extends Call {
  visible: boolean;
}

function callsQuery(options: { viewer: Viewer; where: SQL; plan?: KeysetPlan }): SQL {
  return sql`WITH page AS (${pageIds('calls', 'c', options.where, options.plan)})
      SELECT (${staffVisibility(options.viewer, 'c')}) AS visible,
        c.id, to_char(c."time", 'HH24:MI:SS') AS "time", c.months,
        ${staffColumns('c')},
        coalesce(st.students, '[]'::json) AS students, ${sql.raw(isoTimestampColumns('c'))}
      FROM page JOIN calls c ON c.id = page.id ${STAFF_JOINS}
      LEFT JOIN LATERAL (${studentsAggregate(seesStudentPhones(options.viewer))}) st ON TRUE
      ORDER BY ${options.plan?.orderBy ?? sql`c.id`}`;
}

function selectCalls(
  db: Db,
  options: { viewer: Viewer; where: SQL; plan?: KeysetPlan },
): Promise<CallRecord[]> {
  return preparedRows<CallRecord>(db, callsQuery(options));
}

function toCall(record: CallRecord): Call {
  const { visible: _visible, ...call } = record;
  return call;
}

function visibleWhere(viewer: Viewer, filter: SQL | undefined): SQL {
  const visibility = staffVisibility(viewer, 'c');
  return filter ? sql`(${visibility}) AND ${filter}` : visibility;
}

/** One page of the calls the viewer may read that match `filter` (as findGroups). */
export async function findCalls(
  db: Db,
  query: { viewer: Viewer; filter?: SQL; page: PageRequest },
): Promise<{ count: number; results: Call[]; sides: PageSides }> {
  const where = visibleWhere(query.viewer, query.filter);
  return countedPage(db, {
    table: 'calls',
    alias: 'c',
    where,
    unfiltered: seesStudentPhones(query.viewer) && !query.filter,
    page: query.page,
    select: (plan) => callsQuery({ viewer: query.viewer, where, plan }),
    toResult: toCall,
  });
}

/** Every call the viewer may read that matches `filter`, in id order, a batch at a time. */
export function callBatches(
  db: Db,
  viewer: Viewer,
  filter: SQL | undefined,
  batchSize?: number,
): AsyncGenerator<Call[]> {
  const where = visibleWhere(viewer, filter);
  return keysetBatches(async (after, size) => {
    const plan = batchPlan(sql`c.id`, after, size);
    return (await selectCalls(db, { viewer, where, plan })).map(toCall);
  }, batchSize);
}

export type CallLookup =
  { found: false } | { found: true; visible: false } | { found: true; visible: true; call: Call };

/** One call, telling "no such call" (404) from "not yours to read" (403). */
export async function getCall(db: Db, id: number, viewer: Viewer): Promise<CallLookup> {
  const [record] = await selectCalls(db, { viewer, where: sql`c.id = ${id}` });
  if (!record) return { found: false };
  if (!record.visible) return { found: true, visible: false };
  return { found: true, visible: true, call: toCall(record) };
}
