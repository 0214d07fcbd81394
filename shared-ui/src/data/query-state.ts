// What every screen does with a query besides showing its data: a failure the user can dismiss
// (until the next one), and Refresh confirmed by a toast.
import { useCallback, useState } from 'react';
import { notify } from '../toaster/toaster';

interface FailedQuery {
  error: unknown;
  errorUpdatedAt: number;
}

/** The query's failure, or null once the user has dismissed it; a later failure shows again. */
export function useDismissableFailure({ error, errorUpdatedAt }: FailedQuery): {
  failure: unknown;
  dismiss: () => void;
} {
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const dismiss = useCallback(() => setDismissedAt(errorUpdatedAt), [errorUpdatedAt]);
  const shown = error !== null && error !== undefined && errorUpdatedAt !== dismissedAt;
  return { failure: shown ? error : null, dismiss };
}

/** Fetches again; the toast says so when the new answer arrived. Resolves to whether it did. */
export async function refetchWithToast(
  refetch: () => Promise<{ isSuccess: boolean }>,
  success: string,
): Promise<boolean> {
  const { isSuccess } = await refetch();
  if (isSuccess) notify.success(success);
  return isSuccess;
}
