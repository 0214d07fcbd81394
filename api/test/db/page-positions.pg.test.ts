// On a PostgreSQL server, two transactions that each change the position counters (migration 0011)
// in two statements, in opposite bucket orders, do not deadlock: the second waits at its first
// change for the first to commit (the table's transaction lock), and the counters stay exact.
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { eventually } from '../helpers/wait';
import type { RawClient } from '../../src/db/client';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.database.close();
  await test?.dispose();
});

const exec = (text: string) => test.database.withRawClient((c) => c.exec(text));
const query = <T>(text: string) => test.database.withRawClient((c) => c.query<T>(text));

/**
 * Moves call `from` to id `to` (a key no route changes; any writer may): from one bucket of 1,024
 * ids to the next, so both writers change the same counter rows.
 */
const move = (from: number, to: number) => `UPDATE calls SET id = ${to} WHERE id = ${from}`;

describe('position counters under two writers', () => {
  it('let two transactions move rows across buckets in opposite orders, without a deadlock', async () => {
    // Calls in two coarse buckets (65,536 ids each): 300,00x and 400,00x.
    await exec(`INSERT INTO calls (id, "time", months)
      SELECT id, time '10:00', 1 FROM unnest(ARRAY[300001, 300002, 400001, 400002]) AS id`);
    let firstMoved!: () => void;
    const firstHasMoved = new Promise<void>((resolve) => (firstMoved = resolve));
    let secondIssued!: () => void;
    const secondHasIssued = new Promise<void>((resolve) => (secondIssued = resolve));
    let secondPid = 0;
    let secondSettled = false;

    const transaction = async (
      c: RawClient,
      steps: [string, string],
      between: () => Promise<void>,
    ) => {
      await c.exec('BEGIN');
      await c.exec(steps[0]);
      await between();
      await c.exec(steps[1]);
      await c.exec('COMMIT');
    };
    const first = test.database.withRawClient((c) =>
      transaction(c, [move(400001, 401001), move(300001, 301001)], async () => {
        firstMoved();
        await secondHasIssued;
        // The second transaction's first move has run, or waits for a lock.
        await eventually('the second writer to move or wait', async () => {
          if (secondSettled) return true;
          const waiting = await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks WHERE pid = ${secondPid} AND NOT granted`,
          );
          return waiting[0]!.n > 0;
        });
      }),
    );
    const second = test.database.withRawClient(async (c) => {
      [{ pid: secondPid }] = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [
        { pid: number },
      ];
      await firstHasMoved;
      const moved = c.exec('BEGIN').then(() => c.exec(move(300002, 301002)));
      secondIssued();
      await moved;
      secondSettled = true;
      await c.exec(move(400002, 401002));
      await c.exec('COMMIT');
    });
    await Promise.all([first, second]);

    const [kept, counted] = await Promise.all([
      query<{ line: string }>(
        `SELECT level || ' ' || bucket || ' ' || rows AS line FROM page_positions
         WHERE list = 'calls' AND rows > 0 ORDER BY level, bucket`,
      ),
      query<{ line: string }>(
        `SELECT level || ' ' || bucket || ' ' || count(*) AS line FROM (
           SELECT l.level, c.id >> CASE l.level WHEN 1 THEN 10 ELSE 16 END AS bucket
           FROM calls c, (VALUES (1), (2)) AS l (level)) d
         GROUP BY level, bucket ORDER BY level, bucket`,
      ),
    ]);
    expect(kept).toEqual(counted);
    expect(
      (await query<{ id: number }>('SELECT id FROM calls ORDER BY id')).map((r) => r.id),
    ).toEqual([301001, 301002, 401001, 401002]);
  });
});
