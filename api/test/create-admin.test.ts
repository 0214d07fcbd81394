// `pnpm --filter api create-admin`: it makes an operations manager who can sign in, takes the
// password from ADMIN_PASSWORD or standard input, never from argv, and refuses weak passwords and
// taken addresses. One run is a real process of the API's build, as an operator starts it; the
// others call the command with streams of their own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { buildApp } from '../src/app';
import { runCreateAdmin } from '../src/cli/create-admin';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/prepare';
import { migratedDataDir } from './helpers/database';

const API_DIR = path.join(__dirname, '..');
let dataDir: string;

// The data directory starts from the suite's migrated template, so each run of the command finds
// its database migrated, as on a deployment after its first start.
beforeAll(async () => {
  dataDir = await migratedDataDir('linguadesk-admin-');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const baseEnv = () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'a'.repeat(40),
    API_DATA_DIR: dataDir,
  };
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  return env;
};

/** The command as an operator starts it: its own process, from the build globalSetup made. */
function createAdminProcess(args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['dist/create-admin.cjs', ...args], {
      cwd: API_DIR,
      env: baseEnv(),
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end('');
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The command with a pipe for standard input and its output collected. */
async function createAdmin(
  args: string[],
  { env = {}, stdin }: { env?: Record<string, string>; stdin?: string } = {},
) {
  let out = '';
  const collect = new PassThrough().on('data', (d) => (out += d));
  const input = new PassThrough();
  input.end(stdin ?? '');
  const code = await runCreateAdmin(args, {
    env: { ...baseEnv(), ...env },
    input,
    output: collect,
    errors: collect,
  });
  return { code, out };
}

async function logIn(email: string, password: string) {
  // A busy test machine must not shed the sign-in, which pays a deliberately slow hash.
  const config = loadConfig({ ...baseEnv(), MAX_EVENT_LOOP_DELAY: '0', MAX_QUEUE_AGE: '0' });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  try {
    return await app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });
  } finally {
    await app.close();
  }
}

describe('create-admin', () => {
  it('refuses a password given on the command line', async () => {
    const { code, out } = await createAdminProcess([
      '--email',
      'boss@centre.example',
      '--password',
      'Str0ngPass',
    ]);
    expect(code).toBe(1);
    expect(out).toMatch(/not taken from the command line/);
  });

  it('refuses a weak password, naming the rule', async () => {
    const { code, out } = await createAdmin(['--email', 'boss@centre.example'], {
      env: { ADMIN_PASSWORD: 'short' },
    });
    expect(code).toBe(1);
    expect(out).toMatch(/^password: /m);
  });

  it('creates an operations manager from ADMIN_PASSWORD who can sign in', async () => {
    const { code, out } = await createAdmin(
      ['--email', 'Boss@Centre.example', '--first-name', 'Mona', '--last-name', 'Aziz'],
      { env: { ADMIN_PASSWORD: 'Str0ngPassword' } },
    );
    expect(out).toMatch(/Operations manager boss@centre\.example \(username Boss\) created/);
    expect(code).toBe(0);
    const res = await logIn('boss@centre.example', 'Str0ngPassword');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'operations_manager', first_name: 'Mona' });
  });

  it('reads the password from standard input', async () => {
    const made = await createAdmin(['--email', 'second@centre.example', '--username', 'second'], {
      stdin: 'An0therPassword\n',
    });
    expect(made.code).toBe(0);
    expect((await logIn('second@centre.example', 'An0therPassword')).statusCode).toBe(200);
  });

  it('refuses an address that is taken, whatever its case', async () => {
    const first = await createAdmin(['--email', 'third@centre.example', '--username', 'third'], {
      env: { ADMIN_PASSWORD: 'An0therPassword' },
    });
    expect(first.code).toBe(0);
    const again = await createAdmin(['--email', 'Third@Centre.example', '--username', 'fourth'], {
      env: { ADMIN_PASSWORD: 'An0therPassword' },
    });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already exists/);
  });
});
