// The true count of a list: unfiltered, from the counters the database keeps with every write
// (overview_counts, migrations 0007 and 0008: 'groups', 'calls', 'evaluations', 'attendance'),
// so no page counts a whole table; filtered, by counting the matches.
import { sql, type SQL } from 'drizzle-orm';
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
