// Screen-test support shared by the remotes (dev only: test files import it, production code never).
export { type FakeApi, UNREACHABLE_API_URL } from './fake-api';
export {
  TOKEN,
  createTestQueryClient,
  renderRoute,
  renderScreen,
  setupFakeApi,
  signIn,
} from './render';
export { chooseMenuItem } from './menus';
export { setupDownloads } from './downloads';
export {
  logOutOfStandalone,
  setupMockPage,
  setupStandalone,
  signInWithDemoAccount,
} from './standalone';
export { DEMO_TOKEN, sendAsDemo } from './demo-api';
export { describeDemoLogIn } from './demo-log-in';
export { setupFailures } from './failures';
export { firstScreenRequests } from './first-requests';
export { tableRows } from './tables';
