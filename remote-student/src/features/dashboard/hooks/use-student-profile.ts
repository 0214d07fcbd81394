// The signed-in student's profile as the dashboard shows it: loading, access denied (403), no
// profile (an empty answer or a 404), the catalogue's message for another failure (spec section
// 8), or the profile. Only a failure that may pass offers Try Again, which fetches it once more.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { normalizeFailure } from 'shared-auth';
import type { StudentProfileDetail } from 'shared-domain';
import { studentProfileQuery } from '../api/get-student-profile';
import { studentDashboardError } from '../messages';

export type StudentProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'denied'; message: string }
  | { status: 'empty'; message?: string }
  | { status: 'loaded'; profile: StudentProfileDetail };

export interface StudentProfileQuery {
  state: StudentProfileState;
  /** Fetches the profile again, showing the loading state meanwhile (a shown profile stays). */
  reload: () => void;
}

function stateOf(query: UseQueryResult<StudentProfileDetail | null>): StudentProfileState {
  if (query.data) return { status: 'loaded', profile: query.data };
  if (query.isFetching || query.isPending) return { status: 'loading' };
  if (query.isError) {
    const { message } = studentDashboardError(query.error);
    const { status } = normalizeFailure(query.error);
    if (status === 403) return { status: 'denied', message };
    if (status === 404) return { status: 'empty', message };
    return { status: 'error', message };
  }
  return { status: 'empty' };
}

export function useStudentProfile(userId: number): StudentProfileQuery {
  const query = useQuery(studentProfileQuery(userId));
  const { refetch } = query;
  return { state: stateOf(query), reload: () => void refetch() };
}
