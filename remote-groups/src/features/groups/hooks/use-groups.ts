// The Groups screen's data: every group the filters select (the screen searches and pages them
// itself), the catalogue's message for a failure until dismissed, and Refresh with its toast. A
// refresh keeps the cards on screen while it runs.
import { groupError, GROUPS_TEXT } from '../messages';
import { useScreenQuery } from 'shared-ui/data';
import { groupsQuery, type GroupFilterValues } from '../api/get-groups';

export function useGroups(filters: GroupFilterValues) {
  const { query, failure, dismissFailure, refresh } = useScreenQuery(
    groupsQuery(filters),
    GROUPS_TEXT.refreshed,
  );
  return {
    groups: query.data ?? null,
    loading: query.isFetching,
    error: failure ? groupError(failure, 'fetch').message : null,
    dismissError: dismissFailure,
    refresh,
  };
}
