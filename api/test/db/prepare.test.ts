// Start-up in production: an empty embedded database is never seeded with the demo centre (its
// accounts have a published password) unless SEED=demo says so, and the log says how to create the
// first operations manager. The data directory starts migrated and empty, as after a first start
// that stopped before anyone was created.
import fs from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import { prepareDatabase } from '../../src/db/prepare';
import { CREATE_ADMIN_HINT } from '../../src/services/first-admin';
import { migratedDataDir } from '../helpers/database';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function capturingLogger() {
  const lines: { msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

async function startProduction(env: Record<string, string> = {}) {
  const dir = await migratedDataDir('linguadesk-prepare-');
  dirs.push(dir);
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    API_DATA_DIR: dir,
    ...env,
  });
  const { logger, lines } = capturingLogger();
  const database = await prepareDatabase(config, logger);
  try {
    const [row] = await database.withRawClient((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM users'),
    );
    return { users: row!.n, messages: lines.map((l) => l.msg) };
  } finally {
    await database.close();
  }
}

describe('a production start on an empty embedded database', () => {
  it('seeds nothing, and says how to create the first operations manager', async () => {
    const { users, messages } = await startProduction();
    expect(users).toBe(0);
    expect(messages).toContain(CREATE_ADMIN_HINT);
    expect(messages.join('\n')).not.toMatch(/seeded|Demo log-ins|ops@linguadesk\.test/);
  });

  it('still seeds when SEED=demo asks for it explicitly', async () => {
    const { users, messages } = await startProduction({ SEED: 'demo' });
    expect(users).toBeGreaterThan(0);
    expect(messages).toContain('empty database seeded with the demo centre');
  });
});
