// Running turbo from the scripts, and the measures they print: a command's wall and CPU seconds,
// which tasks a turbo run served from its cache, and the slowest test files of the last runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { parsePackages } = require('../tooling/catalog.cjs');
const RUNS = path.join(root, '.turbo', 'runs');

/** [command, args] for spawn(): the workspace's own turbo, whatever the PATH holds. */
export function turbo(args) {
  return [process.execPath, [require.resolve('turbo/bin/turbo'), ...args]];
}

/**
 * The environment of the tasks a script runs through turbo. Node's young generation is made larger
 * than V8's default: jsdom screen tests and webpack builds allocate short-lived objects fast, and
 * collect them less often with it (a fraction of their CPU; the API's tests are unmoved).
 */
export function taskEnv(extra = {}) {
  const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean);
  return {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: nodeOptions.join(' '),
    ...extra,
  };
}

// The CPU time of the children this process has waited for (and of theirs), from /proc; null
// where there is no /proc (the wall time is still printed).
const TICKS_PER_SECOND = 100;
function childCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of proc(5); fields[0] here is field 3.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Runs a command to its end with the terminal's output; resolves to its exit code, wall seconds
 * and CPU seconds (user + system, of all its processes).
 */
export function measured(command, args, { cwd = root, env = process.env } = {}) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  return new Promise((resolve) => {
    const done = (code) => {
      const cpuAfter = childCpuSeconds();
      resolve({
        code,
        wall: (Date.now() - started) / 1000,
        cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      });
    };
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

export const secondsColumns = ({ wall, cpu }) =>
  `${wall.toFixed(0).padStart(5)} s wall ${cpu === null ? '    ?' : cpu.toFixed(0).padStart(5)} s CPU`;

/** The newest run summary (`turbo run --summarize`), written since `since` (ms), or null. */
export function lastRunSummary(since) {
  const files = fs.existsSync(RUNS)
    ? fs
        .readdirSync(RUNS)
        .map((name) => path.join(RUNS, name))
        .filter((file) => file.endsWith('.json') && fs.statSync(file).mtimeMs >= since)
    : [];
  const newest = files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  return newest ? JSON.parse(fs.readFileSync(newest, 'utf8')) : null;
}

/** Of a run summary's tasks that have a command: how many ran, and how many came from the cache. */
export function cacheCounts(summary) {
  const tasks = (summary?.tasks ?? []).filter((task) => task.command !== '<NONEXISTENT>');
  const cached = tasks.filter((task) => task.cache?.status === 'HIT');
  return {
    total: tasks.length,
    cached: cached.length,
    ran: tasks.filter((task) => task.cache?.status !== 'HIT').map((task) => task.taskId),
  };
}

/**
 * The workspace's package folders (relative to the root), from pnpm-workspace.yaml's `packages`:
 * plain folders, and `prefix-*` patterns matched against the root's folders.
 */
export function workspaceDirs(rootDir = root) {
  const patterns = parsePackages(
    fs.readFileSync(path.join(rootDir, 'pnpm-workspace.yaml'), 'utf8'),
  );
  if (!patterns.length) throw new Error('pnpm-workspace.yaml: no packages list');
  return patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [dir, name] = [path.dirname(pattern), path.basename(pattern)];
    const [prefix, suffix] = name.split('*');
    return fs
      .readdirSync(path.join(rootDir, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith(prefix) && e.name.endsWith(suffix))
      .filter((e) => fs.existsSync(path.join(rootDir, dir, e.name, 'package.json')))
      .map((e) => path.join(dir, e.name))
      .sort();
  });
}

/**
 * Where each package's test task leaves its report (turbo.json's `test` outputs): jest's --json
 * results, and Playwright's JSON report in e2e.
 */
export function testReports(rootDir = root) {
  return workspaceDirs(rootDir).map((dir) => path.join(rootDir, dir, '.test-report.json'));
}

/** Jest's --json results of every package, and Playwright's JSON report: [seconds, file] each. */
export function testFileTimes(reports) {
  const times = [];
  for (const report of reports) {
    if (!fs.existsSync(report)) continue;
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    if (Array.isArray(data.testResults)) {
      for (const result of data.testResults) {
        times.push([(result.endTime - result.startTime) / 1000, path.relative(root, result.name)]);
      }
    } else if (Array.isArray(data.suites)) {
      const rootDir = data.config?.rootDir ?? path.dirname(report);
      for (const suite of data.suites) {
        times.push([suiteSeconds(suite), path.relative(root, path.join(rootDir, suite.file))]);
      }
    }
  }
  return times.sort((a, b) => b[0] - a[0]);
}

function suiteSeconds(suite) {
  const own = (suite.specs ?? [])
    .flatMap((spec) => spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .reduce((sum, result) => sum + (result.duration ?? 0) / 1000, 0);
  return (suite.suites ?? []).reduce((sum, inner) => sum + suiteSeconds(inner), own);
}
