// The Overview's figures as the screen shows them: the last that arrived (kept while a refresh
// runs or fails), whether a request is under way, and the catalogue's message for a failure.
import { useQuery } from '@tanstack/react-query';
import { resourceActionError } from 'shared-auth/handlers';
import type { Overview } from 'shared-domain';
import { t } from '../../../i18n';
import { overviewQuery } from '../api/get-overview';

// Section 8 has no overview entry, so the shared handler's wording is used with this action:
// 'Server error occurred while loading the overview. Please try again later.'
export const overviewAction = () => t('overview.action');

export interface OverviewQuery {
  overview: Overview | null;
  loading: boolean;
  error: string | null;
  /** Fetches the figures again. */
  reload: () => void;
}

export function useOverview(): OverviewQuery {
  const query = useQuery(overviewQuery());
  const { refetch } = query;
  // A new attempt hides the last failure until it ends.
  const failed = query.isError && !query.isFetching;
  return {
    overview: query.data ?? null,
    loading: query.isFetching,
    error: failed ? resourceActionError(query.error, overviewAction()).message : null,
    reload: () => void refetch(),
  };
}
