// The tables and queries tests read and arrange directly, in one place (lint keeps deep relative
// paths out of test files).
export * from '../../src/db/schema';
export { countStudentProfiles, findStudentProfiles } from '../../src/db/queries/student-profiles';
export { studentProfileBatches } from '../../src/db/queries/student-list';
