// /api/groups/{id}/students/: managers place students in a group (from no group or another one)
// and take one out. The group's capacity is a refusal; a student whose level is not the
// group's is placed with a warning in the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES } from 'shared-domain';
import { enrolledMessage } from 'shared-domain/records';
import { enrolStudentsSchema } from 'shared-domain/schemas';
import { enrolmentResponseSchema } from 'shared-domain/responses';
import { enrolStudents, removeFromGroup } from '../../db/queries/enrolment';
import { getGroupRow } from '../../db/queries/groups';
import { fieldErrors, notFound } from '../../lib/errors';
import { idParams, pathId } from '../params';

const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRoles(ADMIN_ROLES));

  app.post(
    '/:id/students/',
    {
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: enrolStudentsSchema,
        response: { 200: enrolmentResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const students = request.body.students;
      // The answer is read in the same transaction: the group as this request left it. Each
      // student placed is a change of their profile in the audit trail.
      return app.audit.write(request.user, 'student.update', async (tx) => {
        const outcome = await enrolStudents(tx, id, students);
        if (outcome.status === 'not_found') throw notFound();
        if (outcome.status === 'invalid') throw fieldErrors(outcome.errors);
        const lookup = await getGroupRow(tx, id, request.user);
        if (!lookup.found || !lookup.visible) throw notFound();
        return {
          message: enrolledMessage(students.length),
          group: lookup.group,
          warnings: outcome.warnings,
        };
      });
    },
  );

  app.delete(
    '/:id/students/:userId/',
    {
      schema: {
        tags: ['groups'],
        security: [{ bearerAuth: [] }],
        params: z.object({ id: pathId, userId: pathId }),
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const removed = await app.audit.write(request.user, 'student.update', (tx) =>
        removeFromGroup(tx, id, userId),
      );
      if (!removed) throw notFound();
      return reply.code(204).send();
    },
  );
};

export default enrolmentRoutes;
