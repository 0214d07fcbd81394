// API processes started together against one empty PostgreSQL database (several machines behind a
// load balancer, or a restart of all of them): the schema is migrated once, production seeds
// nothing, and a demo seed asked for (SEED=demo) is written once. Each process is the real server
// (its build, `node dist/server.cjs`, as a deployment runs it).
import pg from 'pg';
import { migrationFiles } from '../src/db/migrate';
import { DEMO_LOGINS } from '../src/seed/demo';
import {
  type ApiProcess,
  freePort,
  request,
  startApiProcess,
  waitForLog,
} from './helpers/api-process';
import { createEmptyServerDatabase } from './helpers/server-databases';

const SERVER = process.env.TEST_DATABASE_URL!;

async function startTogether(count: number, env: Record<string, string>): Promise<ApiProcess[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  return ports.map((port) => startApiProcess(env, port));
}

async function scalar(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(sql);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

const logged = (api: ApiProcess, text: string) => api.logs.some((line) => line.msg === text);

it('four production processes on an empty database: one migrates it, none seeds, all serve', async () => {
  const database = await createEmptyServerDatabase(SERVER, 'start4');
  const apis = await startTogether(4, { NODE_ENV: 'production', DATABASE_URL: database.url });
  try {
    await Promise.all(apis.map((api) => waitForLog(api, 'LinguaDesk API ready')));

    expect(apis.filter((api) => logged(api, 'database migrated'))).toHaveLength(1);
    expect(await scalar(database.url, 'SELECT count(*) AS n FROM schema_migrations')).toBe(
      migrationFiles().length,
    );
    expect(await scalar(database.url, 'SELECT count(*) AS n FROM users')).toBe(0);
    // Each says how to create the first administrator, and answers. /docs is off in production,
    // and the start-up line does not point at it.
    for (const api of apis) {
      expect(api.logs.some((line) => line.msg?.includes('create-admin'))).toBe(true);
      expect((await request(api, 'GET', '/readyz')).status).toBe(200);
      expect((await request(api, 'GET', '/docs')).status).toBe(404);
      expect(api.logs.find((line) => line.msg?.startsWith('LinguaDesk API ready'))!.msg).toBe(
        `LinguaDesk API ready on port ${api.port} (PostgreSQL server)`,
      );
    }
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
  }
});

it('three processes asked to seed the demo centre together write it once', async () => {
  const database = await createEmptyServerDatabase(SERVER, 'seed3');
  const apis = await startTogether(3, { DATABASE_URL: database.url, SEED: 'demo' });
  try {
    await Promise.all(apis.map((api) => waitForLog(api, 'LinguaDesk API ready')));

    expect(
      apis.filter((api) => logged(api, 'empty database seeded with the demo centre')),
    ).toHaveLength(1);
    // Outside production /docs is served, and the start-up line says where.
    expect(
      logged(
        apis[0]!,
        `LinguaDesk API ready on port ${apis[0]!.port} (PostgreSQL server); docs at /docs`,
      ),
    ).toBe(true);
    expect((await request(apis[0]!, 'GET', '/docs')).status).not.toBe(404);
    for (const { email } of DEMO_LOGINS.accounts) {
      const sql = `SELECT count(*) AS n FROM users WHERE email = '${email}'`;
      expect(await scalar(database.url, sql)).toBe(1);
    }
    const login = await request(apis[2]!, 'POST', '/auth/login/', {
      body: { email: DEMO_LOGINS.accounts[0]!.email, password: DEMO_LOGINS.password },
    });
    expect(login.status).toBe(200);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
  }
});
