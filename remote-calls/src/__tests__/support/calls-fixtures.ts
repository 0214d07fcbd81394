// The Calls screen's cast (callers of each role, so that their own calls are theirs) on the
// factory's calls and people (shared-domain/factory), and the fake API routes the screen calls.
import type { Call, Role, User } from 'shared-domain';
import { makeCall as makeCentreCall, makeUser, page } from 'shared-domain/factory';
import type { FakeApi, RecordedRequest } from 'test-support/mock';
import { CALLS_PATH } from '../../features/calls/api/calls-paths';

export { CALLS_PATH };
export const USERS_PATH = '/api/users/';

export const STAFF = {
  omar: { id: 5, role: 'instructor', first: 'Omar', last: 'Khalil' },
  laila: { id: 6, role: 'instructor', first: 'Laila', last: 'Nasser' },
  mona: { id: 7, role: 'supervisor', first: 'Mona', last: 'Fahmy' },
  karim: { id: 8, role: 'account_manager', first: 'Karim', last: 'Saleh' },
} as const;

export function staffUsers(): User[] {
  return Object.values(STAFF).map(({ id, role, first, last }) =>
    makeUser(role, {
      id,
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@linguadesk.test`,
      username: first.toLowerCase(),
    }),
  );
}

/** The signed-in user of `role`: the STAFF member of that role, so their own calls are theirs. */
export function userInRole(role: Role): User {
  return staffUsers().find((user) => user.role === role) ?? makeUser(role);
}

/** A call made by the cast (Omar, Mona and Karim), `overrides` applied last. */
export function makeCall(overrides: Partial<Call> = {}): Call {
  return makeCentreCall({
    instructor: STAFF.omar.id,
    supervisor: STAFF.mona.id,
    supervisor_name: 'Mona Fahmy',
    account_manager: STAFF.karim.id,
    account_manager_name: 'Karim Saleh',
    students: [{ id: 21, name: 'Sara Hassan', phone_number: '+201001234567', current_level: 5 }],
    ...overrides,
  });
}

/** `count` calls numbered from 1, as many pages of ten as that makes. */
export function manyCalls(count: number): Call[] {
  return Array.from({ length: count }, (_, index) =>
    makeCall({ id: index + 1, instructor_name: `Caller ${index + 1}`, students: [] }),
  );
}

/** GET /api/calls/ answers pages of ten out of `calls`, filtered by caller name like the server. */
export function serveCalls(api: FakeApi, calls: () => Call[]): void {
  api.on('GET', CALLS_PATH, ({ query }: RecordedRequest) => {
    const term = (query.search ?? '').toLowerCase();
    const found = calls().filter((call) => call.instructor_name?.toLowerCase().includes(term));
    const number = Number(query.page ?? 1);
    const size = Number(query.limit ?? 10);
    return {
      status: 200,
      body: page(found.slice((number - 1) * size, number * size), found.length),
    };
  });
}

export function serveStaff(api: FakeApi): void {
  api.on('GET', USERS_PATH, ({ query }: RecordedRequest) => {
    const roles = (query.role ?? '').split(',');
    const results = staffUsers().filter(
      (user) =>
        roles.includes(user.role) &&
        (query.is_active === undefined || String(user.is_active) === query.is_active),
    );
    return { status: 200, body: { count: results.length, next: null, previous: null, results } };
  });
}

/** The query strings of the list requests, oldest first. */
export function listQueries(api: FakeApi): Record<string, string>[] {
  return api.calls('GET', CALLS_PATH).map((request) => request.query);
}
