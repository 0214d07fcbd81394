// e2e: the harness that starts the suite and drives Chromium; the journeys are in __tests__/.
export { ACCESS_TTL_SECONDS } from './harness/global-setup';
export { DEMO, DEMO_PASSWORD } from './harness/accounts';
export { appServer, type AppServer } from './harness/app-server';
export { openBrowser, useBrowser, type Browser } from './harness/browser';
export { mailedLink } from './harness/outbox';
export { runInfo, type RunInfo } from './harness/run-info';
export { ProcessGroups } from './harness/process-groups';
export { startSuite, type RunningSuite, type SuiteOptions } from './harness/suite';
