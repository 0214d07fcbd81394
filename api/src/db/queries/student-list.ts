// The students list (GET /api/student-profiles/): one page of profiles and the true count, both
// filtered in the database on student_profiles alone (see student-filters.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { StudentProfile, StudentStatus } from 'shared-domain';
import { rows, type Db } from '../client';
import { allOf, listOf, matchingStudentIds, studentRowMatches } from './student-filters';
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

export interface StudentListPage {
  limit: number;
  offset: number;
}

/** Conditions over the `sp` alias; the viewer's visibility is added by the callers below. */
function filterConditions(viewer: Viewer, filter: StudentListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`sp.status = ${filter.status}`);
  if (filter.search) {
    conditions.push(
      seesStudentPhones(viewer)
        ? sql`sp.user_id IN (${matchingStudentIds(filter.search)})`
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
  const [row] = await rows<{ n: number }>(db, counted);
  return row?.n ?? 0;
}

/**
 * The page and the count. Only the page's rows are joined into profiles: their ids are chosen on
 * student_profiles alone first, so the planner cannot walk the whole join in id order looking
 * for the few rows a filter keeps. A search is run once for both: its matches are gathered, then
 * counted and paged.
 */
export async function listStudentProfiles(
  db: Db,
  viewer: Viewer,
  filter: StudentListFilter,
  page: StudentListPage,
): Promise<{ count: number; results: StudentProfile[] }> {
  const where = listWhere(viewer, filter);
  if (!filter.search) {
    const pageIds = sql`SELECT sp.user_id FROM student_profiles sp WHERE ${where}
      ORDER BY sp.user_id LIMIT ${page.limit} OFFSET ${page.offset}`;
    const [count, results] = await Promise.all([
      countStudentList(db, viewer, filter),
      // ARRAY(...) runs first, once: the profile query then looks up just these ids.
      findStudentProfiles(db, { viewer, where: sql`sp.user_id = ANY(ARRAY(${pageIds}))` }),
    ]);
    return { count, results };
  }
  const [found] = await rows<{ n: number; ids: number[] }>(
    db,
    sql`WITH matched AS MATERIALIZED (SELECT sp.user_id FROM student_profiles sp WHERE ${where})
      SELECT (SELECT count(*)::int FROM matched) AS n,
        ARRAY(SELECT user_id FROM matched ORDER BY user_id
          LIMIT ${page.limit} OFFSET ${page.offset}) AS ids`,
  );
  const { n, ids } = found!;
  const results = ids.length
    ? await findStudentProfiles(db, { viewer, where: sql`sp.user_id IN (${listOf(ids)})` })
    : [];
  return { count: n, results };
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
