// The Delete Group confirm (spec section 2); its students keep their profiles (API.md).
import { useState } from 'react';
import { groupError } from 'shared-auth';
import { ConfirmDialog, notify } from 'shared-ui';
import { deleteGroup } from '../api/delete-group';
import type { DisplayGroup } from '../model/display-group';
import { GROUPS_TEXT } from '../model/messages';

interface DeleteGroupDialogProps {
  group: DisplayGroup;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteGroupDialog({ group, onClose, onDeleted }: DeleteGroupDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteGroup(group.id);
      notify.success(GROUPS_TEXT.deleted);
      onDeleted();
    } catch (error) {
      notify.error(groupError(error, 'delete').message);
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title="Delete Group"
      message={`Are you sure you want to delete ${group.title} (${group.days}, ${group.timeRange})? Its students keep their profiles but leave the group. This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
