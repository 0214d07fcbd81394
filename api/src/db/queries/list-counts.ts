// The true count of a list: unfiltered, from the counters the database keeps with every write
// (overview_counts, migrations 0007 and 0008: 'groups', 'calls', 'evaluations', 'attendance'),
// so no page counts a whole table; filtered, by counting the matches.
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
 * How many `table` rows (as `alias`) match `where`; `where` undefined means every row, read from
 * the table's counter.
 */
export async function countRows(
  db: Db,
  table: CountedTable,
  alias: string,
  where: SQL | undefined,
): Promise<number> {
  const counted = where
    ? sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} ${sql.raw(alias)} WHERE ${where}`
    : sql`SELECT coalesce((SELECT value FROM overview_counts WHERE name = ${table}), 0)::int AS n`;
  const [row] = await preparedRows<{ n: number }>(db, counted);
  return row?.n ?? 0;
}

/**
 * One keyset page of a counted table (`alias.id` is the key) and its count, read side by side:
 * a manager's unfiltered count comes from the table's counter and a page by number is sought
 * through the table's position counters (positionedPage); any other count counts the matches of
 * `where`, and its pages by number skip rows (a filtered or assigned list is a small one).
 */
export async function countedPage<Row, Result>(
  db: Db,
  list: {
    table: CountedTable;
    alias: string;
    where: SQL;
    /** No filter and no visibility rule narrows the list: its counter is its count. */
    unfiltered: boolean;
    page: PageRequest;
    select: (plan: KeysetPlan) => Promise<Row[]>;
    toResult: (row: Row) => Result;
  },
): Promise<{ count: number; results: Result[]; sides: PageSides }> {
  const { table, alias, where, unfiltered, page } = list;
  const counting = countRows(db, table, alias, unfiltered ? undefined : where);
  const key = sql`${sql.raw(alias)}.id`;
  const plan = unfiltered ? positionedPage(key, page, table) : keysetPage(key, page);
  const [count, records] = await Promise.all([counting, list.select(plan)]);
  const { results, sides } = keysetResults(records.map(list.toResult), plan, page);
  return { count, results, sides };
}
