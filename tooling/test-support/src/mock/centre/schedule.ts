// GET /api/schedule/?days&instructor: every group with an instructor, read from the groups, in the
// API's order (day pair, start hour, instructor, group), narrowed to one day pair or instructor.
import { DAY_GROUPS, type ScheduleItem } from 'shared-domain';
import { parseHours } from 'shared-domain/records';
import { checkResponse, scheduleSchema } from 'shared-domain/responses';
import type { FakeApi } from '../../fake-api';
import { authorized } from '../collection';
import type { Centre } from './state';

export function serveSchedule(api: FakeApi, centre: Centre): void {
  api.on(
    'GET',
    '/api/schedule/',
    authorized(({ query }) => {
      const items = centre.groups
        .map((group) => ({ group, row: centre.groupRow(group) }))
        .filter(
          ({ group, row }) =>
            row.instructor_name !== null &&
            (!query.days || group.days === query.days) &&
            (!query.instructor || group.instructor === Number(query.instructor)),
        )
        .sort(
          (a, b) =>
            DAY_GROUPS.indexOf(a.group.days) - DAY_GROUPS.indexOf(b.group.days) ||
            (parseHours(a.group.hours)?.start ?? 0) - (parseHours(b.group.hours)?.start ?? 0) ||
            a.row.instructor_name!.localeCompare(b.row.instructor_name!) ||
            a.group.id - b.group.id,
        )
        .map(({ group, row }): ScheduleItem => ({
          group_id: group.id,
          group_instructor_full_name: row.instructor_name!,
          group_hours: group.hours,
          group_days: group.days,
          group_current_level: group.current_level,
        }));
      return { status: 200, body: checkResponse(items, scheduleSchema, 'mock schedule') };
    }),
  );
}
