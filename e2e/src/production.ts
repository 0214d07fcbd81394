// The production-shaped deployment the production journeys run against: `node
// scripts/production.mjs --temporary`, started in the background by the global setup, once the
// suite is up (its start.mjs has built what was stale, so this one builds nothing): the other
// journeys run while it starts, and the production journeys wait for it (waitForProduction). nginx
// on a free port is the one origin; two API workers run on a database made for the run on the
// machine's PostgreSQL server (LINGUADESK_E2E_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; dropped at the end) and on its Redis
// (LINGUADESK_E2E_REDIS_URL, default redis://127.0.0.1:6379, keys under the database's name).
// The deployment's folder and nginx's files are in the run's temporary folder.
//
// Chosen once by the runner, like suite.ts's ports, and handed to the workers in the environment.
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, freePorts, runDir } from './suite';
import type { ScriptRun } from './releases';

interface Production {
  port: number;
  databaseUrl: string;
  redisUrl: string;
}

const PRODUCTION_VARIABLE = 'LINGUADESK_E2E_PRODUCTION';

/**
 * Whether the production journeys run: they need nginx, a PostgreSQL server and Redis, so only
 * where LINGUADESK_E2E_PG_URL names the server (a machine with only Node runs the rest).
 */
export const productionJourneys = Boolean(process.env.LINGUADESK_E2E_PG_URL);

function currentProduction(): Production {
  const known = process.env[PRODUCTION_VARIABLE];
  if (known) return JSON.parse(known) as Production;
  const server = new URL(
    process.env.LINGUADESK_E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  server.pathname = `/linguadesk_e2e_${crypto.randomBytes(4).toString('hex')}`;
  const production = {
    port: freePorts(1)[0]!,
    databaseUrl: server.toString(),
    redisUrl: process.env.LINGUADESK_E2E_REDIS_URL || 'redis://127.0.0.1:6379',
  };
  process.env[PRODUCTION_VARIABLE] = JSON.stringify(production);
  return production;
}

const production = currentProduction();

/** The deployment's one public origin (nginx). */
export const productionOrigin = `http://localhost:${production.port}`;

/** nginx's configuration, logs and temporary files. */
const stateDir = path.join(runDir, 'production');

/** The deployment: releases, remotes.json and the deploy log (LINGUADESK_RELEASES_DIR). */
const deploymentDir = path.join(stateDir, 'deployment');

/** production.mjs's output: its summary and every line the API logs. */
const productionLog = path.join(runDir, 'production.log');

/** What the deploy scripts need to address this deployment (see production.mjs's summary). */
export function productionEnv(): Record<string, string> {
  return {
    LINGUADESK_RELEASES_DIR: deploymentDir,
    CDN_PORT: String(production.port),
    PUBLIC_HOSTNAME: 'localhost',
  };
}

/** The background deployment's process id, from the global setup to its teardown. */
const pidFile = path.join(runDir, 'production.pid');

/** Starts the deployment in the background (the global setup); its output goes to its log. */
export function startProduction(): void {
  const log = fs.openSync(productionLog, 'a');
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts', 'production.mjs'), '--temporary'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...productionEnv(),
        PRODUCTION_PORT: String(production.port),
        PRODUCTION_DIR: stateDir,
        DATABASE_URL: production.databaseUrl,
        REDIS_URL: production.redisUrl,
      },
      // A process group of its own, so the teardown can end whatever it left behind.
      detached: true,
      stdio: ['ignore', log, log],
    },
  );
  child.unref();
  fs.closeSync(log);
  fs.writeFileSync(pidFile, String(child.pid));
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const startedPid = () => Number(fs.readFileSync(pidFile, 'utf8'));

const logTail = () => fs.readFileSync(productionLog, 'utf8').split('\n').slice(-40).join('\n');

/** How long the deployment may take to start: PostgreSQL's migrations and two API workers. */
export const PRODUCTION_START_MS = 5 * 60_000;

/**
 * Resolves once nginx serves the deployed host's record (host.json), within PRODUCTION_START_MS.
 * Fails with the end of the deployment's log if it stopped.
 */
