// The call shape of design/API.md, one query per page: the students come aggregated as JSON.
// Filters are SQL over the aliases c (calls), ci, cs, ca (its instructor, supervisor and account
// manager).
import { sql, type SQL } from 'drizzle-orm';
import type { Call } from 'shared-domain';
import {
  containsPattern,
  type KeysetPlan,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import { isoTime, type Db, preparedRows } from '../client';
import { countedPage } from './list-counts';
import {
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

/**
 * What the calls search matches (over c alone): what the cards show (the time as '4:15 PM' and as
 * '16:15', the duration as '11 months', 'Call #12') and staff names (through the staff's own
 * trigram index); a number alone is also an id or months.
 */
export function callSearch(term: string): SQL {
  const pattern = containsPattern(term);
  const matches: SQL[] = [
    sql`to_char(c."time", 'HH24:MI:SS') LIKE ${pattern}`,
    sql`lower(to_char(c."time", 'FMHH12:MI AM')) LIKE ${pattern}`,
    sql`(c.months || CASE WHEN c.months = 1 THEN ' month' ELSE ' months' END) LIKE ${pattern}`,
    sql`('call #' || c.id) LIKE ${pattern}`,
    ...staffNameMatches('c', term),
  ];
  if (/^\d{1,9}$/.test(term)) {
    matches.push(sql`c.id = ${Number(term)}`, sql`c.months = ${Number(term)}`);
  }
  return sql`(${sql.join(matches, sql` OR `)})`;
}

const STAFF_JOINS = staffJoins('c');

function studentsAggregate(showPhone: boolean): SQL {
  return sql.raw(`SELECT json_agg(json_build_object(
        ${enrolledStudentFields(showPhone)}, 'current_level', sp.current_level
      ) ORDER BY u.full_name, u.id) AS students
    ${ENROLLED_STUDENTS}
    WHERE sp.call_id = c.id`);
}

interface CallRecord extends Omit<Call, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
  visible: boolean;
}

async function selectCalls(
  db: Db,
  options: { viewer: Viewer; where: SQL; plan?: KeysetPlan },
): Promise<CallRecord[]> {
  return preparedRows<CallRecord>(
    db,
    sql`WITH page AS (${pageIds('calls', 'c', options.where, options.plan)})
      SELECT (${staffVisibility(options.viewer, 'c')}) AS visible,
        c.id, to_char(c."time", 'HH24:MI:SS') AS "time", c.months,
        ${staffColumns('c')},
        coalesce(st.students, '[]'::json) AS students, c.created_at, c.updated_at
      FROM page JOIN calls c ON c.id = page.id ${STAFF_JOINS}
      LEFT JOIN LATERAL (${studentsAggregate(seesStudentPhones(options.viewer))}) st ON TRUE
      ORDER BY ${options.plan?.orderBy ?? sql`c.id`}`,
  );
}

function toCall(record: CallRecord): Call {
  const { visible: _visible, created_at, updated_at, ...call } = record;
  return { ...call, created_at: isoTime(created_at), updated_at: isoTime(updated_at) };
}

/** One page of the calls the viewer may read that match `filter` (as findGroups). */
export async function findCalls(
  db: Db,
  query: { viewer: Viewer; filter?: SQL; page: PageRequest },
): Promise<{ count: number; results: Call[]; sides: PageSides }> {
  const visibility = staffVisibility(query.viewer, 'c');
  const where = query.filter ? sql`(${visibility}) AND ${query.filter}` : visibility;
  return countedPage(db, {
    table: 'calls',
    alias: 'c',
    where,
    unfiltered: seesStudentPhones(query.viewer) && !query.filter,
    page: query.page,
    select: (plan) => selectCalls(db, { viewer: query.viewer, where, plan }),
    toResult: toCall,
  });
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
