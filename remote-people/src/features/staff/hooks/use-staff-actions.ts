// What the Staff List does to one member: an inline edit is checked with the update schema before
// it is sent; failures toast the catalogue's message with the server's detail (spec section 8).
import { COMMON_MESSAGES, type FailureMessage } from 'shared-auth';
import type { UpdateUserPayload, User } from 'shared-domain';
import { notify, notifyFailure } from 'shared-ui';
import { useRowActions } from '../../lists';
import { deleteStaff } from '../api/delete-staff';
import { staffKeys } from '../api/get-staff';
import { type StaffDraft, staffChanges, updateStaff } from '../api/update-staff';
import { STAFF_TOASTS, staffActionError } from '../messages';

/** The server's explanation, else its first field error, under the catalogue's message. */
function toastFailure(failure: FailureMessage) {
  notifyFailure({ ...failure, detail: failure.detail ?? Object.values(failure.fieldErrors)[0] });
}

export function useStaffActions(leavePageEmptiedByDelete: () => boolean) {
  const { saveChanges, ...actions } = useRowActions<User, UpdateUserPayload>({
    update: (member, changes) => updateStaff(member.id, changes),
    remove: (member) => deleteStaff(member.id),
    toasts: STAFF_TOASTS,
    onUpdateFailure: (error) => toastFailure(staffActionError(error, 'update')),
    onDeleteFailure: (error) => toastFailure(staffActionError(error, 'delete')),
    listKey: staffKeys.lists(),
    leavePageEmptiedByDelete,
  });

  const save = async (member: User, draft: StaffDraft) => {
    const result = await staffChanges(member, draft);
    if (!result.ok) {
      notify.error(result.message, { title: COMMON_MESSAGES.checkForm });
      throw new Error(result.message);
    }
    await saveChanges(member, result.changes);
  };

  return { ...actions, save };
}
