// Pages by number through the position counters (migration 0011): after a bulk load and every step
// of a random mix of writes (inserts, deletes cascaded from users, status changes, keys moved, rows
// spread over several fine and coarse buckets), the counters equal a count from scratch and a page
// asked for by its number alone answers exactly the rows, count and links OFFSET gives, for the
// five lists (and the students list filtered by status); concurrent writers keep the counters
// right; TRUNCATE starts them over.
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/client';
import { clearCentre } from '../../src/seed/centre';
import { buildTestApp, createUser, injectAs, type Inject, type TestApp } from '../helpers/app';

let t: TestApp;
let asManager: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
});
afterAll(() => t.close());

const exec = (text: string) => t.app.database.withRawClient((c) => c.exec(text));
const query = <T>(text: string) => t.app.database.withRawClient((c) => c.query<T>(text));

/** A small deterministic generator, so a failure names the step that broke. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const STATUSES = ['active', 'waiting', 'inactive'] as const;

/** Each list: its endpoint, its rows' table and key, and the filter (a status) it may carry. */
const LISTS = [
  { name: 'students', path: '/api/student-profiles/', table: 'student_profiles', key: 'user_id' },
  ...STATUSES.map((status) => ({
    name: `students:${status}`,
    path: `/api/student-profiles/?status=${status}&`,
    table: `(SELECT * FROM student_profiles WHERE status = '${status}')`,
    key: 'user_id',
  })),
  {
    name: 'evaluations',
    path: '/api/student-evaluations/',
    table: 'evaluations',
    key: 'student_id',
  },
  { name: 'attendance', path: '/api/student-attendance/', table: 'attendance', key: 'student_id' },
  { name: 'groups', path: '/api/groups/', table: 'groups', key: 'id' },
  { name: 'calls', path: '/api/calls/', table: 'calls', key: 'id' },
];

/** The counters kept and the same counted from the rows, each as sorted "list level bucket rows". */
async function countersKeptAndCounted(): Promise<[string[], string[]]> {
  const kept = await query<{ line: string }>(
    `SELECT list || ' ' || level || ' ' || bucket || ' ' || rows AS line FROM page_positions
     WHERE rows > 0 ORDER BY list, level, bucket`,
  );
  const counted = await query<{ line: string }>(
    `SELECT list || ' ' || level || ' ' || bucket || ' ' || count(*) AS line FROM (
       SELECT e.list, l.level, e.k >> CASE l.level WHEN 1 THEN 10 ELSE 16 END AS bucket FROM (
         SELECT 'students' AS list, user_id AS k FROM student_profiles
         UNION ALL SELECT 'students:' || status, user_id FROM student_profiles
         UNION ALL SELECT 'evaluations', student_id FROM evaluations
         UNION ALL SELECT 'attendance', student_id FROM attendance
         UNION ALL SELECT 'groups', id FROM groups
         UNION ALL SELECT 'calls', id FROM calls) e,
       (VALUES (1), (2)) AS l (level)) d
     GROUP BY list, level, bucket ORDER BY list, level, bucket`,
  );
  return [kept.map((r) => r.line), counted.map((r) => r.line)];
}

async function expectCountersExact(step: string) {
  const [kept, counted] = await countersKeptAndCounted();
  if (JSON.stringify(kept) !== JSON.stringify(counted))
    throw new Error(`${step}\nkept    ${kept.join(', ')}\ncounted ${counted.join(', ')}`);
}

/** Students (with their profile) at the ids given, each with a status picked by `pick`. */
function insertStudents(ids: number[], pick: (n: number) => number): string {
  if (!ids.length) return 'SELECT 1';
  const values = [...new Set(ids)].map((id) => `(${id}, '${STATUSES[pick(3)]}')`).join(', ');
  return `WITH v (id, status) AS (VALUES ${values}),
    u AS (INSERT INTO users (id, email, username, password_hash, first_name, last_name, role)
      SELECT id, 'p' || id || '@example.test', 'p' || id, 'x', 'Page', 'Student' || id, 'student'
      FROM v ON CONFLICT DO NOTHING RETURNING id)
    INSERT INTO student_profiles (user_id, status) SELECT u.id, v.status FROM u JOIN v USING (id)`;
}

/** Ids spread over several coarse buckets (65,536 keys) and many fine ones (1,024). */
const spreadIds = (pick: (n: number) => number, n: number) =>
  Array.from({ length: n }, () => 1000 + pick(140_000));

