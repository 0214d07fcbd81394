// The test databases on a PostgreSQL server (TEST_DATABASE_URL): one migrated template per run,
// cloned once per jest worker and put back into the template's state before each later use, so
// every file starts on a fresh database without a CREATE and DROP per file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type RawClient } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/** Every database the suite creates is named so, and nothing else of the server is. */
const PREFIX = 'linguadesk_test_';
/** Where globalSetup leaves the run's template for the workers (they inherit the environment). */
const RUN_ENV = 'LINGUADESK_TEST_PG_RUN';

/** What the workers need to know of the run: the template and how to get back to its state. */
interface RunTemplate {
  run: string;
  template: string;
  /** Empties every table, writes back the rows the migrations wrote and restarts the sequences. */
  resetSql: string;
  /** Of the template's schema (see SCHEMA_FINGERPRINT). */
  fingerprint: string;
}

/** The run as globalSetup holds it: the template, and the connection that marks the run alive. */
export interface ServerRun {
  template: RunTemplate;
  end(): Promise<void>;
}

const ident = pg.escapeIdentifier;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The run a database belongs to: linguadesk_test_<run>_... */
const runOf = (name: string) => name.slice(PREFIX.length).split('_')[0]!;

/**
 * Drops the databases of runs that are over: a run holds a connection named after it until it
 * ends, however it ends. A database someone is still connected to is never dropped.
 */
async function dropStaleDatabases(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database
     WHERE starts_with(datname, $1)
       AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)`,
    [PREFIX],
  );
  const { rows: alive } = await client.query<{ name: string }>(
    'SELECT DISTINCT application_name AS name FROM pg_stat_activity WHERE starts_with(application_name, $1)',
    [PREFIX],
  );
  const aliveRuns = new Set(alive.map((r) => runOf(r.name)));
  const dropped: string[] = [];
  for (const { datname } of rows) {
    if (aliveRuns.has(runOf(datname))) continue;
    try {
      await client.query(`DROP DATABASE IF EXISTS ${ident(datname)}`);
      dropped.push(datname);
    } catch {
      // Someone connected in the meantime: not stale after all.
    }
  }
  return dropped;
}

/**
 * One line per object of the schema, hashed: relations, columns and defaults, constraints,
 * indexes, triggers, functions, types, extensions, database settings. Equal for a database and
 * its template until DDL changes one of them.
 */
const SCHEMA_FINGERPRINT = `
WITH ns AS (
  SELECT oid, nspname FROM pg_namespace
  WHERE nspname NOT IN ('information_schema', 'pg_catalog', 'pg_toast')
    AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'
)
SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS fingerprint FROM (
  SELECT format('schema %s', nspname) FROM ns
  UNION ALL
  SELECT format('relation %s.%s %s', ns.nspname, c.relname, c.relkind)
  FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
  UNION ALL
  SELECT format('column %s.%s %s %s %s %s %s', ns.nspname, c.relname, a.attname,
    format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
  FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN ns ON ns.oid = c.relnamespace
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT format('constraint %s.%s %s', ns.nspname, co.conname, pg_get_constraintdef(co.oid))
  FROM pg_constraint co JOIN ns ON ns.oid = co.connamespace
  UNION ALL
  SELECT format('index %s', pg_get_indexdef(i.indexrelid))
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN ns ON ns.oid = c.relnamespace
  UNION ALL
  SELECT format('trigger %s %s', pg_get_triggerdef(t.oid), t.tgenabled)
  FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL
  SELECT format('function %s.%s(%s) %s %s', ns.nspname, p.proname,
    pg_get_function_identity_arguments(p.oid), p.prokind, md5(coalesce(p.prosrc, '')))
  FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace
  UNION ALL
  SELECT format('type %s.%s %s', ns.nspname, t.typname, t.typtype)
  FROM pg_type t JOIN ns ON ns.oid = t.typnamespace
  UNION ALL
  SELECT format('enum %s %s %s', e.enumtypid::regtype, e.enumsortorder, e.enumlabel) FROM pg_enum e
  UNION ALL
  SELECT format('extension %s %s', extname, extversion) FROM pg_extension
  UNION ALL
  SELECT format('setting %s', array_to_string(s.setconfig, ','))
  FROM pg_db_role_setting s JOIN pg_database db ON db.oid = s.setdatabase
  WHERE db.datname = current_database()
) items (item)`;

async function fingerprint(client: RawClient): Promise<string> {
  const [row] = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return row!.fingerprint;
}

/**
 * The SQL that brings a clone back to the template's state, triggers off (the test user is a
 * superuser). DELETE, not TRUNCATE: on a test's few rows it is far quicker than replacing every
 * table's files. Referencing tables go first; a cycle of foreign keys takes TRUNCATE ... CASCADE.
 */
async function resetSqlOf(client: RawClient): Promise<string> {
  const tables = await client.query<{ oid: number; name: string }>(
    `SELECT c.oid::int AS oid, format('%I.%I', n.nspname, c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('information_schema', 'pg_catalog') AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY 2`,
  );
  const references = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
     WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  // Referencing tables first: a table goes once no table left to empty references it.
  const order: typeof tables = [];
  let left = tables;
  while (left.length) {
    const referenced = new Set(
      references.filter((r) => left.some((t) => t.oid === r.child)).map((r) => r.parent),
    );
    const next = left.filter((t) => !referenced.has(t.oid));
    if (!next.length) break;
    order.push(...next);
    left = left.filter((t) => referenced.has(t.oid));
  }
  const statements =
    left.length > 0
      ? [`TRUNCATE ${tables.map((t) => t.name).join(', ')} CASCADE;`]
      : order.map((t) => `DELETE FROM ${t.name};`);

  // The rows the migrations wrote (schema_migrations, student_status_counts), parents first.
  for (const table of [...order, ...left].reverse()) {
    const [kept] = await client.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${table.name} t`,
    );
    if (!kept?.rows) continue;
    const [insertable] = await client.query<{ columns: string }>(
      `SELECT string_agg(format('%I', attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
       WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
      [table.oid],
    );
    const columns = insertable!.columns;
    statements.push(
      `INSERT INTO ${table.name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} ` +
        `FROM json_populate_recordset(NULL::${table.name}, ${pg.escapeLiteral(kept.rows)});`,
    );
  }

  const sequences = await client.query<{ name: string; start: string; last: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, start_value::text AS start,
       last_value::text AS last
     FROM pg_sequences WHERE schemaname NOT IN ('information_schema', 'pg_catalog')`,
  );
  for (const s of sequences) {
    const [value, called] = s.last === null ? [s.start, false] : [s.last, true];
    statements.push(`SELECT setval(${pg.escapeLiteral(s.name)}, ${value}, ${called});`);
  }
  // Triggers off while the rows go and the template's come back: the counters the triggers keep
  // (student_status_counts, overview_counts, group_students) are put back as the template has
  // them, not counted down by the deletes. SET LOCAL ends with the transaction.
  return ['BEGIN;', 'SET LOCAL session_replication_role = replica;', ...statements, 'COMMIT;'].join(
    '\n',
  );
}

