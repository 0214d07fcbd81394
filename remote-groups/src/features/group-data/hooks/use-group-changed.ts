// After a change to a group (its fields, level, students' attendance or evaluations): everything
// cached about groups is out of date. What is on screen is fetched again; the rest on next view.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { groupKeys } from '../api/group-keys';

export function useGroupChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    [queryClient],
  );
}
