// GET /api/me/: the signed-in user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toApiUser, userSchema } from '../../db/queries/users';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Documented as /api/<resource>/; ignoreTrailingSlash still serves the bare path.
      prefixTrailingSlash: 'slash',
      schema: { tags: ['users'], security: [{ bearerAuth: [] }], response: { 200: userSchema } },
    },
    async (request) => toApiUser(request.user),
  );
};

export default meRoutes;
