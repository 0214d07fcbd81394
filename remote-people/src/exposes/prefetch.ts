// The first data of each route of this remote, by route id (src/routes.json names this module as
// its manifest's "prefetch"): the host calls it when a route opens, while the route's own code is
// still loading, and when a header link to it is hovered or focused. Each starts the very query
// the screen opens with, so the screen finds it in the cache. Small on purpose: the fetchers and
// their query options only, never a screen.
import type { QueryClient } from '@tanstack/react-query';
import { importsQuery } from '../features/imports/api/get-imports';
import { overviewQuery } from '../features/overview/api/get-overview';
import { resultsQuery } from '../features/reports/api/get-results';
import { staffQuery } from '../features/staff/api/get-staff';
import { studentsQuery } from '../features/students/api/get-students';

export const prefetch = {
  students: (client: QueryClient) => client.prefetchQuery(studentsQuery()),
  staff: (client: QueryClient) => client.prefetchQuery(staffQuery()),
  overview: (client: QueryClient) => client.prefetchQuery(overviewQuery()),
  imports: (client: QueryClient) => client.prefetchQuery(importsQuery()),
  // The link opens the Results report without filters.
  reports: (client: QueryClient) => client.prefetchQuery(resultsQuery({})),
};
