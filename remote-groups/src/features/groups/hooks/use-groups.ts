// The Groups screen's data: every group (the screen searches and pages them itself), the
// catalogue's message for a failure until dismissed, and Refresh with its toast. A refresh keeps
// the cards on screen while it runs.
import { useQuery } from '@tanstack/react-query';
import { groupError, GROUPS_TEXT } from '../messages';
import { refetchWithToast, useDismissableFailure } from 'shared-ui';
import { groupsQuery } from '../api/get-groups';

export function useGroups() {
  const query = useQuery(groupsQuery());
  const { failure, dismiss } = useDismissableFailure(query);
  const { refetch } = query;
  return {
    groups: query.data ?? null,
    loading: query.isFetching,
    error: failure ? groupError(failure, 'fetch').message : null,
    dismissError: dismiss,
    refresh: () => void refetchWithToast(refetch, GROUPS_TEXT.refreshed),
  };
}
