// A payment's receipt (docs/api.md#ledger): its PDF's route and file name, and the staff action
// that mails it to the student.
import { apiPost } from 'shared-auth';
import { receiptNumberLabel } from 'shared-domain/records';

type Receipt = { year: number; number: number };

export function receiptPath(studentId: number, entryId: number): string {
  return `/api/student-profiles/${studentId}/ledger/${entryId}/receipt.pdf`;
}

/** receipt-2026-0007.pdf, as the API names it. */
export function receiptFileName(receipt: Receipt): string {
  return `receipt-${receiptNumberLabel(receipt).replace('/', '-')}.pdf`;
}

export function mailReceipt(studentId: number, entryId: number): Promise<{ message: string }> {
  return apiPost<{ message: string }>(
    `/api/student-profiles/${studentId}/ledger/${entryId}/receipt/mail/`,
    {},
  );
}
