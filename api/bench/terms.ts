// Search terms the benchmark measures with: the most common ones of the generated centre.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../src/db/client';

/** A 1-2 letter prefix of many first names, or a common last name of `length` letters. */
export async function commonTerm(database: Database, length: number): Promise<string> {
  const [row] = await rows<{ term: string }>(
    database.db,
    length < 3
      ? sql`SELECT lower(left(first_name, ${length})) AS term FROM users WHERE role = 'student'
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`
      : sql`SELECT lower(last_name) AS term FROM users WHERE role = 'student'
          AND length(last_name) = ${length} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  return row?.term ?? 'ma';
}
