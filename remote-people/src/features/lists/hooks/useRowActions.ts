// What a list screen does to one row, the same for staff and students: send an inline edit's
// changes, delete after confirmation, and a toast for each outcome (spec sections 2 and 8). Each
// screen supplies its requests, its toasts' words and how it reports a failure.
import { useState } from 'react';
import { notify } from 'shared-ui';

export interface RowActionsOptions<Row, Changes extends object> {
  update: (row: Row, changes: Changes) => Promise<unknown>;
  remove: (row: Row) => Promise<void>;
  toasts: { noChanges: string; updated: string; deleted: string };
  onUpdateFailure: (error: unknown) => void;
  onDeleteFailure: (error: unknown) => void;
  reload: () => Promise<boolean>;
  reloadAfterDelete: () => Promise<boolean>;
}

export interface RowActions<Row, Changes> {
  /** Rejects when the update fails, so the row stays in edit mode for a correction. */
  saveChanges: (row: Row, changes: Changes) => Promise<void>;
  /** The row waiting for the delete confirmation, if any. */
  pendingDelete: Row | null;
  askDelete: (row: Row) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  deleting: boolean;
}

export function useRowActions<Row, Changes extends object>(
  options: RowActionsOptions<Row, Changes>,
): RowActions<Row, Changes> {
  const { update, remove, toasts, onUpdateFailure, onDeleteFailure } = options;
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);

  const saveChanges = async (row: Row, changes: Changes) => {
    if (Object.keys(changes).length === 0) {
      notify.info(toasts.noChanges);
      return;
    }
    try {
      await update(row, changes);
    } catch (error) {
      onUpdateFailure(error);
      throw error;
    }
    notify.success(toasts.updated);
    await options.reload();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await remove(pendingDelete);
      notify.success(toasts.deleted);
      setPendingDelete(null);
      await options.reloadAfterDelete();
    } catch (error) {
      onDeleteFailure(error);
      setPendingDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return {
    saveChanges,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting,
  };
}
