// The Delete Group confirm (spec section 2); its students keep their profiles (docs/api.md#groups).
import { groupError, GROUPS_TEXT } from '../messages';
import { notify, notifyFailure } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { useDeleteGroup } from '../hooks/use-group-changes';
import type { DisplayGroup } from '../model/display-group';

interface DeleteGroupDialogProps {
  group: DisplayGroup;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteGroupDialog({ group, onClose, onDeleted }: DeleteGroupDialogProps) {
  const removal = useDeleteGroup();

  const confirm = () =>
    removal.mutate(group.id, {
      onSuccess: () => {
        notify.success(GROUPS_TEXT.deleted);
        onDeleted();
      },
      onError: (error) => notifyFailure(groupError(error, 'delete')),
    });

  return (
    <ConfirmDialog
      open
      title="Delete Group"
      message={`Are you sure you want to delete ${group.title} (${group.days}, ${group.timeRange})? Its students keep their profiles but leave the group. This cannot be undone.`}
      confirmLabel="Delete"
      destructive
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