/** One random write of the kinds the routes and the seed make, in SQL. */
function randomWrite(pick: (n: number) => number): string {
  const every = () => 2 + pick(9);
  switch (pick(11)) {
    case 0:
      return insertStudents(spreadIds(pick, 1 + pick(40)), pick);
    case 1:
      return `DELETE FROM users WHERE id IN (SELECT user_id FROM student_profiles
        WHERE user_id % ${every() + 10} = ${pick(5)})`;
    case 2:
      return `UPDATE student_profiles SET status = '${STATUSES[pick(3)]}'
        WHERE user_id % ${every()} = ${pick(2)}`;
    case 3:
      return `INSERT INTO evaluations (student_id, oral) SELECT user_id, ${pick(51)}
        FROM student_profiles WHERE user_id % ${every()} = 0 ON CONFLICT (student_id) DO NOTHING`;
    case 4:
      return `DELETE FROM evaluations WHERE student_id % ${every()} = 1`;
    case 5:
      return `INSERT INTO attendance (student_id, session_one) SELECT user_id, true
        FROM student_profiles WHERE user_id % ${every()} = 1 ON CONFLICT (student_id) DO NOTHING`;
    case 6:
      return `DELETE FROM attendance WHERE student_id % ${every()} = 0`;
    case 7:
      return `INSERT INTO groups (id, days, hours, start_hour, end_hour)
        SELECT DISTINCT id, 'sat/tue', '10:00 AM - 11:00 AM', 10, 11
        FROM unnest(ARRAY[${spreadIds(pick, 1 + pick(20)).join(', ')}]) AS id
        ON CONFLICT DO NOTHING`;
    case 8:
      return `INSERT INTO calls (id, "time", months)
        SELECT DISTINCT id, time '10:00', 1 FROM unnest(ARRAY[${spreadIds(pick, 1 + pick(20)).join(', ')}]) AS id
        ON CONFLICT DO NOTHING`;
    case 9:
      return pick(2)
        ? `DELETE FROM groups WHERE id % ${every()} = 0`
        : `DELETE FROM calls WHERE id % ${every()} = 1`;
    default:
      // A key moved (no route does it; the counters follow all the same): calls no student holds.
      return `UPDATE calls c SET id = c.id + ${70_000 + pick(1000)} WHERE c.id % ${every()} = 0
        AND c.id < 70000 AND NOT EXISTS (SELECT 1 FROM student_profiles sp WHERE sp.call_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM calls o WHERE o.id = c.id + ${70_000 + pick(1000)})`;
  }
}

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number }[];
}

const PAGE_SIZES = [1, 3, 10, 25, 100, 1000];

/**
 * Page `page` of `list` by number alone answers what OFFSET reads: the rows, the true count, a
 * next link with the last id (when rows follow) and a previous link with the first (after page 1);
 * a page past the end is empty, its previous link the last page by number.
 */
