// The routes an app serves, read from its route tree: the permission matrix checks it is complete,
// and the bad-input suites send their bodies to every write route.
import type { FastifyInstance } from 'fastify';

/** Every method and path the app serves, read from its route tree (HEAD mirrors GET). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth ? paths[depth - 1]! : '') + match[2]!;
    paths[depth] = path;
    paths.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes that take a body (POST, PUT, PATCH, DELETE), outside /docs. */
export function writeRoutes(app: FastifyInstance): { method: string; path: string }[] {
  return registeredRoutes(app)
    .map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { method, path };
    })
    .filter(({ method, path }) => WRITE_METHODS.has(method) && !path.startsWith('/docs'));
}
