// The one mock centre of every remote's `dev --mock` page: a small centre's staff, students,
// groups, calls, schedule and overview (shared-domain/factory), one set of records that every
// route reads and writes, with the API's checks, answers and audit trail. A remote names only its
// demo account; the centre serves every route, so a screen that reads another resource finds it.
import type { User } from 'shared-domain';
import { DEMO_PEOPLE, makeUser } from 'shared-domain/factory';
import type { DemoAccount } from 'shared-ui/standalone';
import type { FakeApi } from '../../fake-api';
import { serveCentreActivity } from './activity';
import { serveCalls } from './calls';
import { serveStudentDetail } from './dashboard';
import { serveGroups } from './groups';
import { serveLedgers } from './ledger';
import { serveOverview } from './overview';
import { serveReports } from './reports';
import { serveSchedule } from './schedule';
import { serveCentreStaff } from './staff';
import { createCentre, staffRoutes } from './state';
import { serveStudentRecords } from './student-records';
import { serveStudents } from './students';

export interface MockCentre {
  demoAccount: DemoAccount;
  /** Who GET /api/me/ says the demo account is. */
  user: User;
  /** Declares the centre's routes, with fresh records, on the fake API. */
  serve(api: FakeApi): void;
}

/** The demo log-in of `account` (README.md's), as GET /api/me/ answers it. */
function personOf(account: DemoAccount): User {
  const person = DEMO_PEOPLE.find((one) => one.email === account.email);
  if (!person) throw new Error(`${account.email} is none of the centre's demo log-ins`);
  return makeUser(person.role);
}

/** The centre signed in as `account`; each `serve` starts it afresh. */
export function mockCentre(account: DemoAccount): MockCentre {
  const user = personOf(account);
  return {
    demoAccount: account,
    user,
    serve(api) {
      const centre = createCentre(user);
      const staffApi = staffRoutes(api, centre);
      serveCentreStaff(staffApi, centre);
      serveStudents(staffApi, centre);
      serveLedgers(staffApi, centre, api);
      serveGroups(staffApi, centre);
      serveStudentRecords(staffApi, centre);
      serveCalls(staffApi, centre);
      serveSchedule(staffApi, centre);
      serveOverview(staffApi, centre);
      serveReports(staffApi, centre);
      serveCentreActivity(staffApi, centre);
      serveStudentDetail(api, centre);
    },
  };
}
