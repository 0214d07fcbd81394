// The demo centre a fresh embedded database starts with, and its fixed log-ins.
import { DEMO_PASSWORD, DEMO_PEOPLE } from 'shared-domain/factory';
import type { Database } from '../db/client';
import { seedCentre, type CentreSummary } from './centre';

export const DEMO_STUDENTS = 60;

export const DEMO_LOGINS = {
  password: DEMO_PASSWORD,
  accounts: DEMO_PEOPLE.map(({ email, role }) => ({ email, role })),
};

export function seedDemoCentre(database: Database): Promise<CentreSummary> {
  return seedCentre(database, { students: DEMO_STUDENTS });
}
