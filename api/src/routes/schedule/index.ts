// GET /api/schedule/: the admins' instructor schedule, one entry per group with an instructor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES } from 'shared-domain';
import { findSchedule, scheduleItemSchema } from '../../db/queries/schedule';

const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['schedule'],
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(scheduleItemSchema) },
      },
    },
    async () => findSchedule(app.db),
  );
};

export default scheduleRoutes;
