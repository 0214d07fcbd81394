// Enrolment from the Students list and a group card (POST and DELETE /api/groups/{id}/students/):
// one change shows on both screens, so it refreshes both roots, 'students' and 'groups'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, plain, type FailureMessage } from 'shared-auth';
import { resourceActionError } from 'shared-auth/handlers';
import type { EnrolmentResponse } from 'shared-domain';
import { checkResponse, enrolmentResponseSchema } from 'shared-domain/responses';
import { t } from '../i18n';

/** The roots of the query keys an enrolment changes: the student list's and the groups'. */
export const ENROLMENT_QUERY_ROOTS = [['students'], ['groups']] as const;

const groupStudentsPath = (groupId: number) => `/api/groups/${groupId}/students/`;

async function enrolStudents(groupId: number, students: number[]): Promise<EnrolmentResponse> {
  const path = groupStudentsPath(groupId);
  return checkResponse(
    await apiPost<unknown>(path, { students }),
    process.env.NODE_ENV !== 'production' && enrolmentResponseSchema,
    `POST ${path}`,
  );
}

function useEnrolmentChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all(
        ENROLMENT_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Places students in a group (moving them from another one). */
export function useEnrolStudents() {
  return useEnrolmentChange(({ groupId, students }: { groupId: number; students: number[] }) =>
    enrolStudents(groupId, students),
  );
}

/** Takes a student out of their group. */
export function useRemoveFromGroup() {
  return useEnrolmentChange(({ groupId, studentId }: { groupId: number; studentId: number }) =>
    apiDelete<void>(`${groupStudentsPath(groupId)}${studentId}/`),
  );
}

/**
 * A refused enrolment in the server's own words ('This group is full (max capacity 12).'); any
 * other failure as the group helpers' catalogue says it (spec section 8).
 */
export function enrolmentError(error: unknown, action = t('enrolment.action')): FailureMessage {
  const failure = resourceActionError(error, action, { notFound: t('enrolment.groupNotFound') });
  const refusal = failure.fieldErrors.students ?? failure.fieldErrors.group_id;
  return refusal ? plain(refusal) : failure;
}
