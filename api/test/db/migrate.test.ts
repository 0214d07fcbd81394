import { migrate, migrationFiles } from '../../src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.database.close();
  await t.dispose();
});

describe('migrations', () => {
  it('are numbered SQL files applied once each, in order', async () => {
    const files = migrationFiles();
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort());
    expect(files[0]!.version).toMatch(/^0001_/);
    const applied = await t.database.withRawClient((c) =>
      c.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'),
    );
    expect(applied.map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(await migrate(t.database)).toEqual([]);
  });

  it('create the whole data model with pg_trgm', async () => {
    const tables = await t.database.withRawClient((c) =>
      c.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      ),
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'student_profiles',
        'groups',
        'calls',
        'evaluations',
        'attendance',
        'level_history',
        'refresh_tokens',
        'email_tokens',
        'email_outbox',
        'rate_limit_counters',
        'app_settings',
      ]),
    );
    const [trgm] = await t.database.withRawClient((c) =>
      c.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'",
      ),
    );
    expect(trgm!.n).toBe(1);
  });

  it('keep money exact and compute totals in the database', async () => {
    const rows = await t.database.withRawClient(async (c) => {
      await c.query(
        "INSERT INTO users (id, email, username, password_hash, role) VALUES (900, 'm@x.test', 'm', 'x', 'student')",
      );
      await c.query(
        "INSERT INTO student_profiles (user_id, amount, outstanding_amount) VALUES (900, 1500.1, '0.2')",
      );
      await c.query(
        'INSERT INTO evaluations (student_id, oral, participation, written, listening, tasks) VALUES (900, 30, 20, 10, 5, 5)',
      );
      await c.query(
        'INSERT INTO attendance (student_id, session_one, session_nine) VALUES (900, true, true)',
      );
      return c.query<{
        amount: string;
        outstanding_amount: string;
        total_score: number;
        total_attendance: number;
      }>(
        'SELECT sp.amount, sp.outstanding_amount, e.total_score, a.total_attendance FROM student_profiles sp JOIN evaluations e ON e.student_id = sp.user_id JOIN attendance a ON a.student_id = sp.user_id',
      );
    });
    expect(rows).toEqual([
      { amount: '1500.10', outstanding_amount: '0.20', total_score: 70, total_attendance: 2 },
    ]);
  });

  it('carry every balance kept before the ledger over as an opening entry', async () => {
    const after = await t.database.withRawClient(async (c) => {
      // Triggers off: the profiles as the schema before the ledger held them, with no entries.
      await c.exec(`BEGIN; SET LOCAL session_replication_role = replica;
        INSERT INTO users (id, email, username, password_hash, role) VALUES
          (901, 'a@x.test', 'a', 'x', 'student'), (902, 'b@x.test', 'b', 'x', 'student'),
          (903, 'c@x.test', 'c', 'x', 'student');
        INSERT INTO student_profiles (user_id, amount, outstanding_amount, currency) VALUES
          (901, 1500.10, 200.25, 'EGP'), (902, 0, 0, 'USD'), (903, 80, 80, 'USD');
        COMMIT;`);
      await c.query('SELECT ledger_carry_over_balances()');
      return c.query<{
        user_id: number;
        amount: string;
        outstanding_amount: string;
        entries: unknown;
      }>(
        `SELECT sp.user_id, sp.amount, sp.outstanding_amount,
           (SELECT json_agg(json_build_object('kind', kind, 'charge', charge_minor,
              'paid', paid_minor, 'currency', currency)) FROM ledger_entries
            WHERE student_id = sp.user_id) AS entries
         FROM student_profiles sp WHERE sp.user_id > 900 ORDER BY sp.user_id`,
      );
    });
    expect(after).toEqual([
      {
        user_id: 901,
        amount: '1500.10',
        outstanding_amount: '200.25',
        entries: [{ kind: 'opening', charge: 150010, paid: 129985, currency: 'EGP' }],
      },
      { user_id: 902, amount: '0.00', outstanding_amount: '0.00', entries: null },
      {
        user_id: 903,
        amount: '80.00',
        outstanding_amount: '80.00',
        entries: [{ kind: 'opening', charge: 8000, paid: 0, currency: 'USD' }],
      },
    ]);
  });
});
