// GET /api/calls/?page=&limit=&search=&instructor=&months_from=&months_to= (spec section 7): one
// page of calls, searched, filtered and paged by the server (docs/api.md#calls): the fetcher, the
// cache keys of the calls, the list's query options and its export route.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CONSTANTS, type Call } from 'shared-domain';
import { CALLS_PATH } from './calls-paths';
import { callSchema, checkResponse, listResponseSchema } from 'shared-domain/responses';

export const CALLS_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;
export const CALLS_EXPORT_PATH = `${CALLS_PATH}export/`;

/** The Calls screen's filters, held in the address under the API's names ('' is none). */
export const CALL_FILTERS = ['instructor', 'months_from', 'months_to'] as const;
export type CallFilter = (typeof CALL_FILTERS)[number];

export interface CallsQuery {
  page: number;
  search: string;
  filters?: Readonly<Partial<Record<CallFilter, string>>>;
}

export interface CallsPage {
  count: number;
  results: Call[];
}

/** The spec allows a bare list as well as the paginated object. */
export async function getCalls({ page, search, filters = {} }: CallsQuery): Promise<CallsPage> {
  const answer = checkResponse(
    await apiGet<unknown>(CALLS_PATH, { page, limit: CALLS_PAGE_SIZE, search, ...filters }),
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

/** The query with only the filters set, so the unfiltered list is the prefetch's one entry. */
function chosenFilters({ page, search, filters = {} }: CallsQuery): CallsQuery {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return Object.keys(chosen).length ? { page, search, filters: chosen } : { page, search };
}

/** One page of the list; the page shown stays while the next one loads. */
export function callsQuery(asked: CallsQuery = { page: 1, search: '' }) {
  const query = chosenFilters(asked);
  return queryOptions({
    queryKey: callsKeys.list(query),
    queryFn: () => getCalls(query),
    placeholderData: keepPreviousData,
  });
}
