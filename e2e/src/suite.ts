// The suite the browser tests run against, started the way a user starts it (`node scripts/start.mjs`
// from the repository's root) by Playwright's webServer: every app and the API on free ports, a
// fresh embedded database in a temporary folder, the suite's output in a log file there.
//
// playwright.config.ts is evaluated by the runner and again by every worker, so the ports and the
// folder are chosen once, by the first evaluation (the runner's), and handed on to the workers in
// the environment, which they inherit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '..', '..');

interface AppEntry {
  name: string;
  pkg: string;
  portEnv: string;
}

// The suite's table of apps and their port variables (tooling/apps.cjs), read rather than retyped.
const { APPS, API } = createRequire(__filename)(path.join(ROOT, 'tooling', 'apps.cjs')) as {
  APPS: AppEntry[];
  API: AppEntry;
};
// The local CDN of the releases (tooling/releases.cjs).
const { CDN } = createRequire(__filename)(path.join(ROOT, 'tooling', 'releases.cjs')) as {
  CDN: AppEntry;
};
/** A port the journeys serve a "branch" of a remote on, for previews (not an app's). */
const PREVIEW = { name: 'preview', pkg: '', portEnv: '' };

/** What the runner chose for this run; the workers read the same. */
interface Run {
  /** Port by federation name (host, people, ..., student) and `api`. */
  ports: Record<string, number>;
  /** Temporary folder of the run: the API's database and the suite's log. */
  dir: string;
}

const RUN_VARIABLE = 'LINGUADESK_E2E_RUN';

/**
 * The API's access-token lifetime (ACCESS_TTL) for the whole run, every journey included: most
 * journeys outlive a token or two, so each exercises the refresh on a 401 of the shared client,
 * and the token-refresh journey sees three expiries in about twenty seconds. A few seconds, not
 * one: a token must outlive the request that was retried with it.
 */
export const ACCESS_TTL_SECONDS = 6;

// Variables of the caller's shell that would point the suite somewhere else than a fresh,
// embedded, demo-seeded database and its own ports, or change what the journeys rely on (the
// mail links in the API's info log lines, the refresh token's lifetime, the API's address).
// Removed from the runner's environment, which webServer and the workers inherit.
const INHERITED_SETTINGS = [
  'NODE_ENV',
  'API_URL',
  'APP_URL',
  'CORS_ORIGINS',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SEED',
  'PUBLIC_HOSTNAME',
  'JWT_SECRET',
  'HOST',
  'LOG_LEVEL',
  'REFRESH_TTL',
  'CDN_PORT',
  'MF_BUILD_VERSION',
  'LINGUADESK_HOST_BUILD',
  'LINGUADESK_DEPLOYMENT',
  'LINGUADESK_DEPLOYMENT_URL',
  'LINGUADESK_EXTRA_ORIGINS',
];

/**
 * `count` distinct free ports, all held until every one is found, then released. Playwright reads
 * its config synchronously, so a short-lived Node process asks the system for them.
 */
export function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const listen = () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, () => resolve(server));
    });
    (async () => {
      const held = [];
      for (let i = 0; i < ${count}; i += 1) held.push(await listen());
      process.stdout.write(JSON.stringify(held.map((server) => server.address().port)));
      held.forEach((server) => server.close());
    })();
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

