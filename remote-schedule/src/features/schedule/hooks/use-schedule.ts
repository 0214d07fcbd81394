// The schedule as the screen reads it: the cached answer, whether a request is under way, the
// catalogue's message for a failure (spec section 8) until dismissed, and Refresh with its toast.
import { useQuery } from '@tanstack/react-query';
import { type ScheduleItem, successToast } from 'shared-domain';
import { refetchWithToast, useDismissableFailure } from 'shared-ui';
import { UnreadableSchedule, scheduleQuery } from '../api/get-schedule';
import { SCHEDULE_MESSAGES, scheduleError } from '../messages';

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
  const { failure, dismiss } = useDismissableFailure(query);
  const { refetch } = query;
  return {
    items: query.data ?? null,
    loading: query.isFetching,
    // A new attempt hides the last failure until it ends.
    error: failure && !query.isFetching ? failureMessage(failure) : null,
    refresh: () => void refetchWithToast(refetch, SCHEDULE_REFRESHED),
    dismissError: dismiss,
  };
}
