// GET /api/student-profiles/{userId}/ledger/ (docs/api.md#ledger): a student's charges, payments,
// refunds and reversals with their totals; its fetcher, cache keys and query options.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentLedger } from 'shared-domain';
import { checkResponse, studentLedgerSchema } from 'shared-domain/responses';

export async function getStudentLedger(studentId: number): Promise<StudentLedger> {
  const path = `/api/student-profiles/${studentId}/ledger/`;
  return checkResponse(
    await apiGet<unknown>(path),
    process.env.NODE_ENV !== 'production' && studentLedgerSchema,
    `GET ${path}`,
  );
}

export const ledgerKeys = {
  all: ['ledger'] as const,
  of: (studentId: number) => [...ledgerKeys.all, studentId] as const,
};

/** Always read afresh: the balance a payment starts from is the one the server has now. */
export function studentLedgerQuery(studentId: number) {
  return queryOptions({
    queryKey: ledgerKeys.of(studentId),
    queryFn: () => getStudentLedger(studentId),
    staleTime: 0,
  });
}
