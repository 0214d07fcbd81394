// The journeys' `test` and `expect`: a page signed in per role, the page errors of a test, and
// remote-student's server, which the suite leaves to the tests (see student-remote.ts).
//
// Signing in happens per test, through the host's real log-in form. A saved storageState does carry
// the session (the refresh cookie and the access token in localStorage) through a reload, but the
// API rotates the refresh token on every refresh and takes an already-rotated one for a stolen
// one, revoking the whole session. With the short access tokens of this suite (suite.ts) every
// journey refreshes, so a second test starting from the same saved state would be signed out.
import { test as base, type Page, type TestFixture } from '@playwright/test';
import { DEMO } from './accounts';
import { logIn } from './screens';
import { serveStudentRemote, type StudentRemote } from './student-remote';

export { expect } from '@playwright/test';

type Role = keyof typeof DEMO;

/** operationsManagerPage, accountManagerPage, supervisorPage, instructorPage, studentPage. */
type RolePages = { [R in Role as `${R}Page`]: Page };

interface JourneyFixtures {
  /** Uncaught errors of the test's pages, for a journey to expect none. */
  pageErrors: string[];
  /** remote-student served on its port for the test; a journey may stop and start it. */
  studentRemote: StudentRemote;
}

type Needs = JourneyFixtures & { page: Page };

const signedInAs =
  (email: string): TestFixture<Page, Needs> =>
  async ({ page, pageErrors: _pageErrors }, use) => {
    await logIn(page, email);
    await use(page);
  };

const rolePages = Object.fromEntries(
  (Object.keys(DEMO) as Role[]).map((role) => [`${role}Page`, signedInAs(DEMO[role])]),
) as { [K in keyof RolePages]: TestFixture<Page, Needs> };

export const test = base.extend<JourneyFixtures & RolePages>({
  pageErrors: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(error.error().message));
    await use(errors);
  },
  studentRemote: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await serveStudentRemote();
      await use(server);
      await server.close();
    },
    // Every journey runs with the whole suite up, remote-student included.
    { auto: true },
  ],
  ...rolePages,
});
