// The signed-in student of this remote's `dev --mock` page (`pnpm --filter remote-student dev
// --mock`): GET /api/student-profiles/{id}/ answers the tests' profile of Sara (a private student
// part-way through level 5) for her own id and 403 for anyone else's, as the API answers a
// student, checked against the API's response schema (test-support/mock).
import { API_MESSAGES } from 'shared-domain';
import { checkResponse, studentProfileDetailSchema } from 'shared-domain/responses';
import { makeUser } from 'shared-domain/factory';
import { type MockCentre, authorized, startMockApi } from 'test-support/mock';
import { DEMO_STUDENT } from '../standalone/student-standalone';
import { STUDENT_ID, makeProfile } from './fixtures';

export const studentCentre: MockCentre = {
  demoAccount: DEMO_STUDENT,
  user: makeUser('student', { email: DEMO_STUDENT.email }),
  serve(api) {
    const profile = makeProfile();
    api.on(
      'GET',
      '/api/student-profiles/:id/',
      authorized((_request, params) =>
        Number(params.id) === STUDENT_ID
          ? {
              status: 200,
              body: checkResponse(profile, studentProfileDetailSchema, 'mock profile'),
            }
          : { status: 403, body: { detail: API_MESSAGES.forbidden } },
      ),
    );
  },
};

/** Starts this page's mock API (the bootstrap's `before` in a `dev --mock` build). */
export function startMock(): Promise<void> {
  return startMockApi(studentCentre);
}
