// Links a student to a call (or unlinks). The student list shows the call's columns, so its cached
// pages are refreshed (with the groups', as an enrolment does).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENROLMENT_QUERY_ROOTS } from 'shared-ui/overlays';
import { linkCall } from '../api/link-call';

export function useLinkCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, callId }: { studentId: number; callId: number | null }) =>
      linkCall(studentId, callId),
    onSuccess: () =>
      Promise.all(
        ENROLMENT_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
