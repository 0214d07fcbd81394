// remote-student's server, run by the tests in place of start.mjs's (LINGUADESK_UNSERVED=student)
// so that a journey can take it down and bring it back while the rest of the suite keeps running.
// It answers the same config.json as start.mjs would.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, distOf, portOf, urls } from './suite';

interface StaticServer {
  close(): Promise<void>;
}

/** scripts/static-server.mjs, the server start.mjs serves every app with. */
interface StaticServerModule {
  serveStatic(options: {
    dir: string;
    port: number;
    files?: Record<string, unknown>;
    host?: string;
  }): Promise<StaticServer>;
}

// scripts/ belongs to the repository's root, no package e2e depends on, so the module is loaded by
// its path (as suite.ts reads tooling/apps.cjs).
const loadStaticServer = () =>
  import(
    pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href
  ) as Promise<StaticServerModule>;

export interface StudentRemote {
  /** The remote's origin (its standalone page, and its manifest for the host). */
  url: string;
  /** Closes the server: its port refuses connections, as in an outage. */
  stop(): Promise<void>;
  /** Serves it again; nothing to do while it runs. */
  start(): Promise<void>;
}

/** Serves remote-student on its port until `close()`. */
export async function serveStudentRemote(): Promise<StudentRemote & { close(): Promise<void> }> {
  const { serveStatic } = await loadStaticServer();
  let server: StaticServer | null = null;
  const start = async () => {
    server ??= await serveStatic({
      dir: distOf('student'),
      port: portOf('student'),
      files: { 'config.json': { API_URL: urls.api } },
    });
  };
  const stop = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  await start();
  return { url: urls.student, start, stop, close: stop };
}

/** Serves a built folder on a port (with the suite's config.json) until `close()`. */
export async function serveStaticFolder(dir: string, port: number): Promise<StaticServer> {
  const { serveStatic } = await loadStaticServer();
  return serveStatic({ dir, port, files: { 'config.json': { API_URL: urls.api } } });
}
