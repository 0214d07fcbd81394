// GET /api/schedule/?days=&instructor=: the admins' instructor schedule, one entry per group with
// an instructor; `days` (a day pair) and `instructor` (a user id) narrow it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES, DAY_GROUPS, VALIDATION_MESSAGES } from 'shared-domain';
import { choiceField } from 'shared-domain/schemas';
import { findSchedule, scheduleItemSchema } from '../../db/queries/schedule';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const scheduleQuerySchema = z.object({
  days: z.preprocess(emptyToUndefined, choiceField(DAY_GROUPS).optional()),
  instructor: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: VALIDATION_MESSAGES.idInvalid })
      .int({ error: VALIDATION_MESSAGES.idInvalid })
      .min(1, { error: VALIDATION_MESSAGES.idInvalid })
      .max(2_147_483_647, { error: VALIDATION_MESSAGES.idInvalid })
      .optional(),
  ),
});

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
        querystring: scheduleQuerySchema,
        response: { 200: z.array(scheduleItemSchema) },
      },
    },
    async (request) => findSchedule(app.db, request.query),
  );
};

export default scheduleRoutes;
