// GET /api/overview/ (API.md, admins only): the Overview's figures, computed by the server in one
// call, as a fetcher and as the hook the screen reads them through.
import { useCallback, useEffect, useState } from 'react';
import { apiGet, resourceActionError } from 'shared-auth';
import type { Overview } from 'shared-domain';

export const OVERVIEW_PATH = '/api/overview/';

// Section 8 has no overview entry, so the shared handler's wording is used with this action:
// 'Server error occurred while loading the overview. Please try again later.'
export const OVERVIEW_ACTION = 'loading the overview';

export function getOverview(): Promise<Overview> {
  return apiGet<Overview>(OVERVIEW_PATH);
}

export interface OverviewState {
  /** The last figures that arrived; kept while a refresh runs or fails. */
  overview: Overview | null;
  loading: boolean;
  error: string | null;
}

export interface OverviewQuery extends OverviewState {
  /** Fetches the figures again. */
  reload: () => void;
}

export function useOverview(): OverviewQuery {
  const [state, setState] = useState<OverviewState>({
    overview: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getOverview().then(
      (overview) => {
        if (current) setState({ overview, loading: false, error: null });
      },
      (error: unknown) => {
        if (!current) return;
        const { message } = resourceActionError(error, OVERVIEW_ACTION);
        setState((previous) => ({ ...previous, loading: false, error: message }));
      },
    );
    // An answer to an earlier attempt must not overwrite a newer one.
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
