// GET /api/overview/ (docs/api.md#schedule-and-overview, managers only): the Overview's figures, computed by the server in one
// call: its fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { Overview } from 'shared-domain';
import { checkResponse, overviewSchema } from 'shared-domain/responses';

export const OVERVIEW_PATH = '/api/overview/';

export async function getOverview(): Promise<Overview> {
  return checkResponse(
    await apiGet<unknown>(OVERVIEW_PATH),
    process.env.NODE_ENV !== 'production' && overviewSchema,
    `GET ${OVERVIEW_PATH}`,
  );
}

/** The Overview's one query (the route's prefetch starts it with the screen's code). */
export function overviewQuery() {
  return queryOptions({ queryKey: ['overview'] as const, queryFn: getOverview });
}
