// The Groups screen's data: every group, loading on open, and a reload that keeps the cards on
// screen while it runs (after a refresh, create, update, delete or level update).
import { useCallback, useEffect, useRef, useState } from 'react';
import { groupError } from 'shared-auth';
import type { GroupRow } from 'shared-domain';
import { getAllGroups } from '../api/get-groups';

export interface GroupsQuery {
  groups: GroupRow[] | null;
  loading: boolean;
  error: string | null;
  dismissError: () => void;
  /** Resolves true when the groups were read again. */
  reload: () => Promise<boolean>;
}

export function useGroups(): GroupsQuery {
  const [groups, setGroups] = useState<GroupRow[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    // Only the newest read may write: an older answer arriving late must not win.
    const attempt = ++latest.current;
    setLoading(true);
    try {
      const rows = await getAllGroups();
      if (!mounted.current || attempt !== latest.current) return false;
      setGroups(rows);
      setError(null);
      return true;
    } catch (failure) {
      if (mounted.current && attempt === latest.current) {
        setError(groupError(failure, 'fetch').message);
      }
      return false;
    } finally {
      if (mounted.current && attempt === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  const dismissError = useCallback(() => setError(null), []);
  return { groups, loading, error, dismissError, reload };
}
