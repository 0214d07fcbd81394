// A route of a remote's route manifest (src/routes.json) as the user meets it: the guard of the
// roles the manifest names, then the page title it gives, in the active language (the entry's
// `translations`, else its English title). The host and a remote's own page both mount every
// manifest route through it, so a screen module sets neither.
import type { ReactNode } from 'react';
import type { Role } from 'shared-domain';
import { useLocale } from 'shared-i18n/react';
import { usePageTitle } from '../page/use-page-title';
import { Guarded } from './Guarded';

/** A manifest entry's words in another language: its title, and its header link's label. */
export type RouteTranslations = Readonly<
  Partial<Record<string, { readonly title?: string; readonly label?: string }>>
>;

/** What a route manifest's entry says about who may open the route and what the page is called. */
interface RoutePageEntry {
  roles: readonly Role[];
  title: string;
  translations?: RouteTranslations;
}

// Inside the guard: a refused user's page is titled Access Denied, not the route's name.
function PageTitle({ route }: { route: RoutePageEntry }) {
  const locale = useLocale();
  usePageTitle(route.translations?.[locale]?.title ?? route.title);
  return null;
}

export function RoutePage({ route, children }: { route: RoutePageEntry; children: ReactNode }) {
  return (
    <Guarded roles={route.roles}>
      <PageTitle route={route} />
      {children}
    </Guarded>
  );
}
