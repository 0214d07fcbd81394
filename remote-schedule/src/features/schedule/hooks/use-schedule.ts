// The schedule as the screen reads it: the cached answer, whether a request is under way, the
// catalogue's message for a failure (spec section 8) until dismissed, and Refresh with its toast.
import type { ScheduleItem } from 'shared-domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useScreenQuery } from 'shared-ui/data';
import { UnreadableSchedule, scheduleQuery } from '../api/get-schedule';
import { SCHEDULE_MESSAGES, SCHEDULE_TEXT, scheduleError } from '../messages';

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

/** The schedule of every day pair (`days` empty) or of one ('sat/tue'). */
export function useSchedule(days = ''): ScheduleQuery {
  const { query, failure, dismissFailure, refresh } = useScreenQuery(
    // The classes shown stay while another day pair's load.
    { ...scheduleQuery(days), placeholderData: keepPreviousData },
    SCHEDULE_TEXT.refreshed,
  );
  return {
    items: query.data ?? null,
    loading: query.isFetching,
    // A new attempt hides the last failure until it ends.
    error: failure && !query.isFetching ? failureMessage(failure) : null,
    refresh,
    dismissError: dismissFailure,
  };
}
