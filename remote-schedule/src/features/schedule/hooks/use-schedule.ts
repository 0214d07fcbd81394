// The schedule as the screen reads it: the cached answer, whether a request is under way, the
// catalogue's message for a failure (spec section 8) until dismissed, and Refresh with its toast.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, scheduleError } from 'shared-auth';
import { type ScheduleItem, successToast } from 'shared-domain';
import { notify } from 'shared-ui';
import { UnreadableSchedule, scheduleQuery } from '../api/get-schedule';

export const SCHEDULE_REFRESHED = successToast('Schedule', 'refreshed');

function failureMessage(error: unknown): string {
  // The catalogue covers failed calls; a call that succeeded with an answer the page cannot
  // read gets the page-level text.
  if (error instanceof UnreadableSchedule) return SCHEDULE_MESSAGES.pageFallback;
  return scheduleError(error).message;
}

export interface ScheduleQuery {
  /** null until a first answer arrives; kept when a later refresh fails. */
  items: ScheduleItem[] | null;
  loading: boolean;
  error: string | null;
  refresh: () => void;
  dismissError: () => void;
}

export function useSchedule(): ScheduleQuery {
  const query = useQuery(scheduleQuery());
  const { refetch } = query;
  // The failure the user closed, by when it came; a later one shows again.
  const [dismissedAt, setDismissedAt] = useState(0);
  const showError =
    query.error !== null && !query.isFetching && query.errorUpdatedAt !== dismissedAt;

  const refresh = useCallback(() => {
    void refetch().then((result) => {
      if (result.isSuccess) notify.success(SCHEDULE_REFRESHED);
    });
  }, [refetch]);
  const { errorUpdatedAt } = query;
  const dismissError = useCallback(() => setDismissedAt(errorUpdatedAt), [errorUpdatedAt]);

  return {
    items: query.data ?? null,
    loading: query.isFetching,
    error: showError ? failureMessage(query.error) : null,
    refresh,
    dismissError,
  };
}
