// Screen-test support shared by the remotes (dev only: test files import it, production code never).
export { type FakeApi, type RecordedRequest, FAKE_API_URL, UNREACHABLE_API_URL } from './fake-api';
export { TOKEN, createTestQueryClient, renderScreen, setupFakeApi, signIn } from './render';
export { makeStaffUser, makeUser, page } from './users';
export { makeStudentProfile } from './students';
export { chooseMenuItem } from './menus';
export {
  DEMO_TOKEN,
  logOutOfStandalone,
  setupStandalone,
  signInWithDemoAccount,
} from './standalone';
export { describeDemoLogIn } from './demo-log-in';
export { setupFailures } from './failures';
