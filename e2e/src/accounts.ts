// The demo log-ins every fresh database has (README, team brief).
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO = {
  operationsManager: 'ops@linguadesk.test',
  accountManager: 'am@linguadesk.test',
  supervisor: 'supervisor@linguadesk.test',
  instructor: 'instructor@linguadesk.test',
  student: 'student@linguadesk.test',
} as const;
