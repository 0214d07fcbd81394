// The first data of each route of this remote, by route id (src/routes.json names this module as
// its manifest's "prefetch"): the host calls it when a route opens, while the route's own code is
// still loading, and when a header link to it is hovered or focused. Each starts the very query
// the screen opens with, so the screen finds it in the cache. Small on purpose: the fetchers and
// their query options only, never a screen.
import type { QueryClient } from '@tanstack/react-query';
import { callsQuery } from '../features/calls/api/get-calls';

export const prefetch = {
  calls: (client: QueryClient) => client.prefetchQuery(callsQuery()),
};
