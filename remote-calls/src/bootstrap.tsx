// Standalone start-up (after the shared modules are negotiated, see index.ts): the suite's shell
// with the demo operations manager and this remote's routes.
import { startStandalone } from 'shared-ui/standalone';
import { DEMO_ACCOUNT, STANDALONE_TITLE, callsRoutes } from './standalone/calls-standalone';

void startStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_ACCOUNT,
  children: callsRoutes,
  // `pnpm dev --mock`: the mock centre answers instead of an API. Every other build has `false`
  // here, so the branch and the mock's chunk are dropped from it.
  before:
    process.env.LINGUADESK_MOCK === 'true'
      ? () => import('./mock/centre').then((mock) => mock.startMock())
      : undefined,
});
