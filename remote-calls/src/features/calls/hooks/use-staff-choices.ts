// The call form's staff choices, with the catalogue's message when they could not be loaded.
import { useQuery } from '@tanstack/react-query';
import { readFailure } from 'shared-auth';
import { STAFF_LOOKUP_MESSAGES, type StaffRole } from 'shared-domain';
import { NO_CHOICES, staffChoicesQuery, type StaffChoices } from '../api/get-staff-choices';

export interface StaffChoicesState {
  choices: StaffChoices;
  error: string | null;
}

export function useStaffChoices(roles: readonly StaffRole[]): StaffChoicesState {
  const { data, error } = useQuery(staffChoicesQuery(roles));
  return {
    choices: data ?? NO_CHOICES,
    error: error ? readFailure(error, STAFF_LOOKUP_MESSAGES).message : null,
  };
}
