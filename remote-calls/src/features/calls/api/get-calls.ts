// GET /api/calls/?page=&limit=&search= (spec section 7): one page of calls, searched and paged by
// the server (API.md), and the hook the screen reads it through.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, callError } from 'shared-auth';
import { CONSTANTS, type Call, type Paginated } from 'shared-domain';
import { CALLS_PATH } from './calls-paths';

export const CALLS_PAGE_SIZE = CONSTANTS.DEFAULT_PAGE_SIZE;

export interface CallsQuery {
  page: number;
  search: string;
}

export interface CallsPage {
  count: number;
  results: Call[];
}

/** A page as received, with the query it answers. */
export interface ReceivedPage extends CallsPage {
  query: CallsQuery;
}

/** The spec allows a bare list as well as the paginated object. */
export async function getCalls({ page, search }: CallsQuery): Promise<CallsPage> {
  const answer = await apiGet<Paginated<Call> | Call[]>(CALLS_PATH, {
    page,
    limit: CALLS_PAGE_SIZE,
    search,
  });
  if (Array.isArray(answer)) return { count: answer.length, results: answer };
  return { count: answer.count, results: answer.results };
}

export interface CallsList {
  loading: boolean;
  /** The last page received; kept while a reload runs or after one fails. */
  data: ReceivedPage | null;
  error: string | null;
  /** Fetches the current page again; resolves to whether it succeeded. */
  reload: () => Promise<boolean>;
  dismissError: () => void;
}

export function useCallsList({ page, search }: CallsQuery): CallsList {
  const [data, setData] = useState<ReceivedPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the newest request may update the screen: an answer for an older page or term is dropped.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const received = await getCalls({ page, search });
      if (request !== latest.current) return false;
      setData({ ...received, query: { page, search } });
      setError(null);
      return true;
    } catch (failure) {
      if (request === latest.current) setError(callError(failure, 'load').message);
      return false;
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [page, search]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const dismissError = useCallback(() => setError(null), []);
  return { loading, data, error, reload, dismissError };
}
