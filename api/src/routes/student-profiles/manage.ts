// PATCH and DELETE /api/student-profiles/{userId}/: admins change or remove a student. Invalid
// values are refused with field errors, never stored (the screens drop them before sending).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preValidationAsyncHookHandler } from 'fastify';
import { ADMIN_ROLES, API_MESSAGES } from 'shared-domain';
import { updateStudentSchema } from 'shared-domain/schemas';
import { getStudentProfile, studentProfileSchema } from '../../db/queries/student-profiles';
import { deleteStudent, updateStudent } from '../../db/queries/student-writes';
import { badRequest, fieldErrors, notFound } from '../../lib/errors';
import { userIdParams } from './params';

function isEmptyChange(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.values(body).every((value) => value === undefined);
}

/** An empty change set is refused before its fields are looked at (spec section 5). */
const requireChanges: preValidationAsyncHookHandler = async (request) => {
  if (isEmptyChange(request.body)) throw badRequest(API_MESSAGES.noUpdateData);
};

const manageStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  app.patch(
    '/:userId/',
    {
      preValidation: requireChanges,
      schema: {
        tags: ['students'],
        security: [{ bearerAuth: [] }],
        params: userIdParams,
        body: updateStudentSchema,
        response: { 200: studentProfileSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      // Unknown keys are dropped by the schema; only they were sent: nothing to update.
      if (isEmptyChange(request.body)) throw badRequest(API_MESSAGES.noUpdateData);
      // The answer is read in the same transaction: what this request wrote, not a later writer's.
      return app.audit.write(request.user, 'student.update', async (tx) => {
        const outcome = await updateStudent(tx, userId, request.body, request.user);
        if (outcome.status === 'not_found') throw notFound();
        if (outcome.status === 'invalid') throw fieldErrors(outcome.errors);
        const lookup = await getStudentProfile(tx, userId, request.user);
        if (!lookup.found || !lookup.visible) throw notFound();
        return lookup.profile;
      });
    },
  );

  app.delete(
    '/:userId/',
    { schema: { tags: ['students'], security: [{ bearerAuth: [] }], params: userIdParams } },
    async (request, reply) => {
      const deleted = await app.audit.write(request.user, 'student.delete', (tx) =>
        deleteStudent(tx, request.params.userId),
      );
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );
};

export default manageStudentRoutes;
