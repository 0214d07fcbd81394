// A card's session button: toggles that session's completion flag through the group update
// (spec section 4, 'Group session completion 1 to 9 can be toggled'); the list refreshes itself.
import { useCallback } from 'react';
import { groupError, GROUPS_TEXT } from '../messages';
import { SESSION_KEYS } from 'shared-domain';
import { notify, notifyFailure } from 'shared-ui';
import type { DisplayGroup } from '../model/display-group';
import { useUpdateGroup } from './use-group-changes';

export function useSessionToggle() {
  const update = useUpdateGroup();
  const { mutate } = update;

  // The same function from one drawing to the next: the cards it is handed to stay as they are.
  const toggle = useCallback(
    (group: DisplayGroup, session: number) => {
      const key = SESSION_KEYS[session - 1];
      if (!key) return;
      const completed = group.sessionProgress.sessionCompletion[session - 1] === true;
      mutate(
        { id: group.id, payload: { [key]: !completed } },
        {
          onSuccess: () => notify.success(GROUPS_TEXT.updated),
          onError: (error) => notifyFailure(groupError(error, 'update')),
        },
      );
    },
    [mutate],
  );

  return { busyGroupId: update.isPending ? update.variables.id : null, toggle };
}
