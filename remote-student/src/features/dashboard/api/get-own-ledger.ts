// GET /api/student-profiles/{userId}/ledger/ (docs/api.md#ledger): the signed-in student's own
// ledger, whose payments the financial card lists with their receipts.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentLedger } from 'shared-domain';
import { checkResponse, studentLedgerSchema } from 'shared-domain/responses';

export async function getOwnLedger(userId: number): Promise<StudentLedger> {
  const path = `/api/student-profiles/${userId}/ledger/`;
  return checkResponse(
    await apiGet<unknown>(path),
    process.env.NODE_ENV !== 'production' && studentLedgerSchema,
    `GET ${path}`,
  );
}

export function ownLedgerQuery(userId: number) {
  return queryOptions({
    queryKey: ['student', 'ledger', userId] as const,
    queryFn: () => getOwnLedger(userId),
  });
}

export function receiptPath(userId: number, entryId: number): string {
  return `/api/student-profiles/${userId}/ledger/${entryId}/receipt.pdf`;
}
