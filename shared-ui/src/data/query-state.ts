// What every screen does with a query besides showing its data: a failure the user can dismiss
// (until the next one), and Refresh confirmed by a toast. The toasts come from the core key by its
// name, `shared-ui` (this module is the data family's, `shared-ui/data`), so that a page takes the
// toaster from the core's chunk rather than a second copy in this family's.
import { useCallback, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notify } from 'shared-ui';

interface FailedQuery {
  error: unknown;
  errorUpdatedAt: number;
}

/** The query's failure, or null once the user has dismissed it; a later failure shows again. */
function useDismissableFailure({ error, errorUpdatedAt }: FailedQuery): {
  failure: unknown;
  dismiss: () => void;
} {
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const dismiss = useCallback(() => setDismissedAt(errorUpdatedAt), [errorUpdatedAt]);
  const shown = error !== null && error !== undefined && errorUpdatedAt !== dismissedAt;
  return { failure: shown ? error : null, dismiss };
}

/**
 * Fetches again; the toast says so only when a new answer arrived. Resolves to whether it did. A
 * refetch that did not end in a new answer (a failure, or one cancelled because the session
 * ended and the cache was emptied) still resolves with the data shown before: no toast then.
 */
async function refetchWithToast(
  refetch: () => Promise<{ isSuccess: boolean; isError: boolean; dataUpdatedAt: number }>,
  success: string,
): Promise<boolean> {
  const asked = Date.now();
  const result = await refetch();
  const fresh = result.isSuccess && !result.isError && result.dataUpdatedAt >= asked;
  if (fresh) notify.success(success);
  return fresh;
}

/**
 * A screen's query with what every list screen does besides showing its data: the failure until
 * the user dismisses it, and Refresh confirmed by the `refreshed` toast.
 */
export function useScreenQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  refreshed: string,
) {
  const query = useQuery(options);
  const { failure, dismiss } = useDismissableFailure(query);
  const { refetch } = query;
  return {
    query,
    failure,
    dismissFailure: dismiss,
    refresh: () => void refetchWithToast(refetch, refreshed),
  };
}
