// GET /api/overview/: the admins' Overview figures, computed by the database in one query.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from 'shared-domain';
import { computeOverview, overviewSchema } from '../../db/queries/overview';

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['overview'],
        security: [{ bearerAuth: [] }],
        response: { 200: overviewSchema },
      },
    },
    async () => computeOverview(app.db),
  );
};

export default overviewRoutes;
