// Starts the whole suite the way a user does (`node scripts/start.mjs`, as `pnpm start` runs it):
// every app and the API on free ports, a fresh embedded database in a temporary folder, output in
// a log file. The suite runs in its own process group, so stopping it stops every process in it.
// Apps named in `servedByHarness` are left unserved by start.mjs (LINGUADESK_UNSERVED) and served
// here by app-server.mjs instead, which a journey can stop and start again (app-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from './ports';
import { ProcessGroups } from './process-groups';
import type { SuiteUrls } from './run-info';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

interface AppEntry {
  name: string;
  pkg: string;
  port: number;
  portEnv: string;
}

// The suite's table of apps and their port variables (tooling/apps.cjs), read rather than retyped.
const { APPS, API } = createRequire(__filename)(path.join(ROOT, 'tooling', 'apps.cjs')) as {
  APPS: AppEntry[];
  API: AppEntry;
};

export interface SuiteOptions {
  /** A fresh folder for the database, the log and browser profiles. */
  workDir: string;
  /** Access-token lifetime of the API, in seconds. */
  accessTtlSeconds: number;
  /** How long building and starting may take. */
  readyTimeoutMs: number;
  /** Federation names of remotes whose server the journeys may stop and start. */
  servedByHarness?: string[];
}

export interface SuiteInfo {
  urls: SuiteUrls;
  logFile: string;
  pid: number;
  /** Process id of app-server.mjs by federation name, for the apps served by the harness. */
  appServers: Record<string, number>;
}

export interface RunningSuite extends SuiteInfo {
  stop(): Promise<void>;
}

// Variables of the caller's shell that would point the suite somewhere else than a fresh,
// embedded, demo-seeded database and its own ports.
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
];

function suiteEnv(ports: Map<AppEntry, number>, options: SuiteOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS) delete env[name];
  for (const [app, port] of ports) env[app.portEnv] = String(port);
  env.API_DATA_DIR = path.join(options.workDir, 'data');
  env.ACCESS_TTL = `${options.accessTtlSeconds}s`;
  env.LINGUADESK_UNSERVED = (options.servedByHarness ?? []).join(',');
  return env;
}

/** Serves a built remote's dist on its port, with the config.json start.mjs would answer. */
function startAppServer(app: AppEntry, port: number, apiUrl: string, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const settings = {
    dir: path.join(ROOT, app.pkg, 'dist'),
    port,
    files: { 'config.json': { API_URL: apiUrl } },
  };
  // In this process's group (not detached), so a Ctrl+C of the run reaches it as well.
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'app-server.mjs'), JSON.stringify(settings)],
    { cwd: ROOT, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`Could not start the server of ${app.pkg}`);
  return child;
}

// The apps start.mjs starts: every one that exists, or the host and the remotes named in
// LINGUADESK_REMOTES (a run of one area's journeys while another remote is unfinished).
function isStarted(app: AppEntry): boolean {
  const chosen = (process.env.LINGUADESK_REMOTES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return (
    fs.existsSync(path.join(ROOT, app.pkg, 'webpack.config.cjs')) &&
    (app.name === 'host' || chosen.length === 0 || chosen.includes(app.name))
  );
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const FORWARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function tail(file: string, lines = 60): string {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return text.split('\n').slice(-lines).join('\n');
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(
  processes: ChildProcess[],
  probes: string[],
  options: SuiteOptions,
  logFile: string,
  onPoll: () => void,
): Promise<void> {
  const deadline = Date.now() + options.readyTimeoutMs;
  for (;;) {
    onPoll();
    if (processes.some((child) => child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`The suite stopped while starting. Its output:\n${tail(logFile)}`);
    }
    const ready = await Promise.all(probes.map(answers));
    if (ready.every(Boolean)) return;
    if (Date.now() > deadline) {
      const waiting = probes.filter((_, index) => !ready[index]).join(', ');
      throw new Error(
        `The suite was not ready in time (waiting for ${waiting}).\n${tail(logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function startSuite(options: SuiteOptions): Promise<RunningSuite> {
  const harnessServed = (options.servedByHarness ?? []).flatMap((name) => {
    const app = APPS.find((candidate) => candidate.name === name && candidate.name !== 'host');
    if (!app) throw new Error(`servedByHarness: "${name}" is not a remote`);
    return isStarted(app) ? [app] : [];
  });
  const entries = [...APPS, API];
  const chosen = await freePorts(entries.length);
  const ports = new Map(entries.map((app, index) => [app, chosen[index]!] as const));

  const logFile = path.join(options.workDir, 'suite.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: suiteEnv(ports, options),
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start scripts/start.mjs');
  const urls = Object.fromEntries(
    [...ports].map(([app, port]) => [app.name, `http://localhost:${port}`]),
  ) as SuiteUrls;
  const appServers = new Map<string, ChildProcess>();

  // If this process ends without the teardown (a crash, Ctrl+C, a kill), the suite must not
  // outlive it: its own process groups do not receive the terminal's signals.
  const groups = new ProcessGroups(pid);
  const killOnExit = () => {
    groups.killNow();
    for (const server of appServers.values()) server.kill('SIGKILL');
  };
  const killOnSignal = (signal: NodeJS.Signals) => {
    killOnExit();
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  };
  // First among the exit handlers, so nothing is still writing when the run's folder is removed.
  process.prependOnceListener('exit', killOnExit);
  for (const signal of FORWARDED_SIGNALS) process.once(signal, killOnSignal);
  for (const app of harnessServed) {
    appServers.set(app.name, startAppServer(app, ports.get(app)!, urls.api, logFile));
  }

  const built = APPS.filter(isStarted);
  const probes = [
    `${urls.api}/readyz`,
    ...built.map((app) =>
      app.name === 'host' ? `${urls.host}/remotes.json` : `${urls[app.name]}/mf-manifest.json`,
    ),
  ];

  const stop = async () => {
    await Promise.all([groups.stop(10_000), ...[...appServers.values()].map(stopChild)]);
    process.removeListener('exit', killOnExit);
    for (const signal of FORWARDED_SIGNALS) process.removeListener(signal, killOnSignal);
  };
  try {
    await waitUntilReady([child, ...appServers.values()], probes, options, logFile, () =>
      groups.track(),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls,
    logFile,
    pid,
    appServers: Object.fromEntries([...appServers].map(([name, server]) => [name, server.pid!])),
    stop,
  };
}
