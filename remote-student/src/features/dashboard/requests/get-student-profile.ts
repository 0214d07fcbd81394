// GET /api/student-profiles/{userId}/ (spec section 7): the signed-in student's own profile, as a
// fetcher and as the hook the dashboard reads it through, with the catalogue's message on failure.
import { useCallback, useEffect, useState } from 'react';
import { apiGet, studentDashboardError } from 'shared-auth';
import type { StudentProfile } from 'shared-domain';

export function studentProfilePath(userId: number): string {
  return `/api/student-profiles/${userId}/`;
}

/** Resolves to null when the server answers without a profile. */
export async function getStudentProfile(userId: number): Promise<StudentProfile | null> {
  const profile = await apiGet<StudentProfile | null | undefined>(studentProfilePath(userId));
  return profile ?? null;
}

export type StudentProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'loaded'; profile: StudentProfile };

export interface StudentProfileQuery {
  state: StudentProfileState;
  /** Fetches the profile again, showing the loading state meanwhile. */
  reload: () => void;
}

export function useStudentProfile(userId: number): StudentProfileQuery {
  const [state, setState] = useState<StudentProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getStudentProfile(userId).then(
      (profile) => {
        if (!current) return;
        setState(profile ? { status: 'loaded', profile } : { status: 'empty' });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: studentDashboardError(error).message });
      },
    );
    // An answer for an earlier user or attempt must not overwrite the newer one.
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
