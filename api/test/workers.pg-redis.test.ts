// Two API workers on one port (API_WORKERS=2, Node's cluster), sharing one PostgreSQL database and
// one Redis, as a centre that outgrows one process runs it. Every request goes on a connection of
// its own, which the cluster's primary hands to the workers in turn; the request log says which
// worker (pid) served it, so each check below shows the two workers at work, not one.
import pg from 'pg';
import { DEMO_LOGINS } from '../src/seed/demo';
import {
  type Answer,
  type ApiProcess,
  freePort,
  request,
  startApiProcess,
  waitForLog,
} from './helpers/api-process';
import { connectTestRedis, deleteKeysUnder, testRedisUrl, uniqueKeyPrefix } from './helpers/redis';
import { createEmptyServerDatabase } from './helpers/server-databases';
import { eventually } from './helpers/wait';

const SERVER = process.env.TEST_DATABASE_URL!;
const PASSWORD = DEMO_LOGINS.password;
const email = (role: string) => DEMO_LOGINS.accounts.find((a) => a.role === role)!.email;
const GRACE_SECONDS = 2;
/** The workers' SIGNED_IN_CACHE: how late a change made on one holds on the other. */
const SIGNED_IN_CACHE_MS = 1000;
const KEY_PREFIX = uniqueKeyPrefix(__filename);

let api: ApiProcess;
let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await createEmptyServerDatabase(SERVER, 'workers');
  api = startApiProcess(
    {
      DATABASE_URL: database.url,
      SEED: 'demo',
      API_WORKERS: '2',
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: KEY_PREFIX,
      REFRESH_REUSE_GRACE: `${GRACE_SECONDS}s`,
      SIGNED_IN_CACHE: `${SIGNED_IN_CACHE_MS}ms`,
    },
    await freePort(),
  );
  await waitForLog(api, 'LinguaDesk API ready');
});

afterAll(async () => {
  await api?.stop();
  await database?.drop();
  const redis = await connectTestRedis();
  await deleteKeysUnder(redis, KEY_PREFIX);
  redis.disconnect();
});

/** The pids that served `answers`, each found in the request log. */
function workersOf(answers: Answer[]): Set<number> {
  return new Set(
    answers.map((answer) => {
      const pid = answer.servedBy();
      if (pid === undefined) throw new Error('a request is missing from the log');
      return pid;
    }),
  );
}

const refreshCookie = (answer: Answer) =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith('refresh_token='))
    ?.split(';')[0];

async function logIn(role: string) {
  const answer = await request(api, 'POST', '/auth/login/', {
    body: { email: email(role), password: PASSWORD },
  });
  expect(answer.status).toBe(200);
  return { access: (answer.body as { access: string }).access, cookie: refreshCookie(answer)! };
}

const bearer = (access: string) => ({ headers: { Authorization: `Bearer ${access}` } });

/**
 * Sends `send` until both workers have answered `status` (each on its own connection, so the
 * two take turns), failing if that takes longer than the signed-in cache's bound allows.
 */
async function refusedWithinBound(send: () => Promise<Answer>, status: number): Promise<Answer[]> {
  const refusals: Answer[] = [];
  await eventually(
    `both workers to answer ${status}`,
    async () => {
      const answer = await send();
      if (answer.status === status) refusals.push(answer);
      else expect(answer.status).toBe(200);
      return workersOf(refusals).size === 2;
    },
    SIGNED_IN_CACHE_MS + 5_000,
  );
  return refusals;
}

it('starts two workers besides the primary and says so once they listen', async () => {
  const ready = api.logs.find((line) => line.msg?.startsWith('LinguaDesk API ready'))!;
  expect(ready.msg).toBe(
    `LinguaDesk API ready on port ${api.port} with 2 workers (PostgreSQL server); docs at /docs`,
  );
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => request(api, 'GET', '/readyz')),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  const workers = workersOf(answers);
  expect(workers.size).toBe(2);
  expect(workers.has(ready.pid)).toBe(false);
});

