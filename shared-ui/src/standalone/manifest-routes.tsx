// A remote's own page mounts the routes of its route manifest (src/routes.json) as the host does:
// each path with its roles' guard and its page title (RoutePage), the screen from the module the
// entry names.
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { ROLES, type Role } from 'shared-domain';
import { RoutePage, type RouteTranslations } from '../guard/RoutePage';

/** The part of a route manifest a remote's own page needs (the JSON file as imported). */
export interface StandaloneRouteManifest {
  routes: readonly {
    id: string;
    path: string;
    module: string;
    roles: readonly string[];
    title: string;
    /** The title (and header label) in each other language, by language code. */
    translations?: RouteTranslations;
  }[];
}

function rolesOf(id: string, roles: readonly string[]): Role[] {
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length) throw new Error(`Route "${id}": unknown roles ${unknown.join(', ')}`);
  return roles as Role[];
}

/** The entry `id` of the manifest: its path, and the roles and titles RoutePage applies. */
export function manifestRoute(manifest: StandaloneRouteManifest, id: string) {
  const route = manifest.routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`The route manifest has no route "${id}"`);
  return {
    path: route.path,
    roles: rolesOf(id, route.roles),
    title: route.title,
    translations: route.translations,
  };
}

/**
 * One <Route> per manifest entry, given the screens by exposed module name ('./Groups'); a route
 * whose module is not given is an error, so the page cannot drift from its manifest.
 */
export function manifestRoutes(
  manifest: StandaloneRouteManifest,
  screens: Readonly<Record<string, ComponentType>>,
) {
  return manifest.routes.map((route) => {
    const Screen = screens[route.module];
    if (!Screen) throw new Error(`Route "${route.id}": no screen for ${route.module}`);
    const entry = manifestRoute(manifest, route.id);
    return (
      <Route
        key={route.id}
        path={route.path}
        element={
          <RoutePage route={entry}>
            <Screen />
          </RoutePage>
        }
      />
    );
  });
}
