// On a PostgreSQL server, a transaction the server aborts for a conflict (a deadlock's victim) is
// run again from its start by db.transaction, and both writers' changes land; a conflict that
// persists reaches the caller after TRANSACTION_ATTEMPTS runs; any other failure is not retried.
import { sql } from 'drizzle-orm';
import { rows, TRANSACTION_ATTEMPTS } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.db.execute(
    sql`CREATE TABLE retry_locks (id int PRIMARY KEY, n int NOT NULL DEFAULT 0)`,
  );
  await test.database.db.execute(sql`INSERT INTO retry_locks (id) VALUES (1), (2)`);
});
afterAll(async () => {
  await test?.database.close();
  await test?.dispose();
});

/** A promise and the function that resolves it. */
function signal(): [Promise<void>, () => void] {
  let resolve!: () => void;
  return [new Promise<void>((r) => (resolve = r)), resolve];
}

describe('a transaction aborted for a conflict', () => {
  it('is run again, and both writers that deadlocked have their changes', async () => {
    const [firstLocked, firstHasLocked] = signal();
    const [secondLocked, secondHasLocked] = signal();
    const runs = { first: 0, second: 0 };
    // Each adds one to both rows, in opposite orders, each waiting (on its first run) until the
    // other holds its first row: a deadlock, and PostgreSQL aborts one of the two.
    const writer = (name: 'first' | 'second', order: [number, number]) =>
      test.database.db.transaction(async (tx) => {
        runs[name] += 1;
        await tx.execute(sql`UPDATE retry_locks SET n = n + 1 WHERE id = ${order[0]}`);
        (name === 'first' ? firstHasLocked : secondHasLocked)();
        await (name === 'first' ? secondLocked : firstLocked);
        await tx.execute(sql`UPDATE retry_locks SET n = n + 1 WHERE id = ${order[1]}`);
      });

    await Promise.all([writer('first', [1, 2]), writer('second', [2, 1])]);

    expect(runs.first + runs.second).toBe(3);
    expect(
      await rows<{ id: number; n: number }>(
        test.database.db,
        sql`SELECT id, n FROM retry_locks ORDER BY id`,
      ),
    ).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('reaches the caller when it persists, after every attempt', async () => {
    let runs = 0;
    const outcome = await test.database.db
      .transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`UPDATE retry_locks SET n = n + 100 WHERE id = 1`);
        // As the server would refuse it: a deadlock raised in the transaction itself.
        await tx.execute(
          sql`DO $$ BEGIN RAISE EXCEPTION 'still deadlocked' USING ERRCODE = '40P01'; END $$`,
        );
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(outcome).toMatchObject({ cause: { code: '40P01' } });
    expect(
      await rows<{ n: number }>(test.database.db, sql`SELECT n FROM retry_locks WHERE id = 1`),
    ).toEqual([{ n: 2 }]);
  });

  it('is not run again for any other failure', async () => {
    let runs = 0;
    await expect(
      test.database.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`INSERT INTO retry_locks (id) VALUES (1)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(runs).toBe(1);
  });
});
