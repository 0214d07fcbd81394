// What every API test file relies on (helpers/database.ts): each database it gets is the freshly
// migrated schema, whatever an earlier file of the same jest worker did to the one before. Both
// drivers reuse a worker's databases and put them back (in-memory PGlite kept by
// test/environment.cjs, a PostgreSQL server's by server-databases.ts), so these tests dirty one
// as a test file can (rows, sequences, counters, DDL, a transaction left open) and take it again;
// two databases open at once are two databases.
import { migrationFiles } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const query = <T>(t: TestDatabase, text: string) =>
  t.database.withRawClient((c) => c.query<T>(text));
const exec = (t: TestDatabase, text: string) => t.database.withRawClient((c) => c.exec(text));

async function release(t: TestDatabase) {
  await t.database.close();
  await t.dispose();
}

async function expectFresh(t: TestDatabase) {
  for (const table of ['users', 'student_profiles', 'groups', 'app_settings', 'email_outbox']) {
    expect(await query(t, `SELECT * FROM ${table}`)).toEqual([]);
  }
  expect(await query(t, 'SELECT status, students FROM student_status_counts ORDER BY 1')).toEqual([
    { status: 'active', students: 0 },
    { status: 'inactive', students: 0 },
    { status: 'waiting', students: 0 },
  ]);
  expect(
    (await query<{ version: string }>(t, 'SELECT version FROM schema_migrations ORDER BY 1')).map(
      (r) => r.version,
    ),
  ).toEqual(migrationFiles().map((f) => f.version));
  // Identities start over.
  const [user] = await query<{ id: number }>(
    t,
    "INSERT INTO users (email, username, password_hash, role) VALUES ('fresh@x.test', 'fresh', 'x', 'student') RETURNING id",
  );
  expect(user!.id).toBe(1);
}

async function dirty(t: TestDatabase) {
  await exec(
    t,
    `INSERT INTO users (email, username, password_hash, role)
       SELECT 'u' || n || '@x.test', 'u' || n, 'x', 'student' FROM generate_series(1, 5) n;
     INSERT INTO student_profiles (user_id, status) SELECT id, 'active' FROM users;
     INSERT INTO groups (days, hours, start_hour, end_hour, instructor_id)
       VALUES ('sun/wed', '4 PM - 6 PM', 16, 18, 1);
     INSERT INTO app_settings (key, value) VALUES ('jwt_secret', 'kept');
     UPDATE student_status_counts SET students = 42 WHERE status = 'waiting';
     DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations);`,
  );
}

describe('the test databases', () => {
  it('are separate when a file has two open at once, and fresh after a file filled one and left it open in a transaction', async () => {
    const one = await createTestDatabase();
    const two = await createTestDatabase();
    let three: TestDatabase | undefined;
    try {
      await expectFresh(one);
      await dirty(one);
      await expectFresh(two);
      expect(await query(one, 'SELECT id FROM users')).toHaveLength(6);

      // Left in its pool holding a lock, as by a file whose afterAll failed: it must neither hold
      // the next file up nor reach its data.
      await exec(one, 'BEGIN; LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      await one.dispose();
      three = await createTestDatabase();
      await expectFresh(three);
      await exec(
        one,
        "INSERT INTO users (email, username, password_hash, role) VALUES ('late@x.test', 'late', 'x', 'student')",
      ).catch(() => undefined);
      expect(await query(three, "SELECT id FROM users WHERE email = 'late@x.test'")).toEqual([]);
    } finally {
      if (three) await release(three);
      await release(two);
      await one.database.close().catch(() => undefined);
    }
  });

  it('are fresh after a file changed the schema of the one before', async () => {
    const first = await createTestDatabase();
    try {
      await exec(
        first,
        `CREATE FUNCTION refuse_all() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'refused'; END; $$;
         CREATE TRIGGER refuse_all BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_all();
         CREATE TABLE left_behind (id int);`,
      );
    } finally {
      await release(first);
    }
    const second = await createTestDatabase();
    try {
      await expectFresh(second);
      expect(
        await query(second, "SELECT relname FROM pg_class WHERE relname = 'left_behind'"),
      ).toEqual([]);
    } finally {
      await release(second);
    }
  });
});
