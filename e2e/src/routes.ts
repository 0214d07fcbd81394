// The remotes' routes as their manifests declare them (each remote's src/routes.json, read and
// checked by tooling/route-manifest.cjs), so the walks and the benchmarks repeat no path or role.
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ManifestRoute {
  /** The remote's federation name. */
  remote: string;
  id: string;
  path: string;
  roles: string[];
  title: string;
  nav?: { label: string; order: number; roles?: string[] };
}

const ROOT = path.resolve(__dirname, '..', '..');
const { routeSnapshot } = createRequire(__filename)(
  path.join(ROOT, 'tooling', 'route-manifest.cjs'),
) as { routeSnapshot: () => Record<string, { routes: Omit<ManifestRoute, 'remote'>[] }> };

/** Every remote's routes, in remotes.json's order. */
export const MANIFEST_ROUTES: ManifestRoute[] = Object.entries(routeSnapshot()).flatMap(
  ([remote, manifest]) => manifest.routes.map((route) => ({ remote, ...route })),
);

/** The route's address, its parameters (a group id) naming the demo centre's first record. */
export function addressOf(route: ManifestRoute): string {
  return route.path.replace(/:\w+/g, '1');
}

/** The header link that opens the route: its nav label, Home for the home screen. */
export function linkOf(route: ManifestRoute): string | undefined {
  return route.path === '/' ? 'Home' : route.nav?.label;
}
