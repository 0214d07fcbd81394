// This page's `dev --mock` API: the suite's one mock centre (test-support/mock), signed in as the
// page's demo account.
import { startMockCentre } from 'test-support/mock';
import { DEMO_STUDENT } from '../standalone/student-standalone';

export const startMock = (): Promise<void> => startMockCentre(DEMO_STUDENT);
