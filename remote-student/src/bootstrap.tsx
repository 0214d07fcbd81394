// Standalone start-up (after the shared modules are negotiated, see index.ts): the suite's shell
// with the demo student and the dashboard route.
import { startStandalone } from 'shared-ui';
import { DEMO_STUDENT, STANDALONE_TITLE, studentRoutes } from './standalone/student-standalone';

void startStandalone({
  title: STANDALONE_TITLE,
  demoAccount: DEMO_STUDENT,
  children: studentRoutes,
});