export async function waitForProduction(): Promise<void> {
  const deadline = Date.now() + PRODUCTION_START_MS;
  const pid = startedPid();
  for (;;) {
    const answered = await fetch(`${productionOrigin}/host.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (!running(pid)) throw new Error(`The production deployment stopped:\n${logTail()}`);
    if (Date.now() > deadline)
      throw new Error(`The production deployment did not start in 5 minutes:\n${logTail()}`);
    await delay(250);
  }
}

/**
 * Stops the deployment (the global teardown): SIGTERM lets production.mjs stop nginx and the API,
 * then drop the run's database; after 30 s whatever is left of its process group is killed.
 */
export async function stopProduction(): Promise<void> {
  if (!fs.existsSync(pidFile)) return;
  const pid = startedPid();
  if (running(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (running(pid) && Date.now() < deadline) await delay(100);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has ended: nothing was left behind.
  }
}

function run(file: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<ScriptRun>((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** `node scripts/deploy.mjs <args>` against this deployment (or `env` in its place). */
export function deployScript(args: string[], env = productionEnv()): Promise<ScriptRun> {
  return run(process.execPath, [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args], {
    cwd: ROOT,
    env,
  });
}

/** The first administrator, as docs/operations.md says: create-admin on the deployment's database. */
export function createAdmin(email: string, password: string): Promise<ScriptRun> {
  return run(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', '--email', email], {
    cwd: path.join(ROOT, 'api'),
    env: { DATABASE_URL: production.databaseUrl, ADMIN_PASSWORD: password },
  });
}

interface DeployLogEntry {
  remote: string;
  action: string;
  toVersion: string | null;
}

// Where the deployment keeps releases and its log (tooling/releases.cjs), read rather than retyped.
const releases = createRequire(__filename)(path.join(ROOT, 'tooling', 'releases.cjs')) as {
  contractsOf: (manifest: unknown) => { requires: Record<string, string> };
  releaseDir: (app: string, version: string, env: Record<string, string>) => string;
  readDeployLog: (env: Record<string, string>) => DeployLogEntry[] | Promise<DeployLogEntry[]>;
};

/**
 * Puts a release into this deployment. From another deployment's folder (`from`): the same files,
 * as a release moves from staging to production. Without it, this checkout's build of the remote
 * under `version`, with its record: enough for a journey about addresses and remotes.json, where
 * no page runs it (a real release is `pnpm --filter <app> release`, a build of its own).
 */
export function publishRelease(
  app: { name: string; pkg: string },
  version: string,
  from?: string,
): string {
  const target = releases.releaseDir(app.name, version, productionEnv());
  // A release never changes: one already published stays as it is.
  if (fs.existsSync(target)) return target;
  if (from) {
    fs.cpSync(from, target, { recursive: true });
    return target;
  }
  fs.cpSync(path.join(ROOT, app.pkg, 'dist'), target, { recursive: true });
  const manifest: unknown = JSON.parse(
    fs.readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'),
  );
  fs.writeFileSync(
    path.join(target, 'release.json'),
    JSON.stringify({
      app: app.name,
      package: app.pkg,
      version,
      commit: 'e2e',
      builtAt: new Date().toISOString(),
      requires: releases.contractsOf(manifest).requires,
    }),
  );
  return target;
}

/** The deploy log's entries (who deployed what, when). */
export async function deployLog(): Promise<DeployLogEntry[]> {
  return releases.readDeployLog(productionEnv());
}

/** The pid of each API log line of a request that reached the API through nginx. */
export function proxiedRequestPids(): number[] {
  const host = `localhost:${production.port}`;
  return fs
    .readFileSync(productionLog, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { pid?: number; msg?: string; req?: { host?: string } }];
      } catch {
        // Not one of the API's JSON lines (production.mjs's own text), or one still being written.
        return [];
      }
    })
    .filter((entry) => entry.msg === 'incoming request' && entry.req?.host === host)
    .map((entry) => entry.pid!);
}

interface HostRecord {
  version: string;
  provides: Record<string, string>;
}

const RECORD = 'release.json';
const readRecord = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8')) as HostRecord;

/** The record of the host release this deployment runs (its host.json). */
export async function deployedHostRecord(): Promise<HostRecord> {
  const response = await fetch(`${productionOrigin}/host.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`host.json answers ${response.status}`);
  return (await response.json()) as HostRecord;
}

/** `1.2.3` -> `1.2.4`. */
const nextPatch = (version: string) =>
  version.replace(/^(\d+)\.(\d+)\.(\d+)$/, (_, major, minor, patch) =>
    [major, minor, Number(patch) + 1].join('.'),
  );

/**
 * A host release as a host built on the next patch of React would publish it: the deployed host's
 * files, its record providing react and react-dom one patch newer (the gate reads the record).
 * Returns that record.
 */
export async function publishPatchedHost(version: string): Promise<HostRecord> {
  const deployed = await deployedHostRecord();
  const target = releases.releaseDir('host', version, productionEnv());
  if (!fs.existsSync(target)) {
    // Made aside and renamed into place: the deployment never lists half a release.
    const partial = path.join(path.dirname(target), `.${version}.tmp`);
    fs.cpSync(releases.releaseDir('host', deployed.version, productionEnv()), partial, {
      recursive: true,
    });
    const record = readRecord(partial);
    for (const name of ['react', 'react-dom'])
      record.provides[name] = nextPatch(record.provides[name]!);
    fs.writeFileSync(path.join(partial, RECORD), JSON.stringify({ ...record, version }));
    fs.renameSync(partial, target);
  }
  return readRecord(target);
}
