// The students list (GET /api/student-profiles/): one page of profiles and the true count, both
// filtered in the database on student_profiles alone (see student-filters.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { StudentProfile, StudentStatus } from 'shared-domain';
import { rows, type Db, preparedRows } from '../client';
import {
  keysetPage,
  keysetResults,
  positionedPage,
  seeksByNumber,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import {
  allOf,
  listOf,
  matchingStudentIds,
  nameRank,
  rankedStudentMatches,
  studentRowMatches,
} from './student-filters';
import {
  findStudentProfiles,
  seesStudentPhones,
  studentVisibility,
  type Viewer,
} from './student-profiles';

export interface StudentListFilter {
  search?: string;
  status?: StudentStatus;
}

/** Conditions over the `sp` alias; the viewer's visibility is added by the callers below. */
function filterConditions(viewer: Viewer, filter: StudentListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`sp.status = ${filter.status}`);
  if (filter.search) {
    conditions.push(
      seesStudentPhones(viewer)
        ? sql`sp.user_id IN (${matchingStudentIds(filter.search, filter.status)})`
        : studentRowMatches(filter.search),
    );
  }
  return conditions;
}

function listWhere(viewer: Viewer, filter: StudentListFilter): SQL {
  return allOf([studentVisibility(viewer), ...filterConditions(viewer, filter)]);
}

/**
 * How many students match. A manager's count without a search is read from the per-status
 * counters the database keeps (migration 0003) instead of counting every profile.
 */
export async function countStudentList(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
): Promise<number> {
  const counted =
    seesStudentPhones(viewer) && !filter.search
      ? sql`SELECT coalesce(sum(students), 0)::int AS n FROM student_status_counts
          WHERE ${filter.status ? sql`status = ${filter.status}` : sql`TRUE`}`
      : sql`SELECT count(*)::int AS n FROM student_profiles sp WHERE ${listWhere(viewer, filter)}`;
  const [row] = await preparedRows<{ n: number }>(db, counted);
  return row?.n ?? 0;
}

/** A search lists at most this many students, best-ranked first; its count says "1,000+". */
export const SEARCH_RESULT_CAP = 1000;

/**
 * A search's best SEARCH_RESULT_CAP + 1 matches as distinct (user_id, rank) rows: a manager's from
 * the search documents' indexes (rankedStudentMatches, distinct and bounded by itself), anyone
 * else's by testing the few students they may read (one row per profile), best first.
 */
function searchHits(viewer: Viewer, filter: StudentListFilter & { search: string }): SQL {
  if (seesStudentPhones(viewer))
    return rankedStudentMatches(filter.search, filter.status, SEARCH_RESULT_CAP + 1);
  return sql`SELECT sp.user_id, ${nameRank(filter.search)} AS rank
    FROM student_profiles sp JOIN users u ON u.id = sp.user_id
    WHERE ${listWhere(viewer, filter)}
    ORDER BY 2, 1 LIMIT ${SEARCH_RESULT_CAP + 1}`;
}

/**
 * One statement for a search's count (up to the cap and one more) and the page's ids, in rank
 * order: exact name matches, then names that start with the term, then the rest, each by id.
 */
export function searchPageQuery(
  viewer: Viewer,
  filter: StudentListFilter & { search: string },
  page: PageRequest,
): SQL {
  return sql`WITH hits AS MATERIALIZED (${searchHits(viewer, filter)})
    SELECT (SELECT count(*)::int FROM hits) AS n,
      ARRAY(SELECT user_id FROM hits ORDER BY rank, user_id
        LIMIT ${Math.max(0, Math.min(page.pageSize, SEARCH_RESULT_CAP - page.offset))}
        OFFSET ${Math.min(page.offset, SEARCH_RESULT_CAP)}) AS ids`;
}

export interface StudentListAnswer {
  count: number;
  /** A search matched more than SEARCH_RESULT_CAP students: count is the cap. */
  capped: boolean;
  results: StudentProfile[];
  /** Without a search, the list pages by keyset (id order). */
  sides?: PageSides;
}

/**
 * The page and the count. Only the page's rows are joined into profiles: their ids are chosen on
 * student_profiles alone first (a keyset seek on its primary key), so the planner cannot walk the
 * whole join in id order looking for the few rows a filter keeps. A search is run once for both
 * count and page: its best SEARCH_RESULT_CAP + 1 matches are gathered (exact name matches, then
 * names that start with the term, then the rest, each by id), counted and paged.
 */
export async function listStudentProfiles(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
  page: PageRequest,
): Promise<StudentListAnswer> {
  if (!filter.search) {
    const where = listWhere(viewer, filter);
    // A manager's list is every student (or every student of one status): its count comes from
    // counters and a page by number is sought through its position counters (migration 0011).
    // Anyone else's (the students assigned to them) is counted first when a page number may be
    // read from the list's nearer end.
    const counting = countStudentList(db, viewer, filter);
    const key = sql`sp.user_id`;
    const plan = seesStudentPhones(viewer)
      ? positionedPage(key, page, filter.status ? `students:${filter.status}` : 'students')
      : keysetPage(key, page, seeksByNumber(page) ? await counting : undefined);
    const pageIds = sql`SELECT sp.user_id FROM student_profiles sp
      WHERE ${where} AND ${plan.where}
      ORDER BY ${plan.orderBy} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
    // ARRAY(...) runs first, once: the profile query then looks up just these ids.
    const [count, found] = await Promise.all([
      counting,
      findStudentProfiles(db, {
        viewer,
        where: sql`sp.user_id = ANY(ARRAY(${pageIds}))`,
        orderBy: plan.reversed ? sql`sp.user_id DESC` : sql`sp.user_id`,
      }),
    ]);
    const { results, sides } = keysetResults(found, plan, page);
    return { count, capped: false, results, sides };
  }
  const [found] = await rows<{ n: number; ids: number[] }>(
    db,
    searchPageQuery(viewer, { ...filter, search: filter.search }, page),
  );
  const { n, ids } = found!;
  const profiles = ids.length
    ? await findStudentProfiles(db, { viewer, where: sql`sp.user_id IN (${listOf(ids)})` })
    : [];
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  return {
    count: Math.min(n, SEARCH_RESULT_CAP),
    capped: n > SEARCH_RESULT_CAP,
    results: ids.flatMap((id) => byId.get(id) ?? []),
  };
}

/**
 * Every matching profile, in the list's order, a batch at a time (the CSV export): each batch is
 * the next ids after the last one sent, so memory stays one batch whatever the centre's size.
 */
export async function* studentProfileBatches(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
  batchSize = 500,
): AsyncGenerator<StudentProfile[]> {
  const where = listWhere(viewer, filter);
  let after = 0;
  for (;;) {
    const batchIds = sql`SELECT sp.user_id FROM student_profiles sp
      WHERE ${where} AND sp.user_id > ${after} ORDER BY sp.user_id LIMIT ${batchSize}`;
    const profiles = await findStudentProfiles(db, {
      viewer,
      where: sql`sp.user_id = ANY(ARRAY(${batchIds}))`,
    });
    if (profiles.length === 0) return;
    yield profiles;
    if (profiles.length < batchSize) return;
    after = profiles[profiles.length - 1]!.id;
  }
}
