// Screen-test support shared by the remotes (dev only: test files import it, production code never).
export {
  type Answer,
  type FakeApi,
  type Handler,
  type RecordedRequest,
  closedPortUrl,
  fakeApiPerTest,
  startFakeApi,
} from './fake-api';
export {
  type RenderScreenOptions,
  TOKEN,
  renderScreen,
  resetScreenState,
  signIn,
  setupFakeApi,
} from './render';
export { makeStaffUser, makeUser, page } from './users';
export { makeStudentProfile } from './students';
export { chooseMenuItem } from './menus';
export {
  DEMO_TOKEN,
  type Standalone,
  type StandaloneRemote,
  logOutOfStandalone,
  serveDemoLogIn,
  signInWithDemoAccount,
  setupStandalone,
} from './standalone';
export { describeDemoLogIn } from './demo-log-in';
