// `test-support/mock`: what a remote's dev-only mock centre (src/mock/) and its fixtures are built
// from. Safe in a browser: nothing here needs jest or Testing Library.
export { type Answer, type FakeApi, type RecordedRequest } from '../fake-api';
export { type Collection, NOT_FOUND, authorized, serveCollection, validated } from './collection';
export {
  type AuditTrail,
  type RecordChange,
  attendanceColumns,
  createAuditTrail,
  evaluationColumns,
  groupColumns,
  serveActivity,
  studentColumns,
  studentUserColumns,
} from './audit';
export { assignmentProblem, serveStaff, staffName } from './staff';
export { type MockCentre, startMockApi } from './worker';
