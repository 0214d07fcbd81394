// Creating, updating and deleting a call: each change refreshes every cached page of the list,
// so the screen shows it without a reload of its own.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCall } from '../api/delete-call';
import { callsKeys } from '../api/get-calls';
import { saveCall } from '../api/save-call';

function useRefreshCallsAfter<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callsKeys.lists() }),
  });
}

export function useSaveCall() {
  return useRefreshCallsAfter(saveCall);
}

export function useDeleteCall() {
  return useRefreshCallsAfter(deleteCall);
}
