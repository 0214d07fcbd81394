// Records a payment; the student's ledger is read again, and the screen refreshes what shows the
// balance (the list's pages, the history panel).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '../api/get-student-ledger';
import { recordPayment, type PaymentRequest } from '../api/record-payment';

export function useRecordPayment(studentId: number, onRecorded?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentRequest) => recordPayment(studentId, payment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.of(studentId) }),
        onRecorded?.(),
      ]),
  });
}
