// Standalone start-up (after the shared modules are negotiated, see index.ts): the suite's shell
// with the demo operations manager and this remote's routes.
import { startStandalone } from 'shared-ui';
import { DEMO_ACCOUNT, STANDALONE_TITLE, groupsRoutes } from './standalone/groups-standalone';

void startStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  children: groupsRoutes,
});
