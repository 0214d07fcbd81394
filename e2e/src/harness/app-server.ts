// A journey's hold on the server of an app the harness serves itself (app-server.mjs): stopping it
// closes the port for real, so the browser meets a refused connection exactly as in an outage.
import net from 'node:net';
import type { RunInfo } from './run-info';

export interface AppServer {
  /** Closes the server and resolves once its port refuses connections. */
  stop(): Promise<void>;
  /** Listens again and resolves once the app's manifest is served. Nothing to do when running. */
  start(): Promise<void>;
}

const TIMEOUT_MS = 15_000;

function refusesConnections(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function servesManifest(url: URL): Promise<boolean> {
  try {
    const response = await fetch(new URL('/mf-manifest.json', url), {
      signal: AbortSignal.timeout(2000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function appServer(run: RunInfo, app: string): AppServer {
  const pid = run.appServers[app];
  const origin = run.urls[app];
  if (pid === undefined || origin === undefined) {
    throw new Error(`The harness does not serve "${app}" (global-setup.ts, servedByHarness)`);
  }
  const url = new URL(origin);
  return {
    async stop() {
      process.kill(pid, 'SIGUSR1');
      await until(() => refusesConnections(url), `${origin} refuses connections`);
    },
    async start() {
      process.kill(pid, 'SIGUSR2');
      await until(() => servesManifest(url), `${origin} serves its manifest`);
    },
  };
}
