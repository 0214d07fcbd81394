// The generated centre, for tests that need a realistic amount of data (overview, benchmark).
export { seedCentre } from '../../src/seed/centre';
