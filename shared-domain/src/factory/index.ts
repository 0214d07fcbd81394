// `shared-domain/factory`: the test and demo data of the suite, written once. Deterministic builders
// with defaults and overrides (`makeStudentProfile(user, { current_level: 2 })`), the centre's people
// and the seeded random and name pools the generated centres are made of. The API's tests and demo
// seed, the screens' tests and the mock centre build from it; lint keeps it out of production code
// but the API's seed.
export { DEMO_PASSWORD, DEMO_PEOPLE, makeStaffUser, makeUser, page } from './people';
export {
  NO_ATTENDANCE,
  NOT_EVALUATED,
  makeDashboardProfile,
  makeLevelHistoryEntry,
  makeStudent,
  makeStudentProfile,
  makeStudentProfileDetail,
} from './students';
export { NO_SESSIONS, makeGroupDetail, makeGroupRow, makeGroupStudent } from './groups';
export { makeAuditEntry } from './audit';
export { makeCall } from './calls';
export { EMPTY_OVERVIEW, makeOverview } from './overview';
export { seededRandom } from './random';
export { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NATIONALITIES } from './names';
export {
  type CentreCall,
  type CentreGroup,
  type CentreStudent,
  type SmallCentre,
  centreStaff,
  makeSmallCentre,
} from './centre';
