// What a list screen does to one row, for staff and students alike: an inline edit, a confirmed
// delete, and a toast for each outcome (spec sections 2 and 8); both refresh the list's cached pages.
import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from 'shared-ui';

export interface RowActionsOptions<Row, Changes extends object> {
  update: (row: Row, changes: Changes) => Promise<unknown>;
  remove: (row: Row) => Promise<void>;
  toasts: { noChanges: string; updated: string; deleted: string };
  onUpdateFailure: (error: unknown) => void;
  onDeleteFailure: (error: unknown) => void;
  /** The key every cached page of the list sits under. */
  listKey: QueryKey;
  /** Called before the refresh after a delete; true when it moved to another page. */
  leavePageEmptiedByDelete: () => boolean;
}

export interface RowActions<Row, Changes> {
  /** Rejects when the update fails, so the row stays in edit mode for a correction. */
  saveChanges: (row: Row, changes: Changes) => Promise<void>;
  /** The row waiting for the delete confirmation, if any. */
  pendingDelete: Row | null;
  askDelete: (row: Row) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  deleting: boolean;
}

export function useRowActions<Row, Changes extends object>(
  options: RowActionsOptions<Row, Changes>,
): RowActions<Row, Changes> {
  const { update, remove, toasts, onUpdateFailure, onDeleteFailure, listKey } = options;
  const queryClient = useQueryClient();
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const updating = useMutation({
    mutationFn: ({ row, changes }: { row: Row; changes: Changes }) => update(row, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const removing = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      // When the page on screen is gone, only the page moved to needs asking for: every page is
      // marked out of date, and the one the screen opens next is fetched as it opens.
      const moved = options.leavePageEmptiedByDelete();
      void queryClient.invalidateQueries({
        queryKey: listKey,
        refetchType: moved ? 'none' : 'active',
      });
    },
  });

  const saveChanges = async (row: Row, changes: Changes) => {
    if (Object.keys(changes).length === 0) {
      notify.info(toasts.noChanges);
      return;
    }
    try {
      // Resolves once the list shows the change, so the row leaves edit mode on the new values.
      await updating.mutateAsync({ row, changes });
    } catch (error) {
      onUpdateFailure(error);
      throw error;
    }
    notify.success(toasts.updated);
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    removing.mutate(pendingDelete, {
      onSuccess: () => notify.success(toasts.deleted),
      onError: onDeleteFailure,
      onSettled: () => setPendingDelete(null),
    });
  };

  return {
    saveChanges,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting: removing.isPending,
  };
}
