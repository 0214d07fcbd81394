// The call form's staff choices, with the catalogue's message when they could not be loaded.
import { useQuery } from '@tanstack/react-query';
import type { StaffRole } from 'shared-domain';
import { staffLookupError } from '../messages';
import { NO_CHOICES, staffChoicesQuery, type StaffChoices } from '../api/get-staff-choices';

export interface StaffChoicesState {
  choices: StaffChoices;
  error: string | null;
}

export function useStaffChoices(roles: readonly StaffRole[]): StaffChoicesState {
  const { data, error } = useQuery(staffChoicesQuery(roles));
  return {
    choices: data ?? NO_CHOICES,
    error: error ? staffLookupError(error).message : null,
  };
}
