// The calls of a small centre for this remote's `dev --mock` page (`pnpm --filter remote-calls
// dev --mock`): list, search, create, replace and delete, in memory, with the API's checks and
// answers (test-support/mock). The demo account is the operations manager, as on the real page.
import type { Call, CallPayload, User } from 'shared-domain';
import { formatCallTime } from 'shared-domain/records';
import { callSchema as callInputSchema } from 'shared-domain/schemas';
import { callSchema } from 'shared-domain/responses';
import { makeCall, makeStaffUser } from 'shared-domain/factory';
import {
  type Collection,
  type MockCentre,
  assignmentProblem,
  serveCollection,
  serveStaff,
  staffName,
  startMockApi,
} from 'test-support/mock';
import { DEMO_ACCOUNT } from '../standalone/calls-standalone';
import { CALLS_PATH } from '../features/calls/api/calls-paths';

const STUDENTS = ['Sara Hassan', 'Youssef Adel', 'Nour Ali', 'Mariam Tarek', 'Omar Samy'];

/** A call's row from its payload, the staff named as the API names them. */
function callRow(staff: Collection<User>, input: CallPayload, id: number, base?: Call): Call {
  const now = new Date().toISOString();
  return {
    ...(base ?? makeCall({ students: [], created_at: now })),
    id,
    time: input.time,
    months: input.months,
    instructor: input.instructor,
    instructor_name: staffName(staff, input.instructor),
    supervisor: input.supervisor,
    supervisor_name: staffName(staff, input.supervisor),
    account_manager: input.account_manager,
    account_manager_name: staffName(staff, input.account_manager),
    updated_at: now,
  };
}

/** Fourteen calls (two pages) spread over the centre's callers, times and lengths. */
function seedCalls(staff: Collection<User>): Call[] {
  const instructors = staff.items.filter((user) => user.role === 'instructor');
  return Array.from({ length: 14 }, (_, index) =>
    callRow(
      staff,
      {
        instructor: instructors[index % instructors.length]!.id,
        time: `${String(10 + (index % 11)).padStart(2, '0')}:${index % 2 ? '30' : '15'}:00`,
        months: 3 + (index % 10),
        supervisor: index % 4 === 3 ? null : 3,
        account_manager: index % 5 === 4 ? null : 2,
      },
      index + 1,
      makeCall({
        students: STUDENTS.slice(0, index % 4).map((name, at) => ({
          id: 100 + index * 4 + at,
          name,
          phone_number: `+2010${String(5550000 + index * 4 + at)}`,
          current_level: 1 + ((index + at) % 14),
        })),
      }),
    ),
  );
}

/**
 * The API's calls search: what a card shows (the time as '4:15 PM' and as '16:15', the duration
 * as '11 months', 'Call #12') and the staff names; a number alone is also an id or months.
 */
function callMatches(call: Call, term: string): boolean {
  const shown = [
    call.time,
    formatCallTime(call.time),
    `${call.months} ${call.months === 1 ? 'month' : 'months'}`,
    `call #${call.id}`,
    call.instructor_name,
    call.supervisor_name,
    call.account_manager_name,
  ];
  return (
    shown.some((text) => text?.toLowerCase().includes(term)) ||
    (/^\d{1,9}$/.test(term) && (call.id === Number(term) || call.months === Number(term)))
  );
}

export const callsCentre: MockCentre = {
  demoAccount: DEMO_ACCOUNT,
  user: makeStaffUser('operations_manager', { email: DEMO_ACCOUNT.email }),
  serve(api) {
    const staff = serveStaff(api);
    serveCollection(api, {
      path: CALLS_PATH,
      seed: seedCalls(staff),
      schema: callSchema,
      matches: callMatches,
      create: {
        schema: callInputSchema,
        build: (input, id) => assignmentProblem(staff, input) ?? callRow(staff, input, id),
      },
      update: {
        method: 'PUT',
        schema: callInputSchema,
        apply: (call, input) =>
          assignmentProblem(staff, input, call) ?? callRow(staff, input, call.id, call),
      },
      remove: true,
    });
  },
};

/** Starts this page's mock API (the bootstrap's `before` in a `dev --mock` build). */
export function startMock(): Promise<void> {
  return startMockApi(callsCentre);
}
