// The signed-in student's profile as the dashboard shows it: loading, the catalogue's message for
// a failure (spec section 8), no profile, or the profile; Try Again fetches it once more.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { StudentProfile } from 'shared-domain';
import { studentProfileQuery } from '../api/get-student-profile';
import { studentDashboardError } from '../messages';

export type StudentProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'loaded'; profile: StudentProfile };

export interface StudentProfileQuery {
  state: StudentProfileState;
  /** Fetches the profile again, showing the loading state meanwhile (a shown profile stays). */
  reload: () => void;
}

function stateOf(query: UseQueryResult<StudentProfile | null>): StudentProfileState {
  if (query.data) return { status: 'loaded', profile: query.data };
  if (query.isFetching || query.isPending) return { status: 'loading' };
  if (query.isError)
    return { status: 'error', message: studentDashboardError(query.error).message };
  return { status: 'empty' };
}

export function useStudentProfile(userId: number): StudentProfileQuery {
  const query = useQuery(studentProfileQuery(userId));
  const { refetch } = query;
  return { state: stateOf(query), reload: () => void refetch() };
}
