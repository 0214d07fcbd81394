// The first data of each route of this remote, by route id (src/routes.json names this module as
// its manifest's "prefetch"): the host calls it when a route opens, while the route's own code is
// still loading, and when a header link to it is hovered or focused. Each starts the very query
// the screen opens with, so the screen finds it in the cache. Small on purpose: the fetchers and
// their query options only, never a screen.
import type { QueryClient } from '@tanstack/react-query';
import { groupDetailQuery } from '../features/group-data/api/get-group-detail';
import { routeGroupId } from '../features/group-data/route-group-id';
import { groupsQuery } from '../features/groups/api/get-groups';

interface RouteContext {
  params: Readonly<Record<string, string | undefined>>;
}

/** The group sheet's detail, for a path whose group id reads (else the screen says not found). */
function groupDetail(client: QueryClient, { params }: RouteContext) {
  const groupId = routeGroupId(params.groupId);
  return groupId === null ? Promise.resolve() : client.prefetchQuery(groupDetailQuery(groupId));
}

export const prefetch = {
  groups: (client: QueryClient) => client.prefetchQuery(groupsQuery()),
  groupAttendance: groupDetail,
  groupEvaluation: groupDetail,
};
