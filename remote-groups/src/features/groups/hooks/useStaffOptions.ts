// The staff pickers' choices, read by role when a group form opens (spec sections 6 and 7).
import { useEffect, useState } from 'react';
import { staffLookupError } from 'shared-auth';
import { getStaffByRole, type StaffOption } from '../api/get-staff';
import type { AssignableRole } from '../model/staff-roles';

export type StaffOptions = Partial<Record<AssignableRole, StaffOption[]>>;

export interface StaffOptionsState {
  options: StaffOptions;
  loading: boolean;
  error: string | null;
}

export function useStaffOptions(roles: readonly AssignableRole[], enabled: boolean) {
  const [state, setState] = useState<StaffOptionsState>({
    options: {},
    loading: false,
    error: null,
  });
  const key = roles.join(',');

  useEffect(() => {
    if (!enabled || key === '') return;
    let current = true;
    const wanted = key.split(',') as AssignableRole[];
    setState((previous) => ({ ...previous, loading: true, error: null }));
    Promise.all(wanted.map(getStaffByRole)).then(
      (lists) => {
        if (!current) return;
        const options = Object.fromEntries(wanted.map((role, i) => [role, lists[i]]));
        setState({ options, loading: false, error: null });
      },
      (failure: unknown) => {
        if (current) {
          setState({ options: {}, loading: false, error: staffLookupError(failure).message });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, enabled]);

  return state;
}
