// The schedule of a small centre for this remote's `dev --mock` page (`pnpm --filter
// remote-schedule dev --mock`): GET /api/schedule/ answers the tests' week of ten classes, checked
// against the API's response schema (test-support/mock). The demo account is the operations
// manager, as on the real page.
import { checkResponse, scheduleSchema } from 'shared-domain/responses';
import { makeStaffUser } from 'shared-domain/factory';
import { type MockCentre, authorized, startMockApi } from 'test-support/mock';
import { SCHEDULE_PATH } from '../features/schedule/api/get-schedule';
import { DEMO_ACCOUNT } from '../standalone/schedule-standalone';
import { SCHEDULE } from './fixtures';

export const scheduleCentre: MockCentre = {
  demoAccount: DEMO_ACCOUNT,
  user: makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email }),
  serve(api) {
    api.on(
      'GET',
      SCHEDULE_PATH,
      // The Schedule screen's Day group filter asks for one day pair (`days`), as the API serves it.
      authorized(({ query }) => ({
        status: 200,
        body: checkResponse(
          query.days ? SCHEDULE.filter((item) => item.group_days === query.days) : SCHEDULE,
          scheduleSchema,
          'mock schedule',
        ),
      })),
    );
  },
};

/** Starts this page's mock API (the bootstrap's `before` in a `dev --mock` build). */
export function startMock(): Promise<void> {
  return startMockApi(scheduleCentre);
}
