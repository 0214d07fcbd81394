export * from './auth';
export * from './errors';
export * from './fields';
export * from './groups';
export * from './records';
export * from './students';
export * from './users';
export * from './enrolment';
