// The demo centre a fresh embedded database starts with, and its fixed log-ins.
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedCentre, type CentreSummary } from './centre';

export const DEMO_STUDENTS = 60;

export const DEMO_LOGINS = {
  password: DEMO_PASSWORD,
  accounts: DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role })),
};

export function seedDemoCentre(database: Database): Promise<CentreSummary> {
  return seedCentre(database, { students: DEMO_STUDENTS });
}
