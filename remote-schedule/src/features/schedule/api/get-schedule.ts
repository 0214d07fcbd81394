// GET /api/schedule/ (spec section 7): the instructor schedule, as a fetcher and as the hook the
// screen reads it through, with the catalogue's message on failure (spec section 8).
import { useCallback, useEffect, useState } from 'react';
import { SCHEDULE_MESSAGES, apiGet, scheduleError } from 'shared-auth';
import { type ScheduleItem, successToast } from 'shared-domain';
import { notify } from 'shared-ui';

export const SCHEDULE_PATH = '/api/schedule/';

export const SCHEDULE_REFRESHED = successToast('Schedule', 'refreshed');

/** An answer that is not a list of schedule items. */
class UnreadableSchedule extends Error {}

export async function getSchedule(): Promise<ScheduleItem[]> {
  const items = await apiGet<unknown>(SCHEDULE_PATH);
  if (!Array.isArray(items)) throw new UnreadableSchedule('The schedule answer is not a list.');
  return items as ScheduleItem[];
}

function failureMessage(error: unknown): string {
  // The catalogue covers failed calls; a call that succeeded with an answer the page cannot
  // read gets the page-level text.
  if (error instanceof UnreadableSchedule) return SCHEDULE_MESSAGES.pageFallback;
  return scheduleError(error).message;
}

export interface ScheduleState {
  /** null until a first answer arrives; kept when a later refresh fails. */
  items: ScheduleItem[] | null;
  loading: boolean;
  error: string | null;
}

export interface ScheduleQuery extends ScheduleState {
  refresh: () => void;
  dismissError: () => void;
}

export function useSchedule(): ScheduleQuery {
  const [state, setState] = useState<ScheduleState>({ items: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getSchedule().then(
      (items) => {
        if (!current) return;
        setState({ items, loading: false, error: null });
        if (attempt > 0) notify.success(SCHEDULE_REFRESHED);
      },
      (error: unknown) => {
        if (!current) return;
        setState((previous) => ({ ...previous, loading: false, error: failureMessage(error) }));
      },
    );
    // An answer to an earlier attempt, or after leaving the screen, must not land.
    return () => {
      current = false;
    };
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const dismissError = useCallback(
    () => setState((previous) => ({ ...previous, error: null })),
    [],
  );
  return { ...state, refresh, dismissError };
}
