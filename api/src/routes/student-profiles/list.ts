// GET /api/student-profiles/: the students list, paged, searched and filtered by status in the
// database, within what the viewer may read (managers all, staff their groups' and calls'
// students, a student themself).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STUDENT_STATUSES } from 'shared-domain';
import { choiceField } from 'shared-domain/schemas';
import { listStudentProfiles } from '../../db/queries/student-list';
import { studentProfileSchema } from '../../db/queries/student-profiles';
import { listQuerySchema, pageRequest, paginated, paginatedSchema } from '../../lib/pagination';

export const studentListQuerySchema = listQuerySchema.extend({
  // The Filter dropdown's 'All' sends no status or an empty one.
  status: z.preprocess((v) => (v === '' ? undefined : v), choiceField(STUDENT_STATUSES).optional()),
});

const studentListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        querystring: studentListQuerySchema,
        response: { 200: paginatedSchema(studentProfileSchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const page = pageRequest(query);
      const { count, capped, results, sides } = await listStudentProfiles(
        app.db,
        request.user,
        { search: query.search || undefined, status: query.status },
        page,
      );
      return paginated(request, page, count, results, { sides, capped });
    },
  );
};

export default studentListRoutes;
