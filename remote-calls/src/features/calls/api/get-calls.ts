// GET /api/calls/?page=&limit=&search= (spec section 7): one page of calls, searched and paged by
// the server (docs/api.md#lists): the fetcher, the cache keys of the calls and the list's query options.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, type Call } from 'shared-domain';
import { CALLS_PATH } from './calls-paths';
import { callSchema, checkResponse, listResponseSchema } from 'shared-domain/responses';

export const CALLS_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

export interface CallsQuery {
  page: number;
  search: string;
}

export interface CallsPage {
  count: number;
  results: Call[];
}

/** The spec allows a bare list as well as the paginated object. */
export async function getCalls({ page, search }: CallsQuery): Promise<CallsPage> {
  const answer = checkResponse(
    await apiGet<unknown>(CALLS_PATH, { page, limit: CALLS_PAGE_SIZE, search }),
    process.env.NODE_ENV !== 'production' && listResponseSchema(callSchema),
    `GET ${CALLS_PATH}`,
  );
  if (Array.isArray(answer)) return { count: answer.length, results: answer };
  return { count: answer.count, results: answer.results };
}

export const callsKeys = {
  all: ['calls'] as const,
  lists: () => [...callsKeys.all, 'list'] as const,
  list: (query: CallsQuery) => [...callsKeys.lists(), query] as const,
};

/** One page of the list; the page shown stays while the next one loads. */
export function callsQuery(query: CallsQuery = { page: 1, search: '' }) {
  return queryOptions({
    queryKey: callsKeys.list(query),
    queryFn: () => getCalls(query),
    placeholderData: keepPreviousData,
  });
}
