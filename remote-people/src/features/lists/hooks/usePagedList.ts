// One server-paged list: page, debounced search term and filter in, rows, total and load state out.
// A new search or filter starts at page 1; a page left empty (a delete, someone else's delete)
// moves to the last page that still has rows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type PageOf, lastPage } from '../api/paged';

export interface ListQuery {
  page: number;
  search: string;
  filter: string;
}

export interface PagedListOptions<Row> {
  fetchPage: (query: ListQuery) => Promise<PageOf<Row>>;
  /** The catalogue message for a failed load. */
  errorMessage: (error: unknown) => string;
  pageSize: number;
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
  /** Loads the current page again; resolves to whether it loaded. */
  reload: () => Promise<boolean>;
  /** After a delete: the same page, or the last existing one if this page is now empty. */
  reloadAfterDelete: () => Promise<boolean>;
}

export function usePagedList<Row>({
  fetchPage,
  errorMessage,
  pageSize,
}: PagedListOptions<Row>): PagedList<Row> {
  const [query, setQuery] = useState<ListQuery>({ page: 1, search: '', filter: '' });
  const [data, setData] = useState<PageOf<Row>>({ rows: [], count: 0 });
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const options = useRef({ fetchPage, errorMessage });
  options.current = { fetchPage, errorMessage };

  const load = useCallback(async (wanted: ListQuery): Promise<boolean> => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const page = await options.current.fetchPage(wanted);
      // A slower answer to an older query must not replace the newer one.
      if (ticket !== latest.current) return false;
      setData(page);
      setError(null);
      return true;
    } catch (failure) {
      if (ticket === latest.current) setError(options.current.errorMessage(failure));
      return false;
    } finally {
      if (ticket === latest.current) {
        setLoading(false);
        setLoaded(true);
      }
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  // A page past the end answers no rows with the true count: show the last one with rows.
  useEffect(() => {
    if (loading || data.rows.length > 0 || data.count === 0) return;
    const last = lastPage(data.count, pageSize);
    if (query.page > last) setQuery((current) => ({ ...current, page: last }));
  }, [loading, data, pageSize, query.page]);

  const reloadAfterDelete = useCallback(() => {
    const last = lastPage(data.count - 1, pageSize);
    if (query.page > last) {
      const moved = { ...query, page: last };
      setQuery(moved);
      return Promise.resolve(true);
    }
    return load(query);
  }, [data.count, pageSize, query, load]);

  return {
    ...query,
    ...data,
    loading,
    loaded,
    error,
    dismissError: useCallback(() => setError(null), []),
    setPage: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    setSearch: useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), []),
    setFilter: useCallback((filter: string) => setQuery((q) => ({ ...q, filter, page: 1 })), []),
    reload: useCallback(() => load(query), [load, query]),
    reloadAfterDelete,
  };
}
