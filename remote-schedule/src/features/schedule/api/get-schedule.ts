// GET /api/schedule/ (spec section 7): the instructor schedule's fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ScheduleItem } from 'shared-domain';
import { checkResponse, scheduleSchema } from 'shared-domain/responses';

export const SCHEDULE_PATH = '/api/schedule/';

/** An answer that is not a list of schedule items. */
export class UnreadableSchedule extends Error {}

export async function getSchedule(): Promise<ScheduleItem[]> {
  const items = await apiGet<unknown>(SCHEDULE_PATH);
  if (!Array.isArray(items)) throw new UnreadableSchedule('The schedule answer is not a list.');
  return checkResponse(
    items,
    process.env.NODE_ENV !== 'production' && scheduleSchema,
    `GET ${SCHEDULE_PATH}`,
  );
}

export const scheduleKeys = { all: ['schedule'] as const };

/** The schedule screen's one query (the route's prefetch starts it with the screen's code). */
export function scheduleQuery() {
  return queryOptions({ queryKey: scheduleKeys.all, queryFn: getSchedule });
}