function chooseRun(): Run {
  const entries = [...APPS, API, CDN, PREVIEW];
  const chosen = freePorts(entries.length);
  const ports = Object.fromEntries(entries.map((app, index) => [app.name, chosen[index]!]));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguadesk-e2e-'));
  // E2E_KEEP=1 keeps the database and suite.log of the run for a look afterwards.
  process.once('exit', () => {
    if (process.env.E2E_KEEP === '1') console.log(`e2e run kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return { ports, dir };
}

function currentRun(): Run {
  const known = process.env[RUN_VARIABLE];
  if (known) return JSON.parse(known) as Run;
  for (const name of INHERITED_SETTINGS) delete process.env[name];
  const run = chooseRun();
  process.env[RUN_VARIABLE] = JSON.stringify(run);
  return run;
}

const run = currentRun();
const origin = (name: string) => `http://localhost:${run.ports[name]}`;

/** Origins of the running suite. */
export const urls = {
  host: origin('host'),
  people: origin('people'),
  groups: origin('groups'),
  calls: origin('calls'),
  schedule: origin('schedule'),
  student: origin('student'),
  api: origin(API.name),
  cdn: origin(CDN.name),
  /** Allowed as a preview origin (LINGUADESK_PREVIEW_ORIGINS); nothing serves it unless a journey does. */
  preview: origin(PREVIEW.name),
};

/** The run's temporary folder (removed at the end unless E2E_KEEP=1). */
export const runDir = run.dir;

/** The run's releases and deployment files (LINGUADESK_RELEASES_DIR): none in the repository's. */
export const releasesDir = path.join(run.dir, 'releases');

/**
 * The environment of start.mjs for this run, also for the scripts a journey runs against it
 * (`node scripts/deploy.mjs`, a release): the same ports, releases and deployment.
 */
export function suiteEnv(): Record<string, string> {
  const env: Record<string, string> = {
    LINGUADESK_RELEASES_DIR: releasesDir,
    LINGUADESK_PREVIEW_ORIGINS: urls.preview,
  };
  for (const app of [...APPS, API, CDN]) env[app.portEnv] = String(portOf(app.name));
  return env;
}

/** start.mjs's stdout (build progress, the API's log lines) goes here; its errors to the runner. */
export const suiteLog = path.join(run.dir, 'suite.log');

/** The port start.mjs would serve an app on in this run (for an app it leaves unserved). */
export function portOf(name: string): number {
  const port = run.ports[name];
  if (port === undefined) throw new Error(`No port for "${name}" (tooling/apps.cjs)`);
  return port;
}

/** An app's built folder (what start.mjs serves for it). */
export function distOf(name: string): string {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}" (tooling/apps.cjs)`);
  return path.join(ROOT, app.pkg, 'dist');
}

export interface SuiteOptions {
  /** ACCESS_TTL of the API, in seconds. */
  accessTtlSeconds: number;
  /** Federation names of remotes start.mjs builds and lists but leaves for the tests to serve. */
  unserved?: string[];
  /** Other origins whose pages may call the API (LINGUADESK_EXTRA_ORIGINS of start.mjs). */
  extraOrigins?: string[];
}

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/** webServer: start.mjs builds what is stale, then serves the apps and the API of this run. */
export function suiteServer({
  accessTtlSeconds,
  unserved = [],
  extraOrigins = [],
}: SuiteOptions): WebServer {
  const env: Record<string, string> = {
    ...suiteEnv(),
    API_DATA_DIR: path.join(run.dir, 'data'),
    ACCESS_TTL: `${accessTtlSeconds}s`,
    LINGUADESK_UNSERVED: unserved.join(','),
    LINGUADESK_EXTRA_ORIGINS: extraOrigins.join(','),
    LINGUADESK_SUITE_LOG: suiteLog,
    // The journeys share two cores with the browsers and other work, where a late event loop is
    // the machine's, not a backlog: shedding is the API's and the load test's subject, not theirs.
    MAX_EVENT_LOOP_DELAY: '0',
    MAX_QUEUE_AGE: '0',
  };
  return {
    command: 'node scripts/start.mjs >> "$LINGUADESK_SUITE_LOG"',
    cwd: ROOT,
    env,
    // start.mjs listens on the host's and the remotes' ports first and starts the API last, which
    // answers /readyz once it has migrated and seeded its database: only then is the suite ready.
    // Waiting on the host's URL alone would start the journeys before the API could sign anyone in.
    url: `${urls.api}/readyz`,
    // The first build of six webpack apps takes about a minute on two cores; more when loaded.
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stderr: 'pipe',
    // SIGTERM lets start.mjs stop the API too, which runs in a process group of its own.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  };
}