async function expectPageAsOffset(list: (typeof LISTS)[number], page: number, size: number) {
  const all = await query<{ id: number }>(
    `SELECT ${list.key} AS id FROM ${list.table} r ORDER BY ${list.key}`,
  );
  const ids = all.map((r) => r.id);
  const url = `${list.path}${list.path.endsWith('&') ? '' : '?'}page_size=${size}&page=${page}`;
  const res = await asManager({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const body: Page = res.json();
  const expected = ids.slice((page - 1) * size, page * size);
  const base = `http://localhost:8000${url}`.replace(/&page=\d+$/, '');
  const lastPage = Math.max(1, Math.ceil(ids.length / size));
  const got = {
    count: body.count,
    ids: body.results.map((r) => r.id),
    next: body.next,
    previous: body.previous,
  };
  const want = {
    count: ids.length,
    ids: expected,
    next:
      expected.length && page * size < ids.length
        ? `${base}&page=${page + 1}&after=${expected[expected.length - 1]}`
        : null,
    previous:
      page === 1
        ? null
        : expected.length
          ? `${base}${page - 1 > 1 ? `&page=${page - 1}` : ''}&before=${expected[0]}`
          : `${base}${Math.min(page - 1, lastPage) > 1 ? `&page=${Math.min(page - 1, lastPage)}` : ''}`,
  };
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`${url}\ngot  ${JSON.stringify(got)}\nwant ${JSON.stringify(want)}`);
}

async function expectRandomPagesAsOffset(pick: (n: number) => number, lists = LISTS) {
  for (const list of lists) {
    const [{ n }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${list.table} r`,
    )) as [{ n: number }];
    const size = PAGE_SIZES[pick(PAGE_SIZES.length)]!;
    const pages = Math.max(1, Math.ceil(n / size));
    for (const page of new Set([2, pages, 1 + pick(pages), 1 + pick(pages + 2)]))
      await expectPageAsOffset(list, page, size);
  }
}

describe('page positions', () => {
  it('equal a count from scratch, and pages by number equal OFFSET, through random writes', async () => {
    await expectCountersExact('empty');
    const pick = random(17);
    await exec(insertStudents(spreadIds(pick, 400), pick));
    for (let i = 0; i < 6; i++) await exec(randomWrite(pick));
    await expectCountersExact('loaded');
    const [{ lists, coarse }] = (await query<{ lists: number; coarse: number }>(
      `SELECT count(DISTINCT list)::int AS lists, count(*) FILTER (WHERE level = 2)::int AS coarse
       FROM page_positions WHERE rows > 0`,
    )) as [{ lists: number; coarse: number }];
    expect(lists).toBeGreaterThanOrEqual(6);
    expect(coarse).toBeGreaterThan(lists);
    await expectRandomPagesAsOffset(pick);

    for (let step = 0; step < 40; step++) {
      const statement = randomWrite(pick);
      await exec(statement);
      await expectCountersExact(`step ${step}: ${statement}`);
      if (step % 4 === 3) await expectRandomPagesAsOffset(pick);
    }
  });

  it('read every page of a list, in order, exactly as OFFSET does', async () => {
    const pick = random(29);
    await exec(insertStudents(spreadIds(pick, 120), () => 1));
    await exec(`INSERT INTO groups (id, days, hours, start_hour, end_hour)
      SELECT DISTINCT id, 'sun/wed', '10:00 AM - 11:00 AM', 10, 11
      FROM unnest(ARRAY[${spreadIds(pick, 60).join(', ')}]) AS id ON CONFLICT DO NOTHING`);
    for (const list of LISTS.filter((l) => ['students:waiting', 'groups'].includes(l.name))) {
      const [{ n }] = (await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${list.table} r`,
      )) as [{ n: number }];
      expect(n).toBeGreaterThan(20);
      for (let page = 1; page <= Math.ceil(n / 7) + 1; page++)
        await expectPageAsOffset(list, page, 7);
    }
  });

  it('stay exact with concurrent writers adding and removing rows in the same buckets', async () => {
    // Each writer its own students (even or odd ids), interleaved in the same buckets, one
    // statement a transaction as the routes write: students added, given an evaluation, moved
    // between statuses, deleted (their records with them). An insert of users and profiles takes
    // the counters' rows in the opposite table order to a delete cascaded from users, so on a
    // server the two can deadlock: like the routes, each writes through db.transaction, which
    // runs the victim again.
    const exec = (text: string) => t.app.db.transaction((tx) => tx.execute(sql.raw(text)));
    const writer = async (parity: number) => {
      const pick = random(3 + parity);
      const own = `user_id >= 200000 AND user_id % 2 = ${parity}`;
      for (let i = 0; i < 15; i++) {
        const ids = Array.from({ length: 5 }, () => 200_000 + 2 * pick(1500) + parity);
        await exec(insertStudents(ids, pick));
        await exec(`INSERT INTO evaluations (student_id) SELECT user_id FROM student_profiles
          WHERE ${own} AND user_id % 3 = ${pick(3)} ON CONFLICT DO NOTHING`);
        await exec(`UPDATE student_profiles SET status = '${STATUSES[pick(3)]}'
          WHERE ${own} AND user_id % 5 = ${pick(5)}`);
        await exec(`DELETE FROM users WHERE id IN (SELECT user_id FROM student_profiles
          WHERE ${own} AND user_id % 8 = ${pick(8)})`);
      }
    };
    await Promise.all([writer(0), writer(1)]);
    await expectCountersExact('concurrent writers');
    await expectRandomPagesAsOffset(random(9));
  });

  it('start over when the centre is emptied', async () => {
    await clearCentre(t.app.database);
    await expectCountersExact('emptied');
    const [{ n }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM page_positions WHERE rows > 0`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    // The manager went with the centre: a new one reads the empty list.
    asManager = await injectAs(t.app, await createUser(t.app, { role: 'operations_manager' }));
    await expectPageAsOffset(LISTS[0]!, 2, 10);
  });

  it('are read by a page of a million rows as by one of a thousand: a bounded seek', async () => {
    // page_position says where the row at a position lies: the first key of its fine bucket and
    // fewer than 1,024 rows to skip from there.
    const pick = random(23);
    await exec(insertStudents(spreadIds(pick, 500), pick));
    const students = await query<{ id: number }>(
      'SELECT user_id AS id FROM student_profiles ORDER BY user_id',
    );
    for (const position of [0, 1, 137, 250, 420, students.length - 1]) {
      const [at] = await rows<{ first_key: number; skip: number }>(
        t.app.db,
        sql`SELECT first_key, skip FROM page_position('students', ${position})`,
      );
      expect(at!.skip).toBeLessThan(1024);
      const [row] = await query<{ id: number }>(
        `SELECT user_id AS id FROM student_profiles WHERE user_id >= ${at!.first_key}
         ORDER BY user_id OFFSET ${at!.skip} LIMIT 1`,
      );
      expect(row!.id).toBe(students[position]!.id);
    }
    const past = await rows(
      t.app.db,
      sql`SELECT * FROM page_position('students', ${students.length})`,
    );
    expect(past).toEqual([]);
  });
});
