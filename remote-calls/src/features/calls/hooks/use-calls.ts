// The calls list as the screen reads it: the page on screen (the previous one while the next
// loads), the catalogue's message for a failure until dismissed, and Refresh with its toast.
import { useQuery } from '@tanstack/react-query';
import { callError, CALLS_TEXT } from '../messages';
import { refetchWithToast, useDismissableFailure } from 'shared-ui';
import { callsQuery, type CallsQuery } from '../api/get-calls';

export function useCalls(query: CallsQuery) {
  const list = useQuery(callsQuery(query));
  const { failure, dismiss } = useDismissableFailure(list);
  const { refetch } = list;
  return {
    /** The last page received, possibly of the previous page or term while the new one loads. */
    shown: list.data ?? null,
    /** The page that answers this page and term, once it has arrived. */
    current: list.isPlaceholderData ? null : (list.data ?? null),
    loading: list.isFetching,
    /** Fetching again the page on screen (not another page or term). */
    refreshing: list.isFetching && !list.isPlaceholderData && list.data !== undefined,
    error: failure ? callError(failure, 'load').message : null,
    dismissError: dismiss,
    refresh: () => void refetchWithToast(refetch, CALLS_TEXT.refreshed),
  };
}
