// On a PostgreSQL server, a read whose connection the server ends mid-query (a restart, a
// terminated backend under load) is run again on another connection instead of answering 500; a
// write is never run twice.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rows } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { eventually } from '../helpers/wait';

let test: TestDatabase;
let admin: pg.Client;
beforeAll(async () => {
  test = await createTestDatabase();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await test?.database.close();
  await test?.dispose();
});

/** Ends the backend running a statement that contains `marker`, once it is running. */
async function terminateWhenRunning(marker: string): Promise<void> {
  let pid: number | undefined;
  await eventually(`the statement ${marker} to run`, async () => {
    const { rows: found } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE query LIKE $1 AND state = 'active' AND pid <> pg_backend_pid()",
      [`%${marker}%`],
    );
    pid = found[0]?.pid;
    return pid !== undefined;
  });
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
}

describe('a read on a connection the server ends', () => {
  it('is run again and answers', async () => {
    const read = rows<{ answer: number }>(
      test.database.db,
      sql`SELECT 42 AS answer, pg_sleep(0.4) AS read_retry_marker_1`,
    );
    await terminateWhenRunning('read_retry_marker_1');
    expect((await read)[0]!.answer).toBe(42);
  });

  it('is not run again when it writes', async () => {
    await test.database.db.execute(sql`CREATE TABLE IF NOT EXISTS retry_probe (n int)`);
    const write = test.database.db.execute(
      sql`INSERT INTO retry_probe SELECT 1 FROM pg_sleep(0.4) AS write_retry_marker_2`,
    );
    const outcome = write.then(
      () => 'written',
      (error: unknown) => error,
    );
    await terminateWhenRunning('write_retry_marker_2');
    expect(await outcome).toMatchObject({ cause: { code: '57P01' } });
  });
});
