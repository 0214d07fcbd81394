// A built folder served on a port by scripts/static-server.mjs, the server start.mjs serves every
// app with, answering the same config.json as start.mjs would (a "branch" of a remote, a build).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, urls } from './suite';

interface StaticServer {
  close(): Promise<void>;
}

interface StaticServerModule {
  serveStatic(options: {
    dir: string;
    port: number;
    files?: Record<string, unknown>;
    host?: string;
    api?: string;
  }): Promise<StaticServer>;
}

// scripts/ belongs to the repository's root, no package e2e depends on, so the module is loaded by
// its path (as suite.ts reads tooling/apps.cjs).
const loadStaticServer = () =>
  import(
    pathToFileURL(path.join(ROOT, 'scripts', 'static-server.mjs')).href
  ) as Promise<StaticServerModule>;

/**
 * Serves a built folder on a port (with the suite's config.json) until `close()`. With `origin`
 * (the folder's own address), the page calls the API there: /api and /auth are forwarded to it.
 */
export async function serveStaticFolder(
  dir: string,
  port: number,
  { origin }: { origin?: string } = {},
): Promise<StaticServer> {
  const { serveStatic } = await loadStaticServer();
  if (!origin) return serveStatic({ dir, port, files: { 'config.json': { API_URL: urls.api } } });
  return serveStatic({ dir, port, files: { 'config.json': { API_URL: origin } }, api: urls.api });
}
