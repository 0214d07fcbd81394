// The changes the Groups screen makes: create, update (the form and a card's session buttons),
// delete and level update. Each refreshes every cached group query, so the list shows the change
// without a reload of its own.
import { useMutation } from '@tanstack/react-query';
import type { GroupCreatePayload, GroupUpdatePayload, UpdateLevelPayload } from 'shared-domain';
import { useGroupChanged } from '../../group-data';
import { createGroup } from '../api/create-group';
import { deleteGroup } from '../api/delete-group';
import { updateGroup } from '../api/update-group';
import { updateGroupLevel } from '../api/update-group-level';

function useGroupChange<T, R>(change: (input: T) => Promise<R>) {
  const groupChanged = useGroupChanged();
  return useMutation({ mutationFn: change, onSuccess: () => void groupChanged() });
}

export function useCreateGroup() {
  return useGroupChange((payload: GroupCreatePayload) => createGroup(payload));
}

export function useUpdateGroup() {
  return useGroupChange(({ id, payload }: { id: number; payload: GroupUpdatePayload }) =>
    updateGroup(id, payload),
  );
}

export function useDeleteGroup() {
  return useGroupChange((id: number) => deleteGroup(id));
}

export function useUpdateGroupLevel() {
  return useGroupChange(({ id, payload }: { id: number; payload: UpdateLevelPayload }) =>
    updateGroupLevel(id, payload),
  );
}
