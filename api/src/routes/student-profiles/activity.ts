// GET /api/student-profiles/{userId}/activity/: the latest changes of a student's records (their
// account, profile, evaluation, attendance), for staff who may read the student: managers every
// student, supervisors and instructors those of their groups and calls, without phone numbers
// and without the student's ledger.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from 'shared-domain';
import { auditEntrySchema, paginatedSchema } from 'shared-domain/responses';
import { getStudentProfile, seesStudentPhones } from '../../db/queries/student-profiles';
import { forbidden, notFound } from '../../lib/errors';
import { activityQuerySchema, auditList } from '../audit/query';
import { userIdParams } from './params';

const studentActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:userId/activity/',
    {
      onRequest: app.requireRoles(STAFF_ROLES),
      schema: {
        tags: ['students', 'audit'],
        security: [{ bearerAuth: [] }],
        params: userIdParams,
        querystring: activityQuerySchema,
        response: { 200: paginatedSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const lookup = await getStudentProfile(app.db, userId, request.user);
      if (!lookup.found) throw notFound();
      if (!lookup.visible) throw forbidden();
      return auditList(
        request,
        request.query,
        { studentId: userId, withoutLedger: !seesStudentPhones(request.user) },
        seesStudentPhones(request.user),
      );
    },
  );
};

export default studentActivityRoutes;
