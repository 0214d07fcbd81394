// The delete dialog of the Calls screen: asks first, then deletes and reports with a toast.
import { useState } from 'react';
import { callError } from 'shared-auth';
import { formatCallTime, type Call } from 'shared-domain';
import { ConfirmDialog, notify } from 'shared-ui';
import { deleteCall } from '../api/delete-call';
import { CALLS_TEXT, deleteMessage } from '../messages';
import { showFailure } from './showFailure';

interface DeleteCallDialogProps {
  call: Call;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCallDialog({ call, onClose, onDeleted }: DeleteCallDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCall(call.id);
    } catch (error) {
      showFailure(callError(error, 'delete'));
      setBusy(false);
      onClose();
      return;
    }
    notify.success(CALLS_TEXT.deleted);
    onDeleted();
  };

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
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}
