// A route of a remote's route manifest (src/routes.json) as the user meets it: the guard of the
// roles the manifest names, then the page title it gives. The host and a remote's own page both
// mount every manifest route through it, so a screen module sets neither.
import type { ReactNode } from 'react';
import type { Role } from 'shared-domain';
import { usePageTitle } from '../page/use-page-title';
import { Guarded } from './Guarded';

/** What a route manifest's entry says about who may open the route and what the page is called. */
interface RoutePageEntry {
  roles: readonly Role[];
  title: string;
}

// Inside the guard: a refused user's page is titled Access Denied, not the route's name.
function PageTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

export function RoutePage({ route, children }: { route: RoutePageEntry; children: ReactNode }) {
  return (
    <Guarded roles={route.roles}>
      <PageTitle name={route.title} />
      {children}
    </Guarded>
  );
}
