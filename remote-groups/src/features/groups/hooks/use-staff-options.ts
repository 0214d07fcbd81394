// The staff pickers' choices, read by role when a group form opens (spec sections 6 and 7).
import { useQueries } from '@tanstack/react-query';
import { staffLookupError } from '../messages';
import { staffByRoleQuery, type StaffOption } from '../api/get-staff';
import type { AssignableRole } from '../model/staff-roles';

export type StaffOptions = Partial<Record<AssignableRole, StaffOption[]>>;

export interface StaffOptionsState {
  options: StaffOptions;
  loading: boolean;
  error: string | null;
}

export function useStaffOptions(roles: readonly AssignableRole[]): StaffOptionsState {
  return useQueries({
    queries: roles.map((role) => staffByRoleQuery(role)),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      if (failed)
        return { options: {}, loading: false, error: staffLookupError(failed.error).message };
      const options: StaffOptions = {};
      roles.forEach((role, index) => {
        const list = results[index]?.data;
        if (list) options[role] = list;
      });
      return { options, loading: results.some((result) => result.isPending), error: null };
    },
  });
}
