// The one module that loads remote code (tests mock it). Remotes are registered at run time from
// remotes.json; each route of the shell loads one exposed route module through these loaders.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'people' | 'groups' | 'calls' | 'schedule' | 'student';

const configured = new Set<string>();

/** Registers every remote listed in remotes.json by its manifest URL. */
export function registerRemoteManifests(manifests: Record<string, string>): void {
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  configured.clear();
  Object.keys(manifests).forEach((name) => configured.add(name));
}

/**
 * Whether this deployment lists the remote at all (a listed remote that fails to load is down,
 * which is a different thing: it gets the Retry panel).
 */
export function isRemoteConfigured(name: RemoteName): boolean {
  return configured.has(name);
}

type RouteModule = { default: ComponentType };

async function loadRouteModule(remote: RemoteName, exposed: string): Promise<RouteModule> {
  const module = await loadRemote<RouteModule>(`${remote}/${exposed}`);
  if (!module?.default) throw new Error(`Remote "${remote}" did not provide "${exposed}"`);
  return module;
}

/** Each exposed route module of the suite; stable functions, so a Retry builds a fresh load. */
export const remoteRoutes = {
  students: () => loadRouteModule('people', 'Students'),
  staff: () => loadRouteModule('people', 'Staff'),
  overview: () => loadRouteModule('people', 'Overview'),
  groups: () => loadRouteModule('groups', 'Groups'),
  groupAttendance: () => loadRouteModule('groups', 'GroupAttendance'),
  groupEvaluation: () => loadRouteModule('groups', 'GroupEvaluation'),
  calls: () => loadRouteModule('calls', 'Calls'),
  schedule: () => loadRouteModule('schedule', 'Schedule'),
  studentDashboard: () => loadRouteModule('student', 'Dashboard'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type RemoteRoute = keyof typeof remoteRoutes;
