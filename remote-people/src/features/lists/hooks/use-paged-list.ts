// One server-paged list on the data cache: page, debounced search and filters in, the page and its
// state out. A new search or filter starts at page 1; a page emptied by someone else's delete moves
// to the last page that still has rows.
import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useScreenQuery } from 'shared-ui/data';
import { FIRST_PAGE, type ListQuery, type PageOf, lastPage } from '../../paging';

export interface PagedListOptions<Row, Key extends QueryKey> {
  /** The query options of one page (the endpoint file's `xxxQuery(query)`). */
  pageQuery: (query: ListQuery) => UseQueryOptions<PageOf<Row>, Error, PageOf<Row>, Key>;
  /** The catalogue message for a failed load. */
  errorMessage: (error: unknown) => string;
  pageSize: number;
  /** The toast of a successful Refresh. */
  refreshed: string;
  /** The filters the page's address holds (useUrlFilters); a change goes back to page 1. */
  filters?: Readonly<Record<string, string>>;
}

export interface PagedList<Row> extends ListQuery, PageOf<Row> {
  loading: boolean;
  /** Set once the first answer (or failure) arrived. */
  loaded: boolean;
  error: string | null;
  dismissError: () => void;
  setPage: (page: number) => void;
  setSearch: (term: string) => void;
  setFilter: (filter: string) => void;
  refresh: () => void;
  /** Before a delete's refresh: moves to the last page that will still hold rows; true if it moved. */
  leavePageEmptiedByDelete: () => boolean;
}

const NO_ROWS: PageOf<never> = { rows: [], count: 0 };

export function usePagedList<Row, Key extends QueryKey>({
  pageQuery,
  errorMessage,
  pageSize,
  refreshed,
  filters,
}: PagedListOptions<Row, Key>): PagedList<Row> {
  const [state, setQuery] = useState<ListQuery>(FIRST_PAGE);
  // Other filters start at page 1 (React's adjusting of state while rendering).
  const filtersKey = JSON.stringify(filters ?? {});
  const [shownFilters, setShownFilters] = useState(filtersKey);
  if (shownFilters !== filtersKey) {
    setShownFilters(filtersKey);
    setQuery((current) => ({ ...current, page: 1 }));
  }
  // Only the filters set: the unfiltered list is one cache entry, the prefetch's.
  const chosen = Object.entries(filters ?? {}).filter(([, value]) => value);
  const query: ListQuery = chosen.length
    ? { ...state, filters: Object.fromEntries(chosen) }
    : state;
  const {
    query: result,
    failure,
    dismissFailure,
    refresh,
  } = useScreenQuery({ ...pageQuery(query), placeholderData: keepPreviousData }, refreshed);
  const data = result.data ?? NO_ROWS;

  // A page past the end answers no rows with the true count: show the last one with rows.
  const answered = result.isSuccess && !result.isPlaceholderData;
  useEffect(() => {
    if (!answered || data.rows.length > 0 || data.count === 0) return;
    const last = lastPage(data.count, pageSize);
    if (query.page > last) setQuery((current) => ({ ...current, page: last }));
  }, [answered, data, pageSize, query.page]);

  const leavePageEmptiedByDelete = () => {
    const last = lastPage(data.count - 1, pageSize);
    if (query.page <= last) return false;
    setQuery((current) => ({ ...current, page: last }));
    return true;
  };

  return {
    ...query,
    ...data,
    loading: result.isFetching,
    loaded: result.data !== undefined || result.isError,
    error: failure ? errorMessage(failure) : null,
    dismissError: dismissFailure,
    setPage: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    setSearch: useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), []),
    setFilter: useCallback((filter: string) => setQuery((q) => ({ ...q, filter, page: 1 })), []),
    refresh,
    leavePageEmptiedByDelete,
  };
}
