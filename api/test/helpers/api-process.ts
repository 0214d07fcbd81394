// The API as its own process (its build, `node dist/server.cjs`, as a deployment runs it), on a
// port the system hands out, with its JSON log lines kept for the test to read: which process
// (pid) served which connection (the request log's remotePort), what it said at start-up.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { spawnApi } from '../../tools/server-process';
import { eventually } from './wait';

export interface LogLine {
  pid: number;
  level: number;
  msg?: string;
  req?: { method: string; url: string; remotePort?: number };
  [key: string]: unknown;
}

export interface ApiProcess {
  url: string;
  port: number;
  logs: LogLine[];
  /** Everything it printed that was not a JSON log line (configuration errors, stack traces). */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export { freePort } from '../../tools/server-process';

/** Starts the API with `env` (on top of a production-like base); resolves once it is spawned. */
export function startApiProcess(env: Record<string, string>, port: number): ApiProcess {
  const child: ChildProcess = spawnApi(
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: 'multi-process-test-secret-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      // The machine runs the suite beside these processes: its load is not theirs to shed for
      // (pnpm test:load checks shedding with the defaults).
      MAX_EVENT_LOOP_DELAY: '0',
      MAX_QUEUE_AGE: '0',
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  const logs: LogLine[] = [];
  let other = '';
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        other += `${line}\n`;
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (other += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs,
    output: () => other,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until a log line says `text`; fails with what the process printed if it exits first, or
 * if it has not said it within `timeoutMs` (inside the suite's 10 s time-out, to say what).
 */
export async function waitForLog(api: ApiProcess, text: string, timeoutMs = 8_000) {
  let exitCode: number | null | undefined;
  void api.exited.then((code) => (exitCode = code));
  await eventually(
    `"${text}" in the API's log`,
    () => {
      if (exitCode !== undefined)
        throw new Error(`the API exited (${exitCode}) before saying "${text}":\n${api.output()}`);
      return api.logs.some((line) => line.msg?.includes(text));
    },
    timeoutMs,
  );
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The pid of the API process that served it (from the request log). */
  servedBy(): number | undefined;
}

/**
 * One request on a connection of its own (so a cluster's primary hands it to the next worker),
 * with the local port noted to find the serving process in the log.
 */
export function request(
  api: ApiProcess,
  method: string,
  pathname: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    // Local ports are reused: only a line logged after this request was sent can be its own.
    const firstLine = api.logs.length;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        path: pathname,
        method,
        agent: false,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          Connection: 'close',
          ...headers,
        },
      },
      (res) => {
        const localPort = req.socket?.localPort;
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          const logLine = () =>
            api.logs
              .slice(firstLine)
              .find((line) => line.req?.remotePort === localPort && line.req?.url === pathname);
          // The worker's log line may reach this process after its answer does.
          void eventually(`the log line of ${method} ${pathname}`, () => !!logLine(), 5000)
            .catch(() => undefined)
            .then(() =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: parsed,
                servedBy: () => logLine()?.pid,
              }),
            );
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
