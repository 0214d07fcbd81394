// The group of GET /api/groups/{id}/ (spec section 7), with each student's attendance and
// evaluation, as a group's sheet page shows it: loading, the group, not found (a 404: the group
// is gone) or the catalogue's message for the page's load action ('loading attendance').
import { useQuery } from '@tanstack/react-query';
import { normalizeFailure } from 'shared-auth';
import type { GroupDetail } from 'shared-domain';
import { groupDetailQuery, groupNotFound, groupReadError } from '../../group-data';

export type GroupState =
  | { status: 'loading' }
  | { status: 'notFound'; message: string }
  | { status: 'error'; message: string }
  | { status: 'loaded'; group: GroupDetail };

/** `groupId` is null when the URL's id is not a number: no such group, nothing to ask. */
export function useGroupDetail(groupId: number | null, loadAction: string) {
  const query = useQuery({ ...groupDetailQuery(groupId ?? 0), enabled: groupId !== null });
  const { refetch } = query;
  return { state: stateOf(query, groupId, loadAction), reload: () => void refetch() };
}

function stateOf(
  query: ReturnType<typeof useQuery<GroupDetail>>,
  groupId: number | null,
  loadAction: string,
): GroupState {
  if (groupId === null) return { status: 'notFound', message: groupNotFound() };
  if (query.data) return { status: 'loaded', group: query.data };
  if (query.isFetching || !query.isError) return { status: 'loading' };
  const { message } = groupReadError(query.error, loadAction);
  return normalizeFailure(query.error).status === 404
    ? { status: 'notFound', message }
    : { status: 'error', message };
}
