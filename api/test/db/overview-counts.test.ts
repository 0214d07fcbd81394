// The Overview's counters (migrations 0003 and 0007) stay equal to a count from scratch through a
// bulk load, a random mix of writes of every kind (inserts, updates that do and do not touch the
// counted values, moves between groups, deletes cascaded from users and groups), concurrent
// writers, and truncation; GET /api/overview/ answers the same figures.
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { computeOverview } from '../../src/db/queries/overview';
import { clearCentre, seedCentre } from '../../src/seed/centre';
import { buildTestApp, createUser, injectAs, type TestApp } from '../helpers/app';
import { recomputeOverview } from '../helpers/overview-recompute';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const exec = (text: string) => t.app.database.withRawClient((c) => c.exec(text));

/** The lists' unfiltered counts (migration 0008) kept and counted, as {table: [kept, counted]}. */
async function listCounts() {
  const [row] = await rows<Record<string, [number, number]>>(
    t.app.db,
    sql`SELECT ${sql.raw(
      LIST_COUNTERS.map(
        (table) => `json_build_array(coalesce((SELECT value FROM overview_counts
          WHERE name = '${table}'), 0), (SELECT count(*) FROM ${table})) AS ${table}`,
      ).join(', '),
    )}`,
  );
  return row!;
}
const LIST_COUNTERS = ['groups', 'calls', 'evaluations', 'attendance'];

async function expectCountersExact() {
  const kept = await computeOverview(t.app.db);
  expect(kept).toEqual(await recomputeOverview(t.app.db));
  for (const [kept, counted] of Object.values(await listCounts())) expect(kept).toBe(counted);
  return kept;
}

/** A small deterministic generator, so a failure names the step that broke the counters. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const SESSIONS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** One random write of the kinds the routes make, in SQL. */
function randomWrite(pick: (n: number) => number): string {
  const session = () => `session_${SESSIONS[pick(9)]}`;
  const every = () => 2 + pick(5);
  switch (pick(10)) {
    case 0:
      return `UPDATE evaluations SET oral = ${pick(51)}, written = ${pick(11)} WHERE student_id % ${every()} = 0`;
    case 1:
      return `UPDATE evaluations SET pass_fail = '${['pass', 'fail', 'pending'][pick(3)]}' WHERE student_id % ${every()} = 1`;
    case 2:
      return `UPDATE attendance SET ${session()} = NOT ${session()} WHERE student_id % ${every()} = 0`;
    case 3:
      return `UPDATE groups SET ${session()} = NOT ${session()}, current_level = ${1 + pick(14)} WHERE id % ${every()} = 0`;
    case 4:
      return `UPDATE student_profiles SET group_id = (SELECT id FROM groups ORDER BY id LIMIT 1 OFFSET ${pick(3)}) WHERE user_id % ${every()} = 0`;
    case 5:
      return `UPDATE student_profiles SET group_id = NULL WHERE user_id % ${every() + 3} = 1`;
    case 6:
      return `DELETE FROM users WHERE id IN (SELECT user_id FROM student_profiles ORDER BY user_id LIMIT ${1 + pick(5)} OFFSET ${pick(20)})`;
    case 7:
      return pick(2)
        ? `DELETE FROM calls WHERE id = (SELECT max(id) FROM calls)`
        : `DELETE FROM groups WHERE id = (SELECT id FROM groups ORDER BY id DESC LIMIT 1 OFFSET ${pick(4)})`;
    case 8:
      return `DELETE FROM evaluations WHERE student_id % ${every() + 5} = 2`;
    default:
      return `INSERT INTO evaluations (student_id, oral, tasks, pass_fail)
        SELECT user_id, ${pick(51)}, ${pick(11)}, 'pass' FROM student_profiles
        WHERE user_id % ${every()} = 0 ON CONFLICT (student_id) DO NOTHING`;
  }
}

describe('the Overview counters', () => {
  it('equal a count from scratch after a bulk load and 60 random writes', async () => {
    const empty = await expectCountersExact();
    expect(empty.total_students).toBe(0);
    await seedCentre(t.app.database, { students: 250, seed: 11 });
    const seeded = await expectCountersExact();
    expect(seeded.total_students).toBe(250);
    expect(seeded.active_groups).toBeGreaterThan(0);
    expect(
      seeded.pass_fail.pass + seeded.pass_fail.fail + seeded.pass_fail.pending,
    ).toBeGreaterThan(0);

    const pick = random(7);
    for (let step = 0; step < 60; step++) {
      const statement = randomWrite(pick);
      await exec(statement);
      const lists = await listCounts();
      const kept = [await computeOverview(t.app.db), lists];
      const counted = [
        await recomputeOverview(t.app.db),
        Object.fromEntries(Object.entries(lists).map(([table, [, n]]) => [table, [n, n]])),
      ];
      if (JSON.stringify(kept) !== JSON.stringify(counted)) {
        throw new Error(
          `step ${step}: ${statement}\nkept ${JSON.stringify(kept)}\ncounted ${JSON.stringify(counted)}`,
        );
      }
    }
  });

  it('equal a count from scratch after concurrent writers move students between groups', async () => {
    const statements = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? `UPDATE student_profiles SET group_id = (SELECT min(id) FROM groups) WHERE user_id % 6 = ${i % 6}`
        : `UPDATE student_profiles SET group_id = NULL WHERE user_id % 6 = ${(i + 1) % 6}`,
    );
    // Updates of overlapping rows, each its own transaction: on a server two of them can lock
    // the same rows in opposite orders, and PostgreSQL ends one; like the routes, each writes
    // through db.transaction, which runs the victim again.
    await Promise.all(
      statements.map((statement) => t.app.db.transaction((tx) => tx.execute(sql.raw(statement)))),
    );
    await expectCountersExact();
  });

  it('are what GET /api/overview/ answers', async () => {
    const inject = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
    const res = await inject({ method: 'GET', url: '/api/overview/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await recomputeOverview(t.app.db));
  });

  it('start over when the centre is emptied', async () => {
    await clearCentre(t.app.database);
    const cleared = await expectCountersExact();
    expect(cleared).toMatchObject({ total_students: 0, active_groups: 0, average_score: 0 });
    expect(cleared.groups_by_level).toEqual([]);
  });
});
