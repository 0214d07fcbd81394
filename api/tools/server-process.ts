// The API started as its own process from its build (tools/build.ts), as a deployment runs it:
// shared by the multi-process tests (test/helpers/api-process.ts), the load test (load/run.ts) and
// the workers bench (bench/workers.ts).
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.join(__dirname, '..');

/** A TCP port the system hands out and that is free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `node dist/server.cjs`, as a deployment runs it (buildApi first), with `env` on top of this
 * process's environment (less NODE_OPTIONS, which jest's flags would pollute).
 */
export function spawnApi(env: Record<string, string>, stdio: StdioOptions): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_OPTIONS;
  return spawn(process.execPath, ['dist/server.cjs'], {
    cwd: API_DIR,
    env: childEnv,
    stdio,
  });
}

/** Waits until `GET /readyz` answers 200; fails at once if `child` exits meanwhile. */
export async function waitReady(base: string, child?: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not become ready within ${timeoutMs / 1000} s`);
}
