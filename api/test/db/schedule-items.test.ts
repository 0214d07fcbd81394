// schedule_items and schedule_version (migration 0012): what the triggers keep is always the
// schedule computed from groups and users, whatever the statement (bulk, cascade, TRUNCATE); the
// version moves with every change to it and only then; and the reads are index scans in the
// answer's order, with no sort and no sequential scan.
import { sql, type SQL } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { scheduleQuery, scheduleVersion } from '../../src/db/queries/schedule';
import { buildTestApp, createUser, type TestApp } from '../helpers/app';
import { seedCentre } from '../helpers/centre';
import { createGroup } from '../helpers/groups';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The schedule from groups and users (what the route read before migration 0012). */
const fromSource = () =>
  rows(
    t.app.db,
    sql`SELECT g.id AS group_id,
        coalesce(nullif(i.full_name, ''), i.username) AS group_instructor_full_name,
        g.hours AS group_hours, g.days AS group_days, g.current_level::int AS group_current_level
      FROM groups g JOIN users i ON i.id = g.instructor_id
      ORDER BY array_position(ARRAY['sat/tue', 'sun/wed', 'mon/thu']::text[], g.days::text),
        g.start_hour, 2, g.id`,
  );
const kept = () => rows(t.app.db, scheduleQuery());
const version = async () => (await scheduleVersion(t.app.db)).version;

async function expectKept() {
  expect(await kept()).toEqual(await fromSource());
}

async function planOf(query: SQL): Promise<string> {
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return rows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
  });
  return plan.map((line) => line['QUERY PLAN']).join('\n');
}

describe('schedule_items', () => {
  it('follows bulk writes, cascades and TRUNCATE, and the version moves only with it', async () => {
    await seedCentre(t.app.database, { students: 300 });
    await expectKept();
    expect((await kept()).length).toBeGreaterThan(10);

    const changes: [string, SQL][] = [
      ['every level', sql`UPDATE groups SET current_level = current_level % 14 + 1`],
      [
        'hours of some',
        sql`UPDATE groups SET hours = '8 PM - 10 PM', start_hour = 20, end_hour = 22
            WHERE id % 3 = 0 AND start_hour <> 20`,
      ],
      [
        'days of some',
        sql`UPDATE groups SET days = 'mon/thu' WHERE id % 2 = 0 AND days <> 'mon/thu'`,
      ],
      [
        'instructors swapped',
        sql`UPDATE groups g SET instructor_id = o.instructor_id
            FROM groups o WHERE o.id = g.id + 1 AND g.id % 2 = 1
              AND o.instructor_id IS DISTINCT FROM g.instructor_id`,
      ],
      [
        'names of every instructor',
        sql`UPDATE users SET first_name = first_name || 'x'
            WHERE id IN (SELECT instructor_id FROM groups)`,
      ],
      [
        'a name emptied: the username shows',
        sql`UPDATE users SET first_name = '', middle_name = '', last_name = ''
            WHERE id = (SELECT min(instructor_id) FROM groups)`,
      ],
      [
        'the username of a user without a name',
        sql`UPDATE users SET username = 'renamed-instructor'
            WHERE id = (SELECT min(instructor_id) FROM groups)`,
      ],
      ['some groups deleted', sql`DELETE FROM groups WHERE id % 5 = 0`],
      [
        "an instructor's deletion (SET NULL)",
        sql`DELETE FROM users WHERE id = (SELECT max(instructor_id) FROM groups)`,
      ],
      [
        'groups inserted at once',
        sql`INSERT INTO groups (days, hours, start_hour, end_hour, instructor_id)
            SELECT 'sat/tue', '6 PM - 8 PM', 18, 20, id FROM users WHERE role = 'instructor'`,
      ],
    ];
    for (const [what, change] of changes) {
      const before = await version();
      await rows(t.app.db, change);
      expect({ what, moved: (await version()) > before }).toEqual({ what, moved: true });
      await expectKept();
    }
    expect(
      (await kept()).some(
        (item) =>
          (item as { group_instructor_full_name: string }).group_instructor_full_name ===
          'renamed-instructor',
      ),
    ).toBe(true);

    const unchanged: [string, SQL][] = [
      ['sessions', sql`UPDATE groups SET session_one = NOT session_one`],
      ['supervisors and capacity', sql`UPDATE groups SET max_capacity = 30, supervisor_id = NULL`],
      ['the same level again', sql`UPDATE groups SET current_level = current_level`],
      ['students', sql`UPDATE users SET first_name = 'Sam' WHERE role = 'student'`],
      ['phones of staff', sql`UPDATE users SET phone_number = NULL WHERE role <> 'student'`],
      [
        'a group without an instructor',
        sql`INSERT INTO groups (days, hours, start_hour, end_hour) VALUES ('sun/wed', '2 PM - 4 PM', 14, 16)`,
      ],
      ['no rows', sql`DELETE FROM groups WHERE id < 0`],
    ];
    for (const [what, change] of unchanged) {
      const before = await version();
      await rows(t.app.db, change);
      expect({ what, version: await version() }).toEqual({ what, version: before });
    }
    await expectKept();

    const before = await version();
    await rows(t.app.db, sql`TRUNCATE groups CASCADE`);
    expect(await kept()).toEqual([]);
    expect(await version()).toBeGreaterThan(before);
    await createGroup(t.app, {
      instructorId: (await createUser(t.app, { role: 'instructor', firstName: 'Nour' })).id,
    });
    await expectKept();
    expect(await kept()).toHaveLength(1);
  });

  it('is read in order through its indexes: no sort, no sequential scan', async () => {
    await rows(t.app.db, sql`ANALYZE schedule_items`);
    for (const filter of [{}, { days: 'sun/wed' as const }]) {
      const plan = await planOf(scheduleQuery(filter));
      expect(plan).toMatch(/Index (Only )?Scan using schedule_items_order_idx/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
    for (const filter of [{ instructor: 12 }, { instructor: 12, days: 'sat/tue' as const }]) {
      const plan = await planOf(scheduleQuery(filter));
      expect(plan).toMatch(/schedule_items_instructor_idx|schedule_items_order_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
