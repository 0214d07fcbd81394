// One student's profile with their levels finished (GET /api/student-profiles/{id}/): the people
// remote's detail for staff, and the student's own dashboard, which a student may read of
// themselves only, as the API answers them.
import { API_MESSAGES } from 'shared-domain';
import { checkResponse, studentProfileDetailSchema } from 'shared-domain/responses';
import type { FakeApi } from '../../fake-api';
import { NOT_FOUND, authorized } from '../collection';
import type { Centre } from './state';
import { STUDENTS_PATH } from './students';

export function serveStudentDetail(api: FakeApi, centre: Centre): void {
  api.on(
    'GET',
    `${STUDENTS_PATH}:id/`,
    authorized((_request, params) => {
      const id = Number(params.id);
      if (centre.me.role === 'student' && id !== centre.me.id)
        return { status: 403, body: { detail: API_MESSAGES.forbidden } };
      const student = centre.students.find((one) => one.id === id);
      if (!student) return NOT_FOUND;
      const detail = { ...centre.profile(student), level_history: centre.levelHistory(id) };
      return {
        status: 200,
        body: checkResponse(detail, studentProfileDetailSchema, 'mock student'),
      };
    }),
  );
}
