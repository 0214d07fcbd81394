// GET /api/student-profiles/{userId}/ (spec section 7): the signed-in student's own profile, its
// fetcher and query options. The answer carries the levels the student finished (level_history).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import type { StudentProfileDetail } from 'shared-domain';
import { checkResponse, studentProfileDetailSchema } from 'shared-domain/responses';

export function studentProfilePath(userId: number): string {
  return `/api/student-profiles/${userId}/`;
}

/** Resolves to null when the server answers without a profile. */
export async function getStudentProfile(userId: number): Promise<StudentProfileDetail | null> {
  const path = studentProfilePath(userId);
  const profile = checkResponse(
    await apiGet<unknown>(path),
    process.env.NODE_ENV !== 'production' && studentProfileDetailSchema.nullish(),
    `GET ${path}`,
  );
  return profile ?? null;
}

export const studentProfileKeys = {
  all: ['student-profile'] as const,
  of: (userId: number) => [...studentProfileKeys.all, userId] as const,
};

/** The dashboard's one query (the route's prefetch starts it with the screen's code). */
export function studentProfileQuery(userId: number) {
  return queryOptions({
    queryKey: studentProfileKeys.of(userId),
    queryFn: () => getStudentProfile(userId),
  });
}
