// The per-status student counters of migration 0003 stay equal to a real count through bulk loads,
// updates that do or do not touch the status, deletes cascaded from users, and truncation.
import { clearCentre, seedCentre } from '../../src/seed/centre';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const exec = (text: string) => t.app.database.withRawClient((c) => c.exec(text));

async function counters() {
  return t.app.database.withRawClient(async (c) => ({
    kept: await c.query<{ status: string; students: number }>(
      'SELECT status, students FROM student_status_counts ORDER BY status',
    ),
    counted: await c.query<{ status: string; students: number }>(
      `SELECT s.status, (SELECT count(*)::int FROM student_profiles sp WHERE sp.status = s.status)
         AS students
       FROM (VALUES ('active'), ('inactive'), ('waiting')) AS s (status) ORDER BY s.status`,
    ),
  }));
}

async function expectExact() {
  const { kept, counted } = await counters();
  expect(kept).toEqual(counted);
  return kept;
}

describe('student_status_counts', () => {
  it('follows every kind of change to student_profiles', async () => {
    expect((await expectExact()).every((row) => row.students === 0)).toBe(true);
    await seedCentre(t.app.database, { students: 300, seed: 5 });
    const seeded = await expectExact();
    expect(seeded.reduce((sum, row) => sum + row.students, 0)).toBe(300);

    await exec("UPDATE student_profiles SET status = 'inactive' WHERE user_id % 3 = 0");
    await expectExact();
    await exec("UPDATE student_profiles SET offer = 'Spring offer' WHERE status = 'active'");
    await expectExact();
    await exec(
      "DELETE FROM users WHERE id IN (SELECT user_id FROM student_profiles WHERE status = 'waiting' LIMIT 20)",
    );
    await expectExact();
    await clearCentre(t.app.database);
    expect((await expectExact()).every((row) => row.students === 0)).toBe(true);
  });
});
