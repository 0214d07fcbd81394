// The routes of this remote (its route manifest, src/routes.json, where the host reads them), for
// its standalone page.
import manifest from '../routes.json';

function pathOf(id: string): string {
  const route = manifest.routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`src/routes.json has no route "${id}"`);
  return route.path;
}

export const paths = {
  students: pathOf('students'),
  staff: pathOf('staff'),
  overview: pathOf('overview'),
  imports: pathOf('imports'),
  reports: pathOf('reports'),
} as const;
