// `pnpm --filter api bench:import [--rows N] [--pg-url URL]`: a students import of N rows (100,000
// by default) on a fresh PostgreSQL database: the file is written to disk, uploaded over HTTP to
// an API process of its own (forked: its memory is the API's alone), and timed from the upload to
// the dry run's end, then from the commit's request to its end; the same file again must change
// nothing. Prints the times and the API process's peak resident memory.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { IMPORT_COLUMNS } from 'shared-domain/imports';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, rows } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { UNUSABLE_PASSWORD_HASH } from '../src/lib/passwords';
import { issueRefreshToken } from '../src/services/refresh-tokens';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rows: { type: 'string', default: '100000' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    serve: { type: 'string' },
  },
});

type FromServer = { port: number; token: string } | { maxRssKb: number };

/** The API process: the app on the given database, on loopback, signed in as a manager. */
async function serve(url: string) {
  const database = await openDatabase({ driver: 'pg', url });
  await migrate(database);
  const config = loadConfig({
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED: 'none',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config,
    database,
    logger: pino({ level: 'warn' }, pino.destination(2)),
  });
  const [manager] = await rows<{ id: number; role: 'operations_manager' }>(
    database.db,
    sql`INSERT INTO users (email, username, password_hash, first_name, last_name, role)
        VALUES ('bench.ops@example.test', 'bench_ops', ${UNUSABLE_PASSWORD_HASH}, 'Bench', 'Ops',
          'operations_manager')
        RETURNING id, role`,
  );
  const session = await issueRefreshToken(database.db, manager!.id, 3600);
  const token = await app.signAccessToken(manager!, session.familyId);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ port, token } satisfies FromServer);
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'memory') {
      process.send!({ maxRssKb: process.resourceUsage().maxRSS } satisfies FromServer);
    } else if (message.type === 'close') {
      await app.close();
      process.exit(0);
    }
  });
}

/** N distinct students, written line by line: the file never sits in this process's memory. */
async function writeStudents(file: string, count: number) {
  const columns = IMPORT_COLUMNS.students.map((column) => column.key);
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(columns.join(','));
  for (let i = 1; i <= count; i++) {
    const cells: Record<string, string> = {
      email: `student${i}@bench.example.test`,
      username: `bench_student_${i}`,
      first_name: ['Amira', 'Omar', 'Lina', 'Yousef', 'Salma'][i % 5]!,
      middle_name: ['Sami', 'Adel', 'Nabil'][i % 3]!,
      last_name: `Haddad${i}`,
      phone_number: `079 ${String(i).padStart(7, '0')}`,
      nationality: i % 2 ? 'Jordanian' : 'Egyptian',
      gender: i % 2 ? 'female' : 'male',
      amount: String(1000 + (i % 500)),
      outstanding_amount: String(i % 300),
      currency: 'USD',
      total_levels: String(1 + (i % 14)),
      current_level: String(1 + (i % 14)),
      private_or_group: i % 4 ? 'group' : 'private',
      offer: '',
      certificate: '',
    };
    await write(columns.map((column) => cells[column] ?? '').join(','));
  }
  out.end();
  await once(out, 'finish');
}

function request(
  port: number,
  token: string,
  method: string,
  pathname: string,
  body?: { file: string } | { json: unknown },
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body && 'file' in body) headers['content-type'] = 'text/csv';
    if (body && 'json' in body) headers['content-type'] = 'application/json';
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body && 'file' in body) createReadStream(body.file).pipe(req);
    else req.end(body && 'json' in body ? JSON.stringify(body.json) : undefined);
  });
}

async function settled(port: number, token: string, id: number) {
  for (;;) {
    const { json } = await request(port, token, 'GET', `/api/imports/${id}/`);
    if (json.status !== 'checking' && json.status !== 'committing') return json;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const count = Number(values.rows);
  if (!Number.isInteger(count) || count < 1) throw new Error('--rows must be a whole number');
  const adminUrl = values['pg-url']!;
  const name = `linguadesk_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'linguadesk-bench-import-'));
  const file = path.join(dir, 'students.csv');
  const child = fork(__filename, ['--serve', target.toString()], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => once(child, 'message').then(([message]) => message as FromServer);
  try {
    const started = next();
    await writeStudents(file, count);
    const { port, token } = (await started) as { port: number; token: string };
    const bytes = (await stat(file)).size;

    const upload = Date.now();
    const accepted = await request(
      port,
      token,
      'POST',
      '/api/imports/?kind=students&file_name=bench.csv',
      { file },
    );
    if (accepted.status !== 202)
      throw new Error(`upload answered ${accepted.status}: ${JSON.stringify(accepted.json)}`);
    const checked = await settled(port, token, accepted.json.id as number);
    const dryRunSeconds = (Date.now() - upload) / 1000;
    if (checked.status !== 'checked') throw new Error(`dry run ended ${JSON.stringify(checked)}`);

    const commitStart = Date.now();
    await request(port, token, 'POST', `/api/imports/${checked.id}/commit/`, { json: {} });
    const committed = await settled(port, token, checked.id as number);
    const commitSeconds = (Date.now() - commitStart) / 1000;
    if (committed.status !== 'committed')
      throw new Error(`commit ended ${JSON.stringify(committed)}`);

    const again = Date.now();
    const second = await request(
      port,
      token,
      'POST',
      '/api/imports/?kind=students&file_name=bench.csv',
      { file },
    );
    const rerun = await settled(port, token, second.json.id as number);
    const rerunSeconds = (Date.now() - again) / 1000;

    child.send({ type: 'memory' });
    const { maxRssKb } = (await next()) as { maxRssKb: number };

    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `students import, ${count.toLocaleString('en-US')} rows (${(bytes / 1024 / 1024).toFixed(1)} MB CSV), PostgreSQL`,
    );
    console.log(
      `  dry run (upload to checked):   ${dryRunSeconds.toFixed(1)} s  ${JSON.stringify(checked.counts)}`,
    );
    console.log(
      `  commit (request to committed): ${commitSeconds.toFixed(1)} s  ${JSON.stringify(committed.written)}`,
    );
    console.log(
      `  same file again (dry run):     ${rerunSeconds.toFixed(1)} s  ${JSON.stringify(rerun.counts)}`,
    );
    console.log(`  API process peak RSS:          ${(maxRssKb / 1024).toFixed(0)} MB`);
    console.log(`  machine: ${os.cpus().length} cores, load average ${load}`);
  } finally {
    child.send({ type: 'close' });
    await once(child, 'exit').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (values.serve) void serve(values.serve);
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
