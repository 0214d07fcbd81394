// The true count of a list: unfiltered, from the counters the database keeps with every write
// (overview_counts, migrations 0007 and 0008: 'groups', 'calls', 'evaluations', 'attendance'),
// so no page counts a whole table; filtered, by counting the matches. Read with the page, in the
// page's statement.
import { sql, type SQL } from 'drizzle-orm';
import {
  keysetPage,
  keysetResults,
  positionedPage,
  type KeysetPlan,
  type PageRequest,
  type PageSides,
} from '../../lib/pagination';
import { type Db, preparedRows } from '../client';

export type CountedTable = 'groups' | 'calls' | 'evaluations' | 'attendance';

/**
 * How many `table` rows (as `alias`) match `where`, as a scalar subquery; `where` undefined means
 * every row, read from the table's counter.
 */
export function countOf(table: CountedTable, alias: string, where: SQL | undefined): SQL {
  return where
    ? sql`(SELECT count(*)::int FROM ${sql.identifier(table)} ${sql.raw(alias)} WHERE ${where})`
    : sql`coalesce((SELECT value FROM overview_counts WHERE name = ${table}), 0)::int`;
}

/**
 * A page's rows (`page`, a SELECT) and the list's count (`count`, an expression) in one statement,
 * so one round trip: the count is worked out once, beside the page, and an empty page still
 * answers it. The rows keep the page's order.
 */
export async function rowsBesideCount<Row>(
  db: Db,
  count: SQL,
  page: SQL,
  /** A column of the page that is never null. */
  key: string,
): Promise<{ count: number; rows: Row[] }> {
  const found = await preparedRows<Row & { list_count: number }>(
    db,
    sql`WITH head AS MATERIALIZED (SELECT ${count} AS list_count)
      SELECT n.list_count, p.* FROM head n LEFT JOIN LATERAL (${page}) p ON TRUE`,
  );
  return {
    count: found[0]?.list_count ?? 0,
    // An empty page is the count's row and nulls.
    rows: found.filter((row) => (row as Record<string, unknown>)[key] !== null),
  };
}

/**
 * One keyset page of a counted table (`alias.id` is the key) and its count, in one statement
 * (rowsBesideCount): a manager's unfiltered count comes from the table's counter and a page by
 * number is sought through the table's position counters (positionedPage); any other count counts
 * the matches of `where`, and its pages by number skip rows (a filtered or assigned list is a
 * small one).
 */
export async function countedPage<Row extends { id: number }, Result>(
  db: Db,
  list: {
    table: CountedTable;
    alias: string;
    where: SQL;
    /** No filter and no visibility rule narrows the list: its counter is its count. */
    unfiltered: boolean;
    page: PageRequest;
    select: (plan: KeysetPlan) => SQL;
    toResult: (row: Row) => Result;
  },
): Promise<{ count: number; results: Result[]; sides: PageSides }> {
  const { table, alias, where, unfiltered, page } = list;
  const key = sql`${sql.raw(alias)}.id`;
  const plan = unfiltered ? positionedPage(key, page, table) : keysetPage(key, page);
  const { count, rows: records } = await rowsBesideCount<Row>(
    db,
    countOf(table, alias, unfiltered ? undefined : where),
    list.select(plan),
    'id',
  );
  const { results, sides } = keysetResults(records.map(list.toResult), plan, page);
  return { count, results, sides };
}
