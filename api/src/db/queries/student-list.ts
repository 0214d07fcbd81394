// The students list (GET /api/student-profiles/): one page of profiles and the true count, both
// filtered in the database on student_profiles alone (see student-filters.ts), in one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { StudentProfile, StudentStatus } from 'shared-domain';
import { statementCache, type Db } from '../client';
import {
  keysetBatches,
  keysetPage,
  keysetResults,
  pageBounds,
  positionedPage,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import {
  allOf,
  matchingStudentIds,
  nameRank,
  rankedStudentMatches,
  studentRowMatches,
} from './student-filters';
import {
  findStudentProfiles,
  profilesBesideQuery,
  seesStudentPhones,
  studentProfilesBeside,
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
 * How many students match, as a scalar subquery. A manager's count without a search is read from
 * the per-status counters the database keeps (migration 0003) instead of counting every profile.
 */
function listCount(viewer: Viewer, filter: StudentListFilter): SQL {
  return seesStudentPhones(viewer) && !filter.search
    ? sql`(SELECT coalesce(sum(students), 0)::int FROM student_status_counts
        WHERE ${filter.status ? sql`status = ${filter.status}` : sql`TRUE`})`
    : sql`(SELECT count(*)::int FROM student_profiles sp WHERE ${listWhere(viewer, filter)})`;
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
 * The one statement of a search: its count (up to the cap and one more), the page's ids in rank
 * order (exact name matches, then names that start with the term, then the rest, each by id) and
 * their profiles.
 */
export function searchPageQuery(
  viewer: Viewer,
  filter: StudentListFilter & { search: string },
  page: PageRequest,
): SQL {
  return profilesBesideQuery({
    viewer,
    with: sql`hits AS MATERIALIZED (${searchHits(viewer, filter)}), `,
    head: sql`SELECT (SELECT count(*)::int FROM hits) AS list_count,
      ARRAY(SELECT user_id FROM hits ORDER BY rank, user_id
        LIMIT ${Math.max(0, Math.min(page.pageSize, SEARCH_RESULT_CAP - page.offset))}
        OFFSET ${Math.min(page.offset, SEARCH_RESULT_CAP)}) AS ids`,
  });
}

/** The list's statements without a search, by what they depend on (see listStudentProfiles). */
const listStatements = statementCache();

export interface StudentListAnswer {
  count: number;
  /** A search matched more than SEARCH_RESULT_CAP students: count is the cap. */
  capped: boolean;
  results: StudentProfile[];
  /** Without a search, the list pages by keyset (id order). */
  sides?: PageSides;
}

/**
 * The page and the count, in one statement. Only the page's rows are joined into profiles: their
 * ids are chosen on student_profiles alone first (a keyset seek on its primary key), so the
 * planner cannot walk the whole join in id order looking for the few rows a filter keeps. A search
 * is run once for both count and page: its best SEARCH_RESULT_CAP + 1 matches are gathered (exact
 * name matches, then names that start with the term, then the rest, each by id), counted and paged.
 */
export async function listStudentProfiles(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
  page: PageRequest,
): Promise<StudentListAnswer> {
  if (!filter.search) {
    // A manager's list is every student (or every student of one status): a page by number is
    // sought through its position counters (migration 0011). Anyone else's (the students assigned
    // to them, a few) skips rows.
    const key = sql`sp.user_id`;
    const plan = seesStudentPhones(viewer)
      ? positionedPage(key, page, filter.status ? `students:${filter.status}` : 'students')
      : keysetPage(key, page);
    // Everything the statement depends on: a manager's does not depend on who they are.
    const statementKey = [
      seesStudentPhones(viewer) ? 'manager' : `${viewer.role}:${viewer.id}`,
      filter.status ?? '',
      page.pageSize,
      page.offset,
      page.after ?? '',
      page.before ?? '',
    ].join('|');
    const statement = listStatements(statementKey, () => {
      const pageIds = sql`SELECT sp.user_id FROM student_profiles sp
        WHERE ${listWhere(viewer, filter)} AND ${plan.where}
        ORDER BY ${plan.orderBy} ${pageBounds(plan)}`;
      return profilesBesideQuery({
        viewer,
        head: sql`SELECT ${listCount(viewer, filter)} AS list_count, ARRAY(${pageIds}) AS ids`,
      });
    });
    const { count, profiles } = await studentProfilesBeside(db, viewer, statement);
    const { results, sides } = keysetResults(profiles, plan, page);
    return { count, capped: false, results, sides };
  }
  const { count, profiles } = await studentProfilesBeside(
    db,
    viewer,
    searchPageQuery(viewer, { ...filter, search: filter.search }, page),
  );
  return {
    count: Math.min(count, SEARCH_RESULT_CAP),
    capped: count > SEARCH_RESULT_CAP,
    results: profiles,
  };
}

/**
 * Every matching profile, in the list's order, a batch at a time (the export): each batch is the
 * next ids after the last one sent, so memory stays one batch whatever the centre's size.
 */
export function studentProfileBatches(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
  batchSize = 500,
): AsyncGenerator<StudentProfile[]> {
  const where = listWhere(viewer, filter);
  return keysetBatches((after, size) => {
    const batchIds = sql`SELECT sp.user_id FROM student_profiles sp
      WHERE ${where} AND sp.user_id > ${after} ORDER BY sp.user_id LIMIT ${size}`;
    return findStudentProfiles(db, { viewer, where: sql`sp.user_id = ANY(ARRAY(${batchIds}))` });
  }, batchSize);
}
