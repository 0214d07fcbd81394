// `test-support/mock`: the one mock centre a remote's `dev --mock` page starts (src/mock/). Safe in
// a browser: nothing here needs jest or Testing Library.
export { type FakeApi, type RecordedRequest } from '../fake-api';
export { startMockCentre } from './worker';
