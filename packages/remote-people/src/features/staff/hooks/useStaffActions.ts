// What the Staff List does to one member: save an inline edit, delete after confirmation, and the
// toasts of each outcome (spec sections 2 and 8).
import { useState } from 'react';
import type { User } from 'shared-domain';
import { COMMON_MESSAGES } from 'shared-auth';
import { notify } from 'shared-ui';
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
  const [pendingDelete, setPendingDelete] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);

  const save = async (member: User, draft: StaffDraft) => {
    const result = staffChanges(member, draft);
    if (!result.ok) {
      notify.error(result.message, { title: COMMON_MESSAGES.checkForm });
      throw new Error(result.message);
    }
    if (Object.keys(result.changes).length === 0) {
      notify.info(STAFF_TOASTS.noChanges);
      return;
    }
    try {
      await updateStaff(member.id, result.changes);
    } catch (error) {
      toastFailure(staffActionError(error, 'update'));
      // Keeps the row in edit mode so the user can correct it.
      throw error;
    }
    notify.success(STAFF_TOASTS.updated);
    await reload();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteStaff(pendingDelete.id);
      notify.success(STAFF_TOASTS.deleted);
      setPendingDelete(null);
      await reloadAfterDelete();
    } catch (error) {
      toastFailure(staffActionError(error, 'delete'));
      setPendingDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return {
    save,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting,
  };
}
