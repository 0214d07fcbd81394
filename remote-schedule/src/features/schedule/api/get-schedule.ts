// GET /api/schedule/?days= (spec section 7; days narrows it to one day pair, api/README.md): the
// instructor schedule's fetcher and query options.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { ScheduleItem } from 'shared-domain';
import { checkResponse, scheduleSchema } from 'shared-domain/responses';

export const SCHEDULE_PATH = '/api/schedule/';

/** An answer that is not a list of schedule items. */
export class UnreadableSchedule extends Error {}

/** Every day pair's classes with `days` empty, else that pair's ('sat/tue'). */
export async function getSchedule(days = ''): Promise<ScheduleItem[]> {
  const items = await apiGet<unknown>(SCHEDULE_PATH, { days: days || undefined });
  if (!Array.isArray(items)) throw new UnreadableSchedule('The schedule answer is not a list.');
  return checkResponse(
    items,
    process.env.NODE_ENV !== 'production' && scheduleSchema,
    `GET ${SCHEDULE_PATH}`,
  );
}

export const scheduleKeys = {
  all: ['schedule'] as const,
  days: (days: string) => [...scheduleKeys.all, days] as const,
};

/** The schedule screen's query (the route's prefetch starts it, every day pair, with the code). */
export function scheduleQuery(days = '') {
  return queryOptions({ queryKey: scheduleKeys.days(days), queryFn: () => getSchedule(days) });
}
