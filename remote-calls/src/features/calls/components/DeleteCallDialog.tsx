// The delete dialog of the Calls screen: asks first, then deletes and reports with a toast.
import { callError, CALLS_TEXT, deleteMessage } from '../messages';
import type { Call } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { notify, notifyFailure } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { useDeleteCall } from '../hooks/use-call-changes';

interface DeleteCallDialogProps {
  call: Call;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCallDialog({ call, onClose, onDeleted }: DeleteCallDialogProps) {
  const removal = useDeleteCall();
  const busy = removal.isPending;

  const confirm = () =>
    removal.mutate(call.id, {
      onSuccess: () => {
        notify.success(CALLS_TEXT.deleted);
        onDeleted();
      },
      onError: (error) => {
        notifyFailure(callError(error, 'delete'));
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title={CALLS_TEXT.deleteTitle}
      message={deleteMessage(
        call.instructor_name || CALLS_TEXT.unassignedCaller,
        formatCallTime(call.time),
      )}
      confirmLabel={CALLS_TEXT.deleteConfirm}
      destructive
      busy={busy}
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}
