// What the Staff List does to one member: an inline edit is checked with the update schema before
// it is sent; failures toast the catalogue's message with the server's detail (spec section 8).
import { COMMON_MESSAGES } from 'shared-auth';
import type { UpdateUserPayload, User } from 'shared-domain';
import { notify } from 'shared-ui';
import { useRowActions } from '../../lists/hooks/useRowActions';
import { deleteStaff } from '../api/delete-staff';
import { staffActionError } from '../api/staff-errors';
import { type StaffDraft, staffChanges, updateStaff } from '../api/update-staff';
import { STAFF_TOASTS } from '../messages';

function toastFailure(failure: {
  message: string;
  detail?: string;
  fieldErrors: Record<string, string>;
}) {
  const detail = failure.detail ?? Object.values(failure.fieldErrors)[0];
  if (detail) notify.error(detail, { title: failure.message });
  else notify.error(failure.message);
}

export function useStaffActions(
  reload: () => Promise<boolean>,
  reloadAfterDelete: () => Promise<boolean>,
) {
  const { saveChanges, ...actions } = useRowActions<User, UpdateUserPayload>({
    update: (member, changes) => updateStaff(member.id, changes),
    remove: (member) => deleteStaff(member.id),
    toasts: STAFF_TOASTS,
    onUpdateFailure: (error) => toastFailure(staffActionError(error, 'update')),
    onDeleteFailure: (error) => toastFailure(staffActionError(error, 'delete')),
    reload,
    reloadAfterDelete,
  });

  const save = async (member: User, draft: StaffDraft) => {
    const result = staffChanges(member, draft);
    if (!result.ok) {
      notify.error(result.message, { title: COMMON_MESSAGES.checkForm });
      throw new Error(result.message);
    }
    await saveChanges(member, result.changes);
  };

  return { ...actions, save };
}