/** The SQL that brings a database back to its present state, and its schema's fingerprint. */
export async function describeTemplate(
  client: RawClient,
): Promise<{ resetSql: string; fingerprint: string }> {
  return { resetSql: await resetSqlOf(client), fingerprint: await fingerprint(client) };
}

/**
 * Puts a database made from the template back into the template's state; false, changing
 * nothing, when DDL changed its schema.
 */
export async function resetToTemplate(
  client: RawClient,
  template: { resetSql: string; fingerprint: string },
): Promise<boolean> {
  if ((await fingerprint(client)) !== template.fingerprint) return false;
  await client.exec(template.resetSql);
  return true;
}

/**
 * globalSetup: marks the run alive, drops what dead runs left, and migrates the run's template.
 * The workers, started afterwards, find the template in their environment.
 */
export async function startServerRun(serverUrl: string): Promise<ServerRun> {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const alive = new pg.Client({ connectionString: serverUrl, application_name: `${PREFIX}${run}` });
  // The run must not crash on its own marker connection if the server goes away.
  alive.on('error', () => undefined);
  await alive.connect();
  const end = async () => {
    // FORCE: a worker that did not close its app must not keep the run's databases alive.
    const { rows } = await alive.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${PREFIX}${run}_`],
    );
    for (const { datname } of rows)
      await alive.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
    await alive.end();
  };
  try {
    const stale = await dropStaleDatabases(alive);
    if (stale.length)
      console.log(`Dropped test databases of runs that are over: ${stale.join(', ')}`);
    const template = `${PREFIX}${run}_template`;
    await alive.query(`CREATE DATABASE ${ident(template)}`);
    // Migrated through the app's own runner, as every database of the suite used to be.
    const database = await openDatabase({ driver: 'pg', url: databaseUrl(serverUrl, template) });
    try {
      await migrate(database);
      const description = await database.withRawClient(describeTemplate);
      const runTemplate: RunTemplate = { run, template, ...description };
      process.env[RUN_ENV] = JSON.stringify(runTemplate);
      return { template: runTemplate, end };
    } finally {
      // CREATE DATABASE ... TEMPLATE needs the template without connections.
      await database.close();
    }
  } catch (error) {
    await end();
    throw error;
  }
}

function currentRun(): RunTemplate {
  const value = process.env[RUN_ENV];
  if (!value) {
    throw new Error(
      `${RUN_ENV} is not set: the API tests on TEST_DATABASE_URL need the globalSetup of api/jest.config.cjs`,
    );
  }
  return JSON.parse(value) as RunTemplate;
}

/**
 * A new empty database of this run on the server (no migrations: what an API process finds on its
 * first start), dropped with the run's others at the end (or by `drop`).
 */
export async function createEmptyServerDatabase(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${PREFIX}${currentRun().run}_${label}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE ${ident(name)}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withClient(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * This worker's database for the `slot`-th app a file has open, in the template's state. A new
 * name each time, so an app an earlier file left open finds no database when it reconnects.
 */
export async function openWorkerDatabase(serverUrl: string, slot: number): Promise<Database> {
  const run = currentRun();
  const base = `${PREFIX}${run.run}_w${process.env.JEST_WORKER_ID ?? '1'}_${slot}_`;
  const name = `${base}${randomBytes(3).toString('hex')}`;
  const open = () => openDatabase({ driver: 'pg', url: databaseUrl(serverUrl, name), poolSize: 4 });
  const clone = (admin: pg.Client) =>
    admin.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(run.template)}`);

  const reused = await withClient(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [base],
    );
    const earlier = rows[0]?.datname;
    if (!earlier) {
      await clone(admin);
      return false;
    }
    for (let attempt = 1; ; attempt++) {
      await admin.query(
        `SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [earlier],
      );
      try {
        await admin.query(`ALTER DATABASE ${ident(earlier)} RENAME TO ${ident(name)}`);
        return true;
      } catch (error) {
        // 55006: a leftover pool reconnected in between; cut it off again.
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      }
    }
  });
  if (!reused) return open();

  const database = await open();
  let reset: boolean;
  try {
    reset = await database.withRawClient((client) => resetToTemplate(client, run));
  } catch (error) {
    await database.close();
    throw error;
  }
  if (reset) return database;
  // Changed by DDL: a new clone instead.
  await database.close();
  await withClient(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE ${ident(name)} WITH (FORCE)`);
    await clone(admin);
  });
  return open();
}
