// A route of a remote's route manifest as the shell holds it, and its title and header link in the
// active language: what the header and the page titles read, on every page (route-manifest.ts,
// which reads and keeps the manifests, comes with the signed-in side).
import type { Role } from 'shared-domain';
import { activeLocale, type Locale } from 'shared-i18n';

export interface RemoteNavEntry {
  label: string;
  /** Place among the header links: Home comes first, Profile last, the rest by this number. */
  order: number;
  /** Who sees the link (the route's roles when the manifest says nothing). */
  roles: readonly Role[];
}

export interface RemoteRouteEntry {
  /** The remote's federation name (its key in remotes.json). */
  remote: string;
  id: string;
  path: string;
  /** The exposed module, as in the remote's exposes: './Students'. */
  module: string;
  roles: readonly Role[];
  /** The page title and the Retry panel's name while the remote's own screen is not there. */
  title: string;
  nav?: RemoteNavEntry;
  /** The remote's exposed prefetch module (the manifest's `prefetch`), if it has one. */
  prefetch?: string;
  /**
   * The API address the prefetch asks for first (`/api/groups/:groupId/`; `:userId` is the
   * signed-in user's), which the shell sends beside the remote's code on a page's first screen.
   */
  request?: string;
  /** The shared keys its module takes from the page (the published manifest's `shared`). */
  shared?: readonly string[];
  /** The title and link in other languages (English is `title` and `nav.label`). */
  translations?: Partial<Record<Locale, RouteTranslation>>;
}

export interface RouteTranslation {
  title?: string;
  label?: string;
}

/** A route's page title in the active language (English when its manifest has no translation). */
export function titleOf(route: RemoteRouteEntry): string {
  return route.translations?.[activeLocale()]?.title ?? route.title;
}

/** A route's header link in the active language. */
export function navLabelOf(route: RemoteRouteEntry & { nav: RemoteNavEntry }): string {
  return route.translations?.[activeLocale()]?.label ?? route.nav.label;
}
