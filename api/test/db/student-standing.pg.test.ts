// On a PostgreSQL server, two transactions that change one student's attendance and their group's
// sessions at the same time both land in student_standing: the second waits for the
// first's lock on the standing row, then counts from what the first committed.
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { seedCentre } from '../../src/seed/centre';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { eventually } from '../helpers/wait';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedCentre(test.database, { students: 40, seed: 3 });
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

it("keeps both of two concurrent writes: an attendance edit and the group's session", async () => {
  const db = test.database.db;
  const [student] = await rows<{ id: number; group_id: number }>(
    db,
    sql`SELECT user_id AS id, group_id FROM student_profiles
        WHERE group_id IS NOT NULL ORDER BY user_id LIMIT 1`,
  );
  const { id, group_id: groupId } = student!;
  await db.execute(sql`UPDATE groups SET session_one = true, session_two = false,
      session_three = false, session_four = false, session_five = false, session_six = false,
      session_seven = false, session_eight = false, session_nine = false
    WHERE id = ${groupId}`);
  await db.execute(sql`INSERT INTO attendance (student_id, session_one) VALUES (${id}, true)
    ON CONFLICT (student_id) DO UPDATE SET session_one = true, session_two = false`);

  const [edited, hasEdited] = signal();
  const [release, letGo] = signal();
  const attendanceEdit = db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE attendance SET session_two = true WHERE student_id = ${id}`);
    hasEdited();
    await release;
  });
  await edited;
  // The group's second session, while the attendance edit is not yet committed.
  const sessionHeld = db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE groups SET session_two = true WHERE id = ${groupId}`);
  });
  await eventually('the session write to wait for the attendance edit', async () => {
    const [waiting] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return waiting!.n > 0;
  });
  letGo();
  await Promise.all([attendanceEdit, sessionHeld]);

  expect(
    await rows(
      db,
      sql`SELECT sessions_held::int AS held, sessions_attended::int AS attended
          FROM student_standing WHERE student_id = ${id}`,
    ),
  ).toEqual([{ held: 2, attended: 2 }]);
});