it('counts failed log-ins of both workers against one limit', async () => {
  const failures: Answer[] = [];
  for (let i = 0; i < 5; i++) {
    failures.push(
      await request(api, 'POST', '/auth/login/', {
        body: { email: email('instructor'), password: 'Wrong-password-1' },
      }),
    );
  }
  expect(failures.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  expect(workersOf(failures).size).toBe(2);

  // The sixth, even with the right password, is refused by whichever worker gets it.
  const sixth = await request(api, 'POST', '/auth/login/', {
    body: { email: email('instructor'), password: PASSWORD },
  });
  expect(sixth.status).toBe(429);
});

it('answers a refresh token replayed on the other worker within the grace period, and revokes the session after it', async () => {
  const session = await logIn('student');
  const rotated = await request(api, 'POST', '/auth/refresh/', {
    headers: { Cookie: session.cookie },
  });
  expect(rotated.status).toBe(200);
  const successor = refreshCookie(rotated)!;

  const replayed = await request(api, 'POST', '/auth/refresh/', {
    headers: { Cookie: session.cookie },
  });
  expect(workersOf([rotated, replayed]).size).toBe(2);
  expect(replayed.status).toBe(200);
  expect(refreshCookie(replayed)).toBe(successor);

  // Past the grace period the same replay is reuse: the whole session goes, on both workers.
  await eventually(
    'the replay to be refused as reuse once the grace period is over',
    async () =>
      (await request(api, 'POST', '/auth/refresh/', { headers: { Cookie: session.cookie } }))
        .status === 401,
    GRACE_SECONDS * 1000 + 5_000,
  );
  const successorRefresh = await request(api, 'POST', '/auth/refresh/', {
    headers: { Cookie: successor },
  });
  expect(successorRefresh.status).toBe(401);
  // The session's access token: at once on the worker that saw the reuse, on the other within the
  // signed-in cache's bound (api/README.md, "Signed-in cache").
  await refusedWithinBound(() => request(api, 'GET', '/api/me/', bearer(session.access)), 401);
});

it("refuses a deactivated user on both workers, the other one within the signed-in cache's bound", async () => {
  const supervisor = await logIn('supervisor');
  const manager = await logIn('operations_manager');
  const me = await request(api, 'GET', '/api/me/', bearer(supervisor.access));
  expect(me.status).toBe(200);
  const id = (me.body as { id: number }).id;

  const deactivated = await request(api, 'PATCH', `/api/users/${id}/`, {
    body: { is_active: false },
    ...bearer(manager.access),
  });
  expect(deactivated.status).toBe(200);
  const refusals = await refusedWithinBound(
    () => request(api, 'GET', '/api/me/', bearer(supervisor.access)),
    403,
  );
  // The worker that made the change refused at once; the other one too, within the bound.
  expect(workersOf([deactivated, ...refusals]).size).toBe(2);
});

it('keeps every acknowledged write of a mixed load over both workers, once', async () => {
  const manager = await logIn('operations_manager');
  const instructors = await request(
    api,
    'GET',
    '/api/users/?role=instructor',
    bearer(manager.access),
  );
  const instructor = (instructors.body as { results: { id: number }[] }).results[0]!.id;

  const writes = Array.from({ length: 30 }, (_, i) =>
    request(api, 'POST', '/api/calls/', {
      body: {
        instructor,
        time: '10:00:00',
        months: 100 + i,
        supervisor: null,
        account_manager: null,
      },
      ...bearer(manager.access),
    }),
  );
  const reads = Array.from({ length: 30 }, () =>
    request(api, 'GET', '/api/calls/?page=1', bearer(manager.access)),
  );
  const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);

  // A burst past a worker's MAX_CONCURRENT_REQUESTS is shed with a 503 (nothing done, try
  // again); every other answer is a success.
  const ok = (answer: Answer, status: number) => answer.status === status || answer.status === 503;
  expect(read.filter((answer) => !ok(answer, 200)).map((answer) => answer.body)).toEqual([]);
  expect(written.filter((answer) => !ok(answer, 201)).map((answer) => answer.body)).toEqual([]);
  const acknowledged = written.filter((answer) => answer.status === 201);
  expect(workersOf(acknowledged).size).toBe(2);
  const months = (answer: Answer) => (answer.body as { months: number }).months;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; months: number }>(
      'SELECT id, months FROM calls WHERE months >= 100 ORDER BY months',
    );
    // Each acknowledged call stored once, with the id it was answered with; no refused one.
    expect(rows).toEqual(
      acknowledged
        .map((answer) => ({ id: (answer.body as { id: number }).id, months: months(answer) }))
        .sort((x, y) => x.months - y.months),
    );
  } finally {
    await client.end();
  }
});

it('replaces a worker that dies, and keeps serving meanwhile', async () => {
  const before = workersOf(
    await Promise.all([request(api, 'GET', '/readyz'), request(api, 'GET', '/readyz')]),
  );
  const [victim] = [...before];
  process.kill(victim!, 'SIGKILL');

  await waitForLog(api, 'an API worker died; starting another');
  let serving = new Set<number>();
  await eventually(
    'two workers to serve again, the dead one replaced',
    async () => {
      const answers = await Promise.all([
        request(api, 'GET', '/readyz'),
        request(api, 'GET', '/readyz'),
      ]);
      if (answers.some((answer) => answer.status !== 200)) return false;
      serving = workersOf(answers);
      return serving.size === 2;
    },
    8_000,
  );
  expect(serving.has(victim!)).toBe(false);
  expect([...serving].filter((pid) => before.has(pid))).toHaveLength(1);
});
