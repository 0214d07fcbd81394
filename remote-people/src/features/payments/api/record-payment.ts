// POST /api/student-profiles/{userId}/ledger/ with kind payment (docs/api.md#ledger).
import { apiPost } from 'shared-auth';
import type { LedgerWrite } from 'shared-domain';
import type { PaymentMethod } from 'shared-domain/records';

export interface PaymentRequest {
  amount_minor: number;
  currency: string;
  method: PaymentMethod;
  occurred_on: string;
  reference: string;
  allow_overpayment: boolean;
  /** One per intended payment: a repeated submit is answered with the first one's entry. */
  idempotency_key: string;
}

export function recordPayment(studentId: number, payment: PaymentRequest): Promise<LedgerWrite> {
  return apiPost<LedgerWrite>(`/api/student-profiles/${studentId}/ledger/`, {
    kind: 'payment',
    ...payment,
  });
}
