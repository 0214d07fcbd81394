// The journeys' `test` and `expect`: a page signed in per role and the page errors of a test.
//
// A role's page is signed in through the API, not the log-in form (whose journeys use `page` and
// `logIn` of screens.ts): the worker logs each role in once and hands the session from journey to
// journey (sessions.ts). The page is blank: each journey opens its first screen by its address,
// as after a reload, so none pays for a start of the shell on a page it does not test.
import { test as base, type Page, type TestFixture } from '@playwright/test';
import { DEMO } from './accounts';
import { RoleSessions } from './sessions';

export { expect } from '@playwright/test';

type Role = keyof typeof DEMO;

/** operationsManagerPage, accountManagerPage, supervisorPage, instructorPage, studentPage. */
type RolePages = { [R in Role as `${R}Page`]: Page };

interface JourneyFixtures {
  /** Uncaught errors of the test's pages, for a journey to expect none. */
  pageErrors: string[];
}

interface WorkerFixtures {
  /** The sessions of this worker's journeys, one per role. */
  roleSessions: RoleSessions;
}

type Needs = JourneyFixtures & WorkerFixtures & { page: Page };

const signedInAs =
  (email: string): TestFixture<Page, Needs> =>
  async ({ page, roleSessions, pageErrors: _pageErrors }, use) => {
    const context = page.context();
    await roleSessions.signIn(context, email);
    await use(page);
    await roleSessions.keep(context, email);
  };

const rolePages = Object.fromEntries(
  (Object.keys(DEMO) as Role[]).map((role) => [`${role}Page`, signedInAs(DEMO[role])]),
) as { [K in keyof RolePages]: TestFixture<Page, Needs> };

export const test = base.extend<JourneyFixtures & RolePages, WorkerFixtures>({
  pageErrors: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(error.error().message));
    await use(errors);
  },
  roleSessions: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(new RoleSessions()),
    { scope: 'worker' },
  ],
  ...rolePages,
});
