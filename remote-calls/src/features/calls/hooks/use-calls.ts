// The calls list as the screen reads it: the page on screen (the previous one while the next
// loads), the catalogue's message for a failure until dismissed, and Refresh with its toast.
import { callError, CALLS_TEXT } from '../messages';
import { useScreenQuery } from 'shared-ui/data';
import { callsQuery, type CallsQuery } from '../api/get-calls';

export function useCalls(query: CallsQuery) {
  const {
    query: list,
    failure,
    dismissFailure,
    refresh,
  } = useScreenQuery(callsQuery(query), CALLS_TEXT.refreshed);
  return {
    /** The last page received, possibly of the previous page or term while the new one loads. */
    shown: list.data ?? null,
    /** The page that answers this page and term, once it has arrived. */
    current: list.isPlaceholderData ? null : (list.data ?? null),
    loading: list.isFetching,
    /** Fetching again the page on screen (not another page or term). */
    refreshing: list.isFetching && !list.isPlaceholderData && list.data !== undefined,
    error: failure ? callError(failure, 'load').message : null,
    dismissError: dismissFailure,
    refresh,
  };
}
