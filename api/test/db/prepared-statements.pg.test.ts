// On a PostgreSQL server the hot reads are named prepared statements: each
// connection parses and plans one once and then only binds and runs it. Seen on a pool of one
// connection, whose pg_prepared_statements lists what that connection prepared.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  openDatabase,
  PG_IDLE_TIMEOUT_MS,
  preparedRows,
  rows,
  type Database,
} from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { openConfiguredDatabase } from '../../src/db/prepare';
import { computeOverview } from '../../src/db/queries/overview';
import { listStudentProfiles } from '../../src/db/queries/student-list';
import { pageRequest } from '../../src/lib/pagination';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let test: TestDatabase;
let single: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  const url = (test.database.db as unknown as { $client: pg.Pool }).$client.options
    .connectionString!;
  single = await openDatabase({ driver: 'pg', url, poolSize: 1 });
});
afterAll(async () => {
  await single?.close();
  await test?.database.close();
  await test?.dispose();
});

const prepared = () =>
  rows<{ name: string; statement: string }>(
    single.db,
    sql`SELECT name, statement FROM pg_prepared_statements ORDER BY name`,
  );

describe('hot reads on a PostgreSQL server', () => {
  it('are named prepared statements, one per query text, reused', async () => {
    await computeOverview(single.db);
    await computeOverview(single.db);
    const overview = (await prepared()).filter((s) => s.statement.includes('overview_counts'));
    expect(overview).toHaveLength(1);
    expect(overview[0]!.name).toMatch(/^ld_/);

    for (const n of [1, 2, 3])
      expect(await preparedRows<{ n: number }>(single.db, sql`SELECT ${n}::int AS n`)).toEqual([
        { n },
      ]);
    expect((await prepared()).filter((s) => s.statement.includes('::int AS n'))).toHaveLength(1);
  });

  it("stay prepared on connections the pool keeps for minutes, not pg's ten idle seconds", () => {
    const pool = (single.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.options.idleTimeoutMillis).toBe(PG_IDLE_TIMEOUT_MS);
    expect(PG_IDLE_TIMEOUT_MS).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('include the students list and search: one statement for every term of a shape', async () => {
    const viewer = { id: 0, role: 'operations_manager' as const };
    for (const search of ['adel', 'nour', 'sami', 'ad', 'no'])
      await listStudentProfiles(single.db, viewer, { search }, pageRequest({}));
    await listStudentProfiles(single.db, viewer, {}, pageRequest({ page: 2 }));
    await listStudentProfiles(single.db, viewer, {}, pageRequest({ page: 3 }));
    const statements = await rows<{ statement: string; plans: number }>(
      single.db,
      sql`SELECT statement, (generic_plans + custom_plans)::int AS plans
        FROM pg_prepared_statements WHERE statement LIKE '%head AS MATERIALIZED%'`,
    );
    // A term of three letters or more, one of fewer (prefixes only), and the list by number.
    expect(statements.map((s) => s.plans).sort()).toEqual([2, 2, 3]);
    // The prefix lookups spell out their index range, which a plan for any term cannot derive.
    expect(statements.filter((s) => s.statement.includes('~<~ $')).length).toBe(2);
  });

  it('run unnamed inside a transaction', async () => {
    const before = (await prepared()).length;
    await single.db.transaction((tx) => preparedRows(tx, sql`SELECT 'in a transaction' AS t`));
    expect(await prepared()).toHaveLength(before);
  });
});

describe('an API worker on a PostgreSQL server', () => {
  it('opens its share of PG_POOL_SIZE', async () => {
    const url = (test.database.db as unknown as { $client: pg.Pool }).$client.options
      .connectionString!;
    const worker = await openConfiguredDatabase(
      loadConfig({ DATABASE_URL: url, API_WORKERS: '2', PG_POOL_SIZE: '6' }),
    );
    try {
      expect((worker.db as unknown as { $client: pg.Pool }).$client.options.max).toBe(3);
    } finally {
      await worker.close();
    }
  });
});
