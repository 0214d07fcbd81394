// The database server ends the API's connections in the middle of write transactions (a terminated
// backend; a restart or failover does the same), with one API process and with two cluster
// workers. The process keeps running; a write whose connection was lost answers 503 with
// Retry-After, or is run again on another connection when it had not reached COMMIT; later
// requests succeed; and every acknowledged write is in the database.
import pg from 'pg';
import { BUSY_MESSAGE } from '../../src/plugins/load-shedding';
import { DEMO_LOGINS } from '../../src/seed/demo';
import {
  type Answer,
  type ApiProcess,
  freePort,
  request,
  startApiProcess,
  waitForLog,
} from '../helpers/api-process';
import { createEmptyServerDatabase } from '../helpers/server-databases';
import { terminateTransactionBackends } from '../../tools/terminate-backends';

const SERVER = process.env.TEST_DATABASE_URL!;
const manager = DEMO_LOGINS.accounts.find((a) => a.role === 'operations_manager')!.email;
/** Backends ended while inside a transaction, per case. */
const TERMINATIONS = 6;
const WRITERS = 8;

interface Outcome {
  answers: Answer[];
  failures: string[];
  terminated: number;
}

/** Writers post calls while the backends of the API's open transactions are terminated. */
async function writeWhileTerminating(api: ApiProcess, databaseUrl: string): Promise<Outcome> {
  const login = await request(api, 'POST', '/auth/login/', {
    body: { email: manager, password: DEMO_LOGINS.password },
  });
  expect(login.status).toBe(200);
  const auth = {
    headers: { Authorization: `Bearer ${(login.body as { access: string }).access}` },
  };
  const instructors = await request(api, 'GET', '/api/users/?role=instructor', auth);
  const instructor = (instructors.body as { results: { id: number }[] }).results[0]!.id;

  const answers: Answer[] = [];
  const failures: string[] = [];
  let stop = false;
  let n = 0;
  const writer = async () => {
    while (!stop) {
      n += 1;
      const body = {
        instructor,
        time: '10:00:00',
        months: 100 + n,
        supervisor: null,
        account_manager: null,
      };
      await request(api, 'POST', '/api/calls/', { body, ...auth }).then(
        (answer) => answers.push(answer),
        (error: Error) => failures.push(error.message),
      );
    }
  };

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  // Each call's insert waits a moment inside its transaction, so that the terminations below
  // find transactions under way.
  await admin.query(`
    CREATE FUNCTION slow_call_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(0.05); RETURN NEW; END $$;
    CREATE TRIGGER slow_call_insert BEFORE INSERT ON calls
      FOR EACH ROW EXECUTE FUNCTION slow_call_insert();`);
  let terminated = 0;
  const deadline = Date.now() + 7_000;
  const terminator = async () => {
    try {
      while (terminated < TERMINATIONS && Date.now() < deadline) {
        terminated += await terminateTransactionBackends(admin);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop = true;
      await admin.end();
    }
  };
  await Promise.all([terminator(), ...Array.from({ length: WRITERS }, writer)]);
  return { answers, failures, terminated };
}

async function storedCallIds(databaseUrl: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM calls');
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

async function expectSurvived(api: ApiProcess, databaseUrl: string, outcome: Outcome) {
  // Every request got an answer (no connection cut or refused by a dying process) ...
  expect(outcome.failures.slice(0, 5)).toEqual([]);
  expect(outcome.terminated).toBeGreaterThanOrEqual(TERMINATIONS);
  // ... and each one is a created call, or a 503 that says when to try again: never a 500.
  const statuses = new Set(outcome.answers.map((answer) => answer.status));
  expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
  for (const answer of outcome.answers.filter((a) => a.status === 503)) {
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.body).toEqual({ detail: BUSY_MESSAGE });
  }
  // The process still runs, and later requests succeed.
  expect(api.logs.filter((line) => /worker died|failed to start/.test(line.msg ?? ''))).toEqual([]);
  const login = await request(api, 'POST', '/auth/login/', {
    body: { email: manager, password: DEMO_LOGINS.password },
  });
  expect(login.status).toBe(200);
  // Every acknowledged write is stored.
  const stored = await storedCallIds(databaseUrl);
  const acknowledged = outcome.answers
    .filter((answer) => answer.status === 201)
    .map((answer) => (answer.body as { id: number }).id);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
}

it.each([
  { name: 'one API process', workers: '1' },
  { name: 'two API workers', workers: '2' },
])(
  '$name: backends terminated mid-transaction leave the API serving and lose no acknowledged write',
  async ({ workers }) => {
    const database = await createEmptyServerDatabase(SERVER, `lost${workers}`);
    const api = startApiProcess(
      { DATABASE_URL: database.url, SEED: 'demo', API_WORKERS: workers },
      await freePort(),
    );
    try {
      await waitForLog(api, 'LinguaDesk API ready');
      const outcome = await writeWhileTerminating(api, database.url);
      await expectSurvived(api, database.url, outcome);
      // With two workers, both served the writes.
      expect(new Set(outcome.answers.map((answer) => answer.servedBy())).size).toBe(
        Number(workers),
      );
    } finally {
      await api.stop();
      await database.drop();
    }
  },
);
