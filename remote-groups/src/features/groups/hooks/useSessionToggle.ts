// A card's session button: toggles that session's completion flag through the group update
// (spec section 4, 'Group session completion 1 to 9 can be toggled'), then reloads the list.
import { useState } from 'react';
import { groupError } from 'shared-auth';
import { SESSION_KEYS } from 'shared-domain';
import { notify } from 'shared-ui';
import { updateGroup } from '../api/update-group';
import type { DisplayGroup } from '../model/display-group';
import { GROUPS_TEXT } from '../model/messages';

export function useSessionToggle(reload: () => Promise<boolean>) {
  const [busyGroupId, setBusyGroupId] = useState<number | null>(null);

  const toggle = async (group: DisplayGroup, session: number) => {
    const key = SESSION_KEYS[session - 1];
    if (!key) return;
    setBusyGroupId(group.id);
    try {
      const completed = group.sessionProgress.sessionCompletion[session - 1] === true;
      await updateGroup(group.id, { [key]: !completed });
      notify.success(GROUPS_TEXT.updated);
      await reload();
    } catch (error) {
      notify.error(groupError(error, 'update').message);
    } finally {
      setBusyGroupId(null);
    }
  };

  return { busyGroupId, toggle };
}
