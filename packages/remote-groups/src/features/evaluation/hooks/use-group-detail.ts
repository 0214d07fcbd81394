// The group of GET /api/groups/{id}/ (spec section 7) with each student's scores and pass_fail,
// read through group-data's fetch into what the screen shows: loading, the group, not found (a
// 404: the group is gone) or the catalogue's message under the screen's fallback title.
import { useCallback, useEffect, useState } from 'react';
import { RESOURCE_MESSAGES, normalizeFailure, resourceActionError } from 'shared-auth';
import type { GroupDetail } from 'shared-domain';
import { getGroupDetail } from '../../group-data';
import { EVALUATION_TEXT } from '../messages';

export type GroupState =
  | { status: 'loading' }
  | { status: 'notFound'; message: string }
  | { status: 'error'; message: string }
  | { status: 'loaded'; group: GroupDetail };

function loadError(error: unknown): string {
  return resourceActionError(error, EVALUATION_TEXT.loadAction, { resource: 'group' }).message;
}

/** `groupId` is null when the URL's id is not a number: no such group, nothing to ask. */
export function useGroupDetail(groupId: number | null) {
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
        const message = loadError(error);
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
  }, [groupId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
