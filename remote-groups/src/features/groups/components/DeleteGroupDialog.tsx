// The Delete Group confirm (spec section 2); its students keep their profiles (docs/api.md#groups).
import { t } from '../i18n';
import { DELETE_TEXT, groupError, GROUPS_TEXT } from '../messages';
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
      title={DELETE_TEXT.title}
      message={t('deleteDialog.message', {
        title: group.title,
        days: group.days,
        hours: group.timeRange,
      })}
      confirmLabel={DELETE_TEXT.confirm}
      destructive
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
