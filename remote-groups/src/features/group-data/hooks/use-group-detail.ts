// The group of GET /api/groups/{id}/ (spec section 7), with each student's attendance and
// evaluation, as a group's sheet page shows it: loading, the group, not found (a 404: the group
// is gone) or the catalogue's message for the page's load action ('loading attendance').
import { useCallback, useEffect, useState } from 'react';
import { RESOURCE_MESSAGES, normalizeFailure, resourceActionError } from 'shared-auth';
import type { GroupDetail } from 'shared-domain';
import { getGroupDetail } from '../get-group-detail';

export type GroupState =
  | { status: 'loading' }
  | { status: 'notFound'; message: string }
  | { status: 'error'; message: string }
  | { status: 'loaded'; group: GroupDetail };

/** `groupId` is null when the URL's id is not a number: no such group, nothing to ask. */
export function useGroupDetail(groupId: number | null, loadAction: string) {
  const [state, setState] = useState<GroupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (groupId === null) {
      setState({ status: 'notFound', message: RESOURCE_MESSAGES.groupNotFound });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getGroupDetail(groupId).then(
      (group) => current && setState({ status: 'loaded', group }),
      (error: unknown) => {
        if (!current) return;
        const { message } = resourceActionError(error, loadAction, { resource: 'group' });
        setState(
          normalizeFailure(error).status === 404
            ? { status: 'notFound', message }
            : { status: 'error', message },
        );
      },
    );
    // An answer for an earlier group or attempt must not overwrite the newer one.
    return () => {
      current = false;
    };
  }, [groupId, loadAction, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
